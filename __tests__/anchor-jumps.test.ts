/** @jest-environment jsdom */
import { showSectionsBeforeAnchorJumps, showSectionsForAnchorInAddress } from "../src/browser/startup/anchor-jumps"
import { SECTIONS_SHOWN_ATTRIBUTE } from "../src/shared/sections-shown"

const shown = () => document.documentElement.hasAttribute(SECTIONS_SHOWN_ATTRIBUTE)

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement("a")
  anchor.href = href
  anchor.innerHTML = "<span>go</span>"
  // jsdom would navigate; a real link would too, after the listener has run.
  anchor.addEventListener("click", (event) => event.preventDefault())
  document.body.append(anchor)
  return anchor
}

afterEach(() => {
  document.documentElement.removeAttribute(SECTIONS_SHOWN_ATTRIBUTE)
  document.body.innerHTML = ""
  window.history.replaceState(null, "", "/")
})

describe("showSectionsBeforeAnchorJumps", () => {
  it("leaves sections to render when they come near the screen until a link to an anchor is followed", () => {
    showSectionsBeforeAnchorJumps()
    link("/bear-tracking/").click()
    link("https://www.facebook.com/#wall").click()
    expect(shown()).toBe(false)
    link("/#contact").querySelector("span")!.click()
    expect(shown()).toBe(true)
  })

  it("renders every section at once when the address arrives with an anchor, or the anchor changes", () => {
    // Gatsby's first render runs onPreRouteUpdate with the address the page arrived at.
    window.history.replaceState(null, "", "/#faq")
    showSectionsForAnchorInAddress()
    expect(shown()).toBe(true)

    document.documentElement.removeAttribute(SECTIONS_SHOWN_ATTRIBUTE)
    window.history.replaceState(null, "", "/")
    showSectionsBeforeAnchorJumps()
    window.dispatchEvent(new HashChangeEvent("hashchange"))
    expect(shown()).toBe(true)
  })

  it("renders every section before Gatsby scrolls to the anchor of a navigation made in code", () => {
    window.history.pushState(null, "", "/bear-tracking/")
    showSectionsForAnchorInAddress()
    expect(shown()).toBe(false)
    window.history.pushState(null, "", "/#trackers")
    showSectionsForAnchorInAddress()
    expect(shown()).toBe(true)
  })
})

/** @jest-environment jsdom */
import { showSectionsForAnchorInAddress } from "../src/browser/startup/anchor-jumps"
import { SECTIONS_SHOWN_ATTRIBUTE } from "../src/shared/sections-shown"

const shown = () => document.documentElement.hasAttribute(SECTIONS_SHOWN_ATTRIBUTE)

afterEach(() => {
  document.documentElement.removeAttribute(SECTIONS_SHOWN_ATTRIBUTE)
  window.history.replaceState(null, "", "/")
})

describe("showSectionsForAnchorInAddress", () => {
  it("renders every section at once when the address arrives with an anchor", () => {
    // Gatsby's first render runs onPreRouteUpdate with the address the page arrived at.
    window.history.replaceState(null, "", "/#faq")
    showSectionsForAnchorInAddress()
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

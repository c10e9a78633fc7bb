import React, { useEffect } from "react"
import { hydrateRoot } from "react-dom/client"
import { hydrateInSlices } from "../src/browser/startup/hydrate-in-slices"

/**
 * The renderer Gatsby is given in gatsby-browser.tsx. These tests run React's
 * real scheduler (no act()), so "slices" means what it means in a browser:
 * separate macrotasks with the event loop free in between.
 */
const SLOW_ITEMS = 24
const ITEM_MS = 2

/** Which turn of the event loop each item rendered in. */
let renderTurns: number[] = []
let turn = 0

function busyWait(ms: number): void {
  const end = performance.now() + ms
  while (performance.now() < end) {
    // A component that takes a while to render, like a section of the home page on a slow phone.
  }
}

function SlowItem({ index }: { index: number }) {
  busyWait(ITEM_MS)
  renderTurns.push(turn)
  return <li>{`Item ${index}`}</li>
}

function Page({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return (
    <main>
      <button type="button" onClick={() => undefined}>
        Call
      </button>
      <ul>
        {Array.from({ length: SLOW_ITEMS }, (_, index) => (
          <SlowItem key={index} index={index} />
        ))}
      </ul>
    </main>
  )
}

/** Server HTML as Gatsby writes it: #___gatsby > #gatsby-focus-wrapper > the page. */
function serverRenderedContainer(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${markup}</div></div>`
  return document.getElementById("___gatsby") as HTMLElement
}

function App({ onHydrated }: { onHydrated: () => void }) {
  return (
    <div id="gatsby-focus-wrapper">
      <Page onHydrated={onHydrated} />
    </div>
  )
}

/** Renders with `render`, counting event-loop turns until the page's effect runs. */
async function renderCountingTurns(render: (element: React.ReactElement, container: Element) => unknown, container: Element) {
  renderTurns = []
  turn = 0
  let hydrated = false
  let ticking = true
  const tick = () => {
    turn += 1
    if (ticking) setTimeout(tick, 0)
  }
  setTimeout(tick, 0)
  const done = new Promise<void>((resolve) => {
    render(
      <App
        onHydrated={() => {
          hydrated = true
          resolve()
        }}
      />,
      container,
    )
  })
  await done
  ticking = false
  return { hydrated, turns: new Set(renderTurns).size }
}

describe("hydrateInSlices", () => {
  const reactActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
  let consoleError: jest.SpyInstance

  beforeEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    consoleError = jest.spyOn(console, "error")
  })

  afterEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = reactActEnvironment
    consoleError.mockRestore()
    document.body.innerHTML = ""
  })

  /** What React's server renderer writes for <Page>. */
  const serverMarkup = () =>
    `<main><button type="button">Call</button><ul>${Array.from({ length: SLOW_ITEMS }, (_, index) => `<li>Item ${index}</li>`).join("")}</ul></main>`

  it("takes over the server HTML without replacing it or reporting a mismatch", async () => {
    const container = serverRenderedContainer(serverMarkup())
    const button = container.querySelector("button")
    let cleanup: () => void = () => undefined
    const { hydrated } = await renderCountingTurns((element, root) => {
      cleanup = hydrateInSlices(element, root)
    }, container)
    expect(hydrated).toBe(true)
    expect(container.querySelector("button")).toBe(button)
    expect(container.querySelectorAll("li")).toHaveLength(SLOW_ITEMS)
    expect(consoleError).not.toHaveBeenCalled()
    cleanup()
    expect(container.querySelector("button")).toBeNull()
  })

  it("renders in several turns of the event loop, where Gatsby's own hydrateRoot takes one", async () => {
    const gatsbyDefault = await renderCountingTurns((element, root) => hydrateRoot(root, element), serverRenderedContainer(serverMarkup()))
    expect(gatsbyDefault.turns).toBe(1)

    const sliced = await renderCountingTurns(hydrateInSlices, serverRenderedContainer(serverMarkup()))
    // About 5 ms per slice: 24 items of 2 ms cannot fit in one or two.
    expect(sliced.turns).toBeGreaterThan(3)
  })

  it("renders from scratch when the page has no server HTML, as under gatsby develop", async () => {
    document.body.innerHTML = `<div id="___gatsby"></div>`
    const container = document.getElementById("___gatsby") as HTMLElement
    const { hydrated } = await renderCountingTurns(hydrateInSlices, container)
    expect(hydrated).toBe(true)
    expect(container.querySelectorAll("li")).toHaveLength(SLOW_ITEMS)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it("renders from scratch into an empty element while the page beside it is server-rendered, as Gatsby's develop loading indicator needs", async () => {
    serverRenderedContainer(serverMarkup())
    const indicator = document.createElement("div")
    document.body.append(indicator)
    const { hydrated } = await renderCountingTurns(hydrateInSlices, indicator)
    expect(hydrated).toBe(true)
    expect(indicator.querySelectorAll("li")).toHaveLength(SLOW_ITEMS)
    expect(consoleError).not.toHaveBeenCalled()
  })
})

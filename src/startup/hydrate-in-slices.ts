import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"

/**
 * Gatsby's renderer, with one change: React takes over the server-rendered
 * page as a transition.
 *
 * Gatsby calls `hydrateRoot` at React's default priority, which renders the
 * whole page in one task: 70-110 ms with a 4x slower CPU, one of the two
 * long tasks after the page's scripts start (README, "Performance"). A transition
 * is rendered in slices of about 5 ms with the browser free in between, so a
 * tap or a scroll during start-up is not held up. The page looks the same
 * throughout: the server's HTML is already on the screen, and its links
 * (tel:, sms:, the maps) work before React arrives.
 *
 * A container without server HTML (`gatsby develop`) gets a plain
 * client render, as Gatsby does. Either way the cleanup that `gatsby
 * develop` expects is returned.
 */
export function hydrateInSlices(element: ReactElement, container: Element): () => void {
  const serverRendered = Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length)
  if (!serverRendered) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  // hydrateRoot schedules its first render at the priority of the moment it is called.
  let root: Root | undefined
  startTransition(() => {
    root = hydrateRoot(container, element)
  })
  return () => root?.unmount()
}

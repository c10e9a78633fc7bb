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
 * A container without server HTML gets a plain client render, as Gatsby
 * does: every page under `gatsby develop`, and the empty elements Gatsby's
 * develop runtime renders its loading indicator into, even after the page
 * itself has rendered. So the question is asked of the container given, not
 * of the document. Either way the cleanup that `gatsby develop` expects is
 * returned.
 */
export function hydrateInSlices(element: ReactElement, container: Element): () => void {
  // The page's root holds Gatsby's focus wrapper, empty for a page rendered only in the browser.
  const content = container.querySelector("#gatsby-focus-wrapper") ?? container
  const serverRendered = content.children.length > 0
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

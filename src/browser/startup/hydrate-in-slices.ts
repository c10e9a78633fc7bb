import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"

/**
 * Gatsby's renderer, with one change: React takes over the server-rendered
 * page as a transition, in short slices with the browser free in between, so
 * a tap or a scroll during start-up is not held up (Gatsby's own hydrates in
 * one long task; docs/performance.md). The server's HTML and its links work
 * throughout. A container without server HTML (every page under `gatsby
 * develop`, and the elements its loading indicator renders into) gets a
 * plain client render, so the container is asked, not the document; either
 * way the cleanup `gatsby develop` expects is returned.
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

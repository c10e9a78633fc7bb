import type { GatsbyBrowser } from "gatsby"
import { showSectionsBeforeAnchorJumps, showSectionsForAnchorInAddress } from "./src/utils/anchor-jumps"
import { hydrateInSlices } from "./src/utils/hydrate-in-slices"
import { registerServiceWorker } from "./src/utils/service-worker"

export { wrapPageElement, wrapRootElement } from "./src/components/PageWrappers"

/**
 * Marks the page once React has taken over, so browser tests can wait for
 * the controls that need JavaScript (the menu button) before using them.
 * In production builds, also hooks up the offline service worker, which
 * the page's own inline script has usually registered already (its updates
 * and the downloads it has still to make: src/utils/service-worker.ts,
 * docs/offline.md).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
  if (process.env.NODE_ENV === "production") registerServiceWorker()
}

/** Before React starts, so the first anchor jump already finds every section rendered. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  showSectionsBeforeAnchorJumps()
}

/** A navigation to an address with an anchor, also one made in code (the species pages' 'Save Our Contact Info'). */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = () => {
  showSectionsForAnchorInAddress()
}

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>

/**
 * React takes over the server HTML in short slices instead of one long task
 * (src/utils/hydrate-in-slices.ts). Gatsby types the renderer as React 17's
 * `render`; what it calls, and what `gatsby develop` expects back (a cleanup),
 * is the function here.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as Renderer

import type { GatsbyBrowser } from "gatsby"
import { showSectionsBeforeAnchorJumps, showSectionsForAnchorInAddress } from "./src/utils/anchor-jumps"
import { registerServiceWorker } from "./src/utils/service-worker"

export { wrapPageElement, wrapRootElement } from "./src/components/PageWrappers"

/**
 * Marks the page once React has taken over, so browser tests can wait for
 * the controls that need JavaScript (the menu button) before using them.
 * In production builds, also registers the offline service worker (after
 * the page's load event; README, "Offline").
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

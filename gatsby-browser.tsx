/**
 * The only place Gatsby calls into the browser code: how a page starts once
 * its scripts arrive (src/browser/startup/, after the first paint), the
 * offline worker's registration and the check for a newer build
 * (src/browser/offline/), and the layout around every page. The steps in
 * order: docs/architecture.md.
 */
import type { GatsbyBrowser } from "gatsby"
import { registerServiceWorker } from "./src/browser/offline/register"
import { showSectionsForAnchorInAddress } from "./src/browser/startup/anchor-jumps"
import { hydrateInSlices } from "./src/browser/startup/hydrate-in-slices"
import { keepIconSymbols } from "./src/browser/startup/icon-symbols"
import type * as NewerBuild from "./src/components/NewerBuildNote/NewerBuildNote"

export { wrapPageElement } from "./src/components/PageWrappers"

/** Set on <html> once React has taken over: styles show the controls that need script, and tests wait for it. */
const HYDRATED_ATTRIBUTE = "data-hydrated"

/**
 * The check for a newer build, fetched once the page has started so the
 * first load carries none of it. A chunk that cannot load (no signal) is no
 * news; left unhandled, Gatsby would take it for a failed page change and
 * load the page again.
 */
const withNewerBuildCheck = (run: (check: typeof NewerBuild) => unknown) =>
  import(/* webpackChunkName: "newer-build" */ "./src/components/NewerBuildNote/NewerBuildNote").then(run, () => undefined)

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  keepIconSymbols()
}

/** A navigation to an address with an anchor, also one made in code (the species pages' 'Save Our Contact Info'). */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = () => {
  showSectionsForAnchorInAddress()
}

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true")
  if (process.env.NODE_ENV !== "production") return
  registerServiceWorker()
  void withNewerBuildCheck((check) => check.watchForNewerBuild())
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  // Not the first render: that page has just come from the host.
  if (process.env.NODE_ENV === "production" && prevLocation) void withNewerBuildCheck((check) => check.checkAfterPageChange())
}

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>

/** Gatsby types the renderer as React 17's `render`; what it calls, and what `gatsby develop` expects back (a cleanup), is hydrateInSlices. */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as Renderer

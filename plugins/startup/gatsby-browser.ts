/**
 * The staged start-up, a local Gatsby plugin (this folder; gatsby-config.ts
 * lists it): how a page starts in the browser, in order. Every page is complete HTML
 * (a hunter can read every number and tap every call link before any script
 * runs); the scripts only add behaviour, and they are kept out of the way of
 * the first paint and of the first taps.
 *
 * 1. The HTML arrives and paints. Its styles are inline; its scripts are not
 *    in it as tags: the build replaced Gatsby's `<script async>` tags with
 *    one small inline loader (./paint-first.ts).
 * 2. The loader adds the same scripts once the browser reports the first
 *    contentful paint (or a hidden tab, or 3 s at most).
 * 3. The bundle's entry (./staged-app-entry.ts, swapped in by ./bundle.ts,
 *    which also swaps two of Gatsby's modules for stand-ins in ./stand-ins/)
 *    runs its modules in four browser tasks instead of one long one
 *    (./run-in-tasks.ts): React DOM, styled-components, the plugins' browser
 *    hooks with this file's, then Gatsby's runtime.
 * 4. Gatsby calls `onClientEntry` below: the first jump to an anchor will
 *    render every section first (./anchor-jumps.ts).
 * 5. Gatsby fetches the page data and hydrates through `replaceHydrateFunction`
 *    below: React takes over the server HTML as a transition, in slices of a
 *    few milliseconds (./hydrate-in-slices.ts); the page and the footer are
 *    Suspense boundaries (src/components/Layout) hydrated after the shell.
 * 6. `onInitialClientRender` below marks the page hydrated (controls that
 *    need script show from then on); the offline plugin (plugins/offline)
 *    registers its worker then too.
 *
 * Around it: ./gatsby-node.ts sets up the bundle (./bundle.ts), ./gatsby-ssr.tsx
 * holds the first paint until the main content and leaves out head elements
 * the site does not use (./head.ts), and after the build ./paint-first.ts
 * rewrites the pages (a step of src/node/post-build). Every Gatsby internal
 * this relies on is listed in src/internals.ts and checked against the
 * installed Gatsby by __tests__/gatsby-internals.test.ts. The measurements
 * behind each step are in docs/performance.md.
 */
import type { GatsbyBrowser } from "gatsby"
import { showSectionsBeforeAnchorJumps, showSectionsForAnchorInAddress } from "./anchor-jumps"
import { hydrateInSlices } from "./hydrate-in-slices"

/** Set on <html> once React has taken over: styles show the controls that need script, and tests wait for it. */
const HYDRATED_ATTRIBUTE = "data-hydrated"

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  showSectionsBeforeAnchorJumps()
}

/** A navigation to an address with an anchor, also one made in code (the species pages' 'Save Our Contact Info'). */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = () => {
  showSectionsForAnchorInAddress()
}

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true")
}

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>

/**
 * Gatsby types the renderer as React 17's `render`; what it calls, and what
 * `gatsby develop` expects back (a cleanup), is hydrateInSlices.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as Renderer

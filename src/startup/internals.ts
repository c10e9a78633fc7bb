/**
 * Every part of Gatsby's (and its plugins') internals that the start-up
 * relies on, in one place. None of it is public API, so an upgrade can move
 * any of it without notice: __tests__/gatsby-internals.test.ts checks each
 * entry against the installed packages and fails with the file to revisit.
 * package.json pins Gatsby and its plugins to 5.16.x for the same reason.
 */

/** The browser bundle's entry in Gatsby's webpack config (build-javascript): its name and the module it starts. */
export const APP_ENTRY = { name: "app", module: ".cache/production-app" } as const

/** The module that runs the plugins' (and gatsby-browser's) browser hooks; the staged entry loads it before the app. */
export const PLUGIN_RUNNER = ".cache/api-runner-browser"

/**
 * Gatsby writes each page's scripts (webpack runtime, framework, app) as
 * `<script src async>` tags into the `_gatsby-scripts` slice, which its
 * stitching wraps in these comment markers in the built HTML.
 */
export const SCRIPTS_SLICE = /(<!-- slice-start id="_gatsby-scripts-\d+" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-\d+" -->)/
export const SLICE_SCRIPT = /<script src="(\/[^"]+\.js)" async><\/script>/g

/**
 * The page's own address, which Gatsby's static entry writes into every page
 * as an inline script (`window.pagePath`), and the post-build leaves out
 * (./paint-first.ts says why).
 */
export const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="[^"]*";\/\*\]\]>\*\/<\/script>/

/** Modules the browser bundle gets a stand-in for (./stand-ins/). */
export const SWAPPED_MODULES = {
  /** gatsby-plugin-manifest's helper that `require`s all of "gatsby" for localised manifests. */
  manifestPathname: /gatsby-plugin-manifest[\\/]get-manifest-pathname(\.js)?$/,
  /** Gatsby's internal Partytown plugin's browser hook, which does nothing outside `gatsby develop`. */
  partytownBrowser: /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
} as const

/** The keys of the head elements gatsby-plugin-image adds to every page for GatsbyImage's wrappers (unused here). */
export const IMAGE_PLUGIN_HEAD_KEYS: readonly string[] = ["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]

/**
 * Every internal of Gatsby and its plugins the site relies on, and every
 * file that relies on one (those relying on Decap's internals too, which
 * src/internals/decap.ts details). None is public API:
 * __tests__/internals/gatsby.test.ts checks each entry against the
 * installed packages and names the file to revisit, and fails when a file
 * not in RELYING_FILES starts using one. package.json pins Gatsby and its
 * plugins to one minor version for the same reason.
 */

/** Every file that relies on an internal, with which (the names below, or what it reads). */
export const RELYING_FILES: Readonly<Record<string, string>> = {
  "src/build/bundle.ts": "APP_ENTRY, SWAPPED_MODULES: the browser bundle's entry and two modules swapped for stand-ins",
  "src/browser/startup/staged-app-entry.ts": "PLUGIN_RUNNER, APP_ENTRY: requires Gatsby's browser modules from .cache/ itself",
  "src/browser/startup/stand-ins/manifest-pathname.ts": "SWAPPED_MODULES.manifestPathname: stands in for it, with the same answer",
  "src/browser/startup/stand-ins/partytown-browser.ts": "SWAPPED_MODULES.partytownBrowser: stands in for it",
  "src/build/post-build/paint-first.ts": "SCRIPTS_SLICE, SLICE_SCRIPT, PAGE_PATH_SCRIPT: rewrites what Gatsby writes into each page",
  "src/browser/startup/head.ts": "IMAGE_PLUGIN_HEAD_KEYS: leaves out gatsby-plugin-image's head elements",
  "src/browser/startup/hydrate-in-slices.ts": "replaceHydrateFunction's arguments as production-app passes them",
  "gatsby-browser.tsx": "replaceHydrateFunction, which Gatsby types as React 17's render",
  "src/build/offline/precache.ts": "WEBPACK_RUNTIME: reads the chunks' content hashes out of webpack's runtime",
  "src/browser/offline/newer-build.ts": "FULL_LOAD_FLAG: makes Gatsby's later page changes full page loads",
  "src/cms/static-queries.ts": "STATIC_QUERY_RESULTS: reads the static query results Gatsby writes",
  "src/cms/PreviewFrame/PreviewFrame.tsx": "STATIC_QUERY_CONTEXT: hands the previews the results through Gatsby's context",
  "src/cms/gatsby-static-query.d.ts": "STATIC_QUERY_CONTEXT: types the context Gatsby exports untyped",
  "src/cms/admin-plugin/gatsby-node.js":
    "PROGRAM_DIRECTORY: puts the editor's webpack cache in the site's .cache/; compiles the editor beside Gatsby's bundles, without gatsby-plugin-decap-cms's UMD externals, and waits for it after the build",
  "gatsby-config.ts": "IMAGE_JOBS: counts one core more than there are, so image jobs use every core",
  "src/cms/repository.ts": "Decap's running backend, through its registry (src/internals/decap.ts)",
  "src/cms/phrases.ts": "the keys of Decap's phrases it rewords (src/internals/decap.ts)",
}

/** The browser bundle's entry in Gatsby's webpack config (build-javascript): its name and the module it starts. */
export const APP_ENTRY = { name: "app", module: ".cache/production-app" } as const

/** The module that runs the plugins' (and gatsby-browser's) browser hooks; the staged entry loads it before the app. */
export const PLUGIN_RUNNER = ".cache/api-runner-browser"

/**
 * Gatsby writes each page's scripts (webpack runtime, framework, app) as
 * `<script src async>` tags into the `_gatsby-scripts` slice, which its
 * stitching wraps in two comments; these match the comments' text.
 */
export const SCRIPTS_SLICE = { start: /^ slice-start id="_gatsby-scripts-\d+" $/, end: /^ slice-end id="_gatsby-scripts-\d+" $/ } as const
/** Each of those tags: a script with a site-relative `src` and an empty `async`. */
export const SLICE_SCRIPT = { tag: "script", attributes: { src: true, async: "" } } as const

/**
 * The page's own address, which Gatsby's static entry writes into every page
 * as an inline script (`window.pagePath`) with this id, and the post-build
 * leaves out (src/build/post-build/paint-first.ts says why).
 */
export const PAGE_PATH_SCRIPT = { id: "gatsby-script-loader", code: "window.pagePath=" } as const

/** Modules the browser bundle gets a stand-in for (src/browser/startup/stand-ins/). */
export const SWAPPED_MODULES = {
  /** gatsby-plugin-manifest's helper that `require`s all of "gatsby" for localised manifests. */
  manifestPathname: /gatsby-plugin-manifest[\\/]get-manifest-pathname(\.js)?$/,
  /** Gatsby's internal Partytown plugin's browser hook, which does nothing outside `gatsby develop`. */
  partytownBrowser: /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
} as const

/** The keys of the head elements gatsby-plugin-image adds to every page for GatsbyImage's wrappers (unused here). */
export const IMAGE_PLUGIN_HEAD_KEYS: readonly string[] = ["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]

/**
 * Webpack's runtime (`webpack-runtime-<hash>.js`) names every chunk it can
 * load by its content hash, as a quoted hex string: the chunks a page may
 * fetch later, which the offline worker stores.
 */
export const WEBPACK_RUNTIME = { prefix: "webpack-runtime-", chunkHash: /"([0-9a-f]{16,})"/g } as const

/**
 * Where Gatsby writes the results of `useStaticQuery` queries: each by its
 * hash, which every page's page data lists.
 */
export const STATIC_QUERY_RESULTS = {
  homePageData: "/page-data/index/page-data.json",
  hashesField: "staticQueryHashes",
  result: (hash: string) => `/page-data/sq/d/${hash}.json`,
} as const

/**
 * Set to true on `window`, it makes Gatsby's `navigate` (every Link, and
 * navigate() in code) load the next page in full from the network instead
 * of drawing it from the page data it holds in memory: what Gatsby does
 * when a new service worker is waiting (gatsby-plugin-offline sets it), and
 * what an open page does once it knows the host serves a newer build.
 */
export const FULL_LOAD_FLAG = "___swUpdated"

/** The React context `useStaticQuery` reads, exported by "gatsby" but not typed. */
export const STATIC_QUERY_CONTEXT = "StaticQueryContext"

/** Where Gatsby's store keeps the site's folder, for a plugin's node code: `store.getState().program.directory`. */
export const PROGRAM_DIRECTORY = ["program", "directory"] as const

/**
 * gatsby-plugin-sharp resizes images in Gatsby's main process, one image at
 * a time per core Gatsby counts, less one kept for the main process
 * (`Math.max(1, cpuCoreCount() - 1)`), and Gatsby counts cores from
 * GATSBY_CPU_COUNT when it is set. While the images are resized the main
 * process only waits, so gatsby-config.ts sets the count one above the
 * machine's cores before Gatsby creates its workers. That it is read after
 * gatsby-config loads is the internal.
 */
export const IMAGE_JOBS = { coreCount: "GATSBY_CPU_COUNT", concurrency: "Math.max(1, cpuCoreCount() - 1)" } as const

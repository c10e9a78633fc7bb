/**
 * The browser bundle: what it leaves out and how it starts.
 *
 * - gatsby-plugin-manifest's browser file imports get-manifest-pathname, a
 *   CommonJS module that `require`s all of "gatsby" for localised manifests
 *   (the site has one manifest): a CommonJS require cannot be tree-shaken, so
 *   it pulled Gatsby's Slice renderer into app.js, about 2.5 KiB gzip. A
 *   stand-in with the same answer for one manifest replaces it.
 * - Gatsby's internal Partytown plugin's browser file `require`s gatsby-script
 *   and Partytown's helpers (about 2 KiB gzip) for a hook that does nothing
 *   outside `gatsby develop`; the production bundle gets an empty module.
 * - The production bundle has no source maps: each file's `sourceMappingURL`
 *   comment was bytes every visitor downloaded.
 * - The entry is src/browser/startup/staged-app-entry.ts instead of Gatsby's production-app:
 *   the same modules, started in four browser tasks instead of one long one.
 *
 * The module paths and the entry's name are Gatsby internals (src/internals/gatsby.ts).
 */
import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { APP_ENTRY, SWAPPED_MODULES } from "../internals/gatsby"

/**
 * A file of ours in this folder that the browser bundle uses in place of
 * one of Gatsby's. From the site's folder, where Gatsby runs, not from
 * `__dirname`: Gatsby runs this file compiled, from .cache/compiled/.
 */
const ours = (file: string) => path.resolve("src/browser/startup", file)

export function trimBrowserBundle({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript" && stage !== "develop") return
  const production = stage === "build-javascript"
  actions.setWebpackConfig({
    ...(production ? { devtool: false } : {}),
    plugins: [
      plugins.normalModuleReplacement(SWAPPED_MODULES.manifestPathname, ours("stand-ins/manifest-pathname.ts")),
      ...(production ? [plugins.normalModuleReplacement(SWAPPED_MODULES.partytownBrowser, ours("stand-ins/partytown-browser.ts"))] : []),
    ],
  })
}

/**
 * Gatsby's `setWebpackConfig` drops `entry`, so the entry is changed on the
 * whole config, read after the plugins' changes and this file's own.
 */
export function startAppInTasks({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return
  const config = getConfig()
  actions.replaceWebpackConfig({ ...config, entry: { ...config.entry, [APP_ENTRY.name]: ours("staged-app-entry.ts") } })
}

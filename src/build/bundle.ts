/**
 * The browser bundle: what it leaves out and how it starts. Stand-ins
 * replace browser files of gatsby-plugin-manifest (whose CommonJS `require`
 * of all of Gatsby cannot be tree-shaken) and of Gatsby's Partytown plugin
 * (a hook that does nothing outside `gatsby develop`); the production bundle
 * has no source maps; the entry is src/browser/startup/staged-app-entry.ts,
 * Gatsby's modules started in several tasks instead of one long one. What
 * each saves is in docs/performance.md. The module paths and the entry's
 * name are Gatsby internals (src/internals/gatsby.ts).
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

/**
 * Keeps code the site never runs out of the JavaScript every visitor
 * downloads.
 *
 * gatsby-plugin-manifest's browser file imports get-manifest-pathname, a
 * CommonJS module that `require`s all of "gatsby". The plugin only calls it
 * for localised manifests (we have one), but a CommonJS require cannot be
 * tree-shaken, so it pulled Gatsby's Slice renderer into app.js: about
 * 2.5 KiB gzip on the home page's first load. A stand-in with the same
 * answer for one manifest replaces it in the browser bundle.
 *
 * Gatsby's built-in Partytown plugin is in the same position: its browser
 * file `require`s gatsby-script and Partytown's helpers (about 2 KiB gzip in
 * app.js) for a hook that does nothing outside `gatsby develop`, and the
 * site has no off-main-thread scripts. The production bundle gets an empty
 * module in its place; `gatsby develop` keeps the real one.
 *
 * Gatsby's own service-worker registration (0.3 KiB gzip) is bundled on
 * every page but runs only for a plugin that asks for it, and none does: the
 * site registers its own worker. Its stand-in fails loudly if one ever asks.
 *
 * Its entry is staged-app-entry.ts rather than Gatsby's production-app:
 * the same modules, started in four browser tasks instead of one long one.
 *
 * The production bundle has no source maps either (as the admin bundle,
 * gatsby-config.ts): nobody debugs the live site, and each file's
 * `sourceMappingURL` comment was bytes every visitor downloaded.
 */
import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"

const MANIFEST_PATHNAME = /gatsby-plugin-manifest[\\/]get-manifest-pathname(\.js)?$/
const PARTYTOWN_BROWSER = /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/
const GATSBY_SERVICE_WORKER = /[\\/]\.cache[\\/]register-service-worker\.js$/

/** A file of ours under ./webpack/ that the browser bundle uses in place of one of Gatsby's. */
const swappedIn = (file: string) => path.resolve(__dirname, "webpack", file)

export function trimBrowserBundle({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript" && stage !== "develop") return
  const production = stage === "build-javascript"
  actions.setWebpackConfig({
    ...(production ? { devtool: false } : {}),
    plugins: [
      plugins.normalModuleReplacement(MANIFEST_PATHNAME, swappedIn("manifest-pathname.ts")),
      ...(production
        ? [
            plugins.normalModuleReplacement(PARTYTOWN_BROWSER, swappedIn("partytown-browser.ts")),
            plugins.normalModuleReplacement(GATSBY_SERVICE_WORKER, swappedIn("register-service-worker.ts")),
          ]
        : []),
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
  actions.replaceWebpackConfig({ ...config, entry: { ...config.entry, app: swappedIn("staged-app-entry.ts") } })
}

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
 */
import path from "node:path"
import type { GatsbyNode } from "gatsby"

const MANIFEST_PATHNAME = /gatsby-plugin-manifest[\\/]get-manifest-pathname(\.js)?$/

export const trimBrowserBundle: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript" && stage !== "develop") return
  actions.setWebpackConfig({
    plugins: [plugins.normalModuleReplacement(MANIFEST_PATHNAME, path.resolve(__dirname, "webpack", "manifest-pathname.ts"))],
  })
}

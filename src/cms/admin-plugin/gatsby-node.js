/**
 * gatsby-plugin-decap-cms, used through this local plugin for two reasons:
 *
 * - Its gatsby-browser.js (a check for Netlify Identity tokens in the URL,
 *   about 1.5 KB) is bundled into every public page even with the identity
 *   widget off. Re-exporting only its gatsby-node APIs builds /admin exactly
 *   as the plugin does while the home page's JavaScript stays as it was.
 * - It copies decap-cms-app's 20 MB source map into public/admin, which every
 *   deploy would upload; it is deleted after the build.
 */
const fs = require("node:fs")
const path = require("node:path")
const decap = require("gatsby-plugin-decap-cms/gatsby-node")

exports.onPreInit = decap.onPreInit
exports.onCreateDevServer = decap.onCreateDevServer
exports.onCreateWebpackConfig = decap.onCreateWebpackConfig

exports.onPostBuild = ({ store, reporter }, { publicPath = "admin" }) => {
  const admin = path.join(store.getState().program.directory, "public", publicPath)
  if (!fs.existsSync(admin)) return
  for (const file of fs.readdirSync(admin).filter((name) => name.endsWith(".map"))) {
    fs.rmSync(path.join(admin, file))
    reporter.verbose(`Removed ${publicPath}/${file}: source maps are not deployed.`)
  }
}

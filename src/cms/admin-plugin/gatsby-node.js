/**
 * gatsby-plugin-decap-cms, used through this local plugin for two reasons:
 *
 * - Its gatsby-browser.js (a check for Netlify Identity tokens in the URL,
 *   about 1.5 KB) is bundled into every public page even with the identity
 *   widget off. Re-exporting only its gatsby-node APIs builds /admin exactly
 *   as the plugin does while the home page's JavaScript stays as it was.
 * - It copies decap-cms-app's 20 MB source map into public/admin, which every
 *   deploy would upload; it is deleted after the build.
 * - Its onCreateWebpackConfig compiles the editor (about 25 s) and Gatsby waits
 *   for it before compiling the site's own bundles. In `gatsby build` the
 *   editor is compiled beside them instead, with a webpack cache of its own
 *   (it would otherwise share the site's folder, now written at the same
 *   time), and onPostBuild waits for it and fails the build if it failed.
 */
const fs = require("node:fs")
const path = require("node:path")
const decap = require("gatsby-plugin-decap-cms/gatsby-node")

exports.onPreInit = decap.onPreInit
exports.onCreateDevServer = decap.onCreateDevServer

/** The editor's compilation in `gatsby build`, awaited after the build. */
let editorCompiled = Promise.resolve()

exports.onCreateWebpackConfig = (args, options) => {
  if (args.stage !== "build-javascript") return decap.onCreateWebpackConfig(args, options)
  const ownCache = (config, helpers) => {
    if (options.customizeWebpackConfig) options.customizeWebpackConfig(config, helpers)
    const directory = args.store.getState().program.directory
    config.cache = { ...config.cache, name: "decap-cms", cacheLocation: path.join(directory, ".cache", "webpack", "decap-cms") }
  }
  const compiling = decap.onCreateWebpackConfig(args, { ...options, customizeWebpackConfig: ownCache })
  // Settled here so a failure is not unhandled before onPostBuild reports it.
  editorCompiled = compiling.then(
    () => null,
    (error) => error,
  )
}

exports.onPostBuild = async ({ store, reporter }, { publicPath = "admin" }) => {
  const failure = await editorCompiled
  if (failure) reporter.panic("The editor at /admin did not compile.", Array.isArray(failure) ? failure[0] : failure)
  const admin = path.join(store.getState().program.directory, "public", publicPath)
  if (!fs.existsSync(admin)) return
  for (const file of fs.readdirSync(admin).filter((name) => name.endsWith(".map"))) {
    fs.rmSync(path.join(admin, file))
    reporter.verbose(`Removed ${publicPath}/${file}: source maps are not deployed.`)
  }
}

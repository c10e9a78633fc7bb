/**
 * gatsby-plugin-decap-cms through a local plugin, to build /admin exactly
 * as it does without its costs: only its gatsby-node hooks are re-exported,
 * so its browser file (a Netlify Identity check) stays out of the public
 * pages; the source map it copies into public/admin is deleted after the
 * build; and in `gatsby build` the editor compiles beside the site's
 * bundles, not before them, with a webpack cache of its own, onPostBuild
 * waiting for it and failing the build if it failed. docs/performance.md
 * has what each saves.
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

/**
 * gatsby-plugin-decap-cms through a local plugin, to build /admin with one
 * change and without its costs. The change: the editor bundles Decap's ES
 * modules with the site's one React, where the plugin loads React, ReactDOM
 * and Decap as UMD files (React 19 ships none). The costs: only its
 * gatsby-node hooks are re-exported, so its browser file (a Netlify Identity
 * check) stays out of the public pages; and in `gatsby build` the editor
 * compiles beside the site's bundles with a webpack cache of its own,
 * onPostBuild waiting for it and failing the build if it failed.
 */
const path = require("node:path")
const decap = require("gatsby-plugin-decap-cms/gatsby-node")

exports.onPreInit = decap.onPreInit
exports.onCreateDevServer = decap.onCreateDevServer

/** The webpack plugins gatsby-plugin-decap-cms copies and tags the UMD files with, from its own dependencies. */
const fromDecapPlugin = (name) => require(require.resolve(name, { paths: [path.dirname(require.resolve("gatsby-plugin-decap-cms/package.json"))] }))
const CopyPlugin = fromDecapPlugin("copy-webpack-plugin")
const HtmlWebpackTagsPlugin = fromDecapPlugin("html-webpack-tags-plugin")

/** The minimizer Gatsby's production config names, from Gatsby's own dependencies. */
const TerserPlugin = require(require.resolve("terser-webpack-plugin", { paths: [path.dirname(require.resolve("gatsby/package.json"))] }))

/**
 * esbuild minifies the editor's bundle in place of terser: Decap's megabytes took terser minutes of the build's
 * processor time, beside the site's own bundles, and esbuild seconds. The site's bundles keep Gatsby's terser.
 */
function minifyWithEsbuild(config) {
  const minimizer = config.optimization?.minimizer ?? []
  if (!minimizer.some((plugin) => plugin instanceof TerserPlugin))
    throw new Error("Gatsby's build no longer minifies with terser-webpack-plugin: see minifyWithEsbuild.")
  // A copy: the editor's config shares its optimization object with the site's.
  config.optimization = {
    ...config.optimization,
    minimizer: minimizer.map((plugin) => (plugin instanceof TerserPlugin ? new TerserPlugin({ minify: TerserPlugin.esbuildMinify }) : plugin)),
  }
}

/** No externals, no UMD files copied or tagged: webpack bundles react, react-dom and decap-cms-app's ES modules. */
function bundleWithOneReact(config) {
  config.externals = []
  config.plugins = config.plugins.filter((plugin) => !(plugin instanceof CopyPlugin || plugin instanceof HtmlWebpackTagsPlugin))
}

/** The editor's compilation in `gatsby build`, awaited after the build. */
let editorCompiled = Promise.resolve()

exports.onCreateWebpackConfig = (args, options) => {
  const customize = (config, helpers) => {
    if (options.customizeWebpackConfig) options.customizeWebpackConfig(config, helpers)
    bundleWithOneReact(config)
    if (args.stage !== "build-javascript") return
    minifyWithEsbuild(config)
    const directory = args.store.getState().program.directory
    config.cache = { ...config.cache, name: "decap-cms", cacheLocation: path.join(directory, ".cache", "webpack", "decap-cms") }
  }
  const compiling = decap.onCreateWebpackConfig(args, { ...options, customizeWebpackConfig: customize })
  if (args.stage !== "build-javascript") return compiling
  // Settled here so a failure is not unhandled before onPostBuild reports it.
  editorCompiled = compiling.then(
    () => null,
    (error) => error,
  )
}

exports.onPostBuild = async ({ reporter }) => {
  const failure = await editorCompiled
  if (failure) reporter.panic("The editor at /admin did not compile.", Array.isArray(failure) ? failure[0] : failure)
}

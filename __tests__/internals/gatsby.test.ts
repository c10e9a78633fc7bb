/**
 * @jest-environment node
 */
/**
 * Tripwires: the site relies on parts of Gatsby and its plugins that are not
 * public API (src/internals/gatsby.ts lists them, and every file that relies on
 * one). Each test checks one against the installed packages and, when an
 * upgrade has moved it, fails with the file to revisit, instead of letting
 * the build succeed with pages that start slower, an offline worker that
 * misses chunks, or an editor whose previews go blank. The last test fails
 * when a file not on the list starts to rely on an internal.
 */
import fs from "node:fs"
import path from "node:path"
import {
  APP_ENTRY,
  FULL_LOAD_FLAG,
  IMAGE_JOBS,
  IMAGE_PLUGIN_HEAD_KEYS,
  PAGE_PATH_SCRIPT,
  PLUGIN_RUNNER,
  PROGRAM_DIRECTORY,
  RELYING_FILES,
  SCRIPTS_SLICE,
  SLICE_SCRIPT,
  STATIC_QUERY_CONTEXT,
  STATIC_QUERY_RESULTS,
  SWAPPED_MODULES,
  WEBPACK_RUNTIME,
} from "../../src/internals/gatsby"
import { paintFirst } from "../../src/build/post-build/paint-first"
import { bundleInlineScripts } from "../../src/build/post-build/inline-scripts"
import { filesUnder } from "../../test-support/files"
import { findAll, findComment, findElement, parsePage, textOf } from "../../src/build/html-tree"

const ROOT = path.resolve(__dirname, "../..")
const GATSBY = path.dirname(require.resolve("gatsby/package.json"))
const source = (file: string) => fs.readFileSync(file, "utf8")

/** Fails with the name of the file to revisit. */
function tripwire(holds: boolean, what: string, revisit: string): void {
  if (!holds) throw new Error(`${what}. Revisit ${revisit}.`)
}

describe("Gatsby internals the start-up relies on", () => {
  it("names the browser bundle's entry `app` and starts it from .cache/production-app", () => {
    const config = source(path.join(GATSBY, "dist/utils/webpack.config.js"))
    // The entries of each stage, in getEntry(); the browser bundle is the build-javascript stage's.
    const getEntry = config.slice(config.indexOf("function getEntry()"), config.indexOf("function getPlugins()"))
    const buildJavascript = getEntry.slice(getEntry.indexOf("case `build-javascript`:"), getEntry.indexOf("default:"))
    tripwire(
      buildJavascript.includes(`${APP_ENTRY.name}: directoryPath(\`${APP_ENTRY.module}\`)`),
      `Gatsby's webpack config no longer starts the browser bundle as ${APP_ENTRY.name} → ${APP_ENTRY.module}`,
      "src/build/bundle.ts (startAppInTasks) and src/internals/gatsby.ts (APP_ENTRY)",
    )
  })

  it("has the modules the staged entry requires, and the entry requires exactly those", () => {
    for (const module of [APP_ENTRY.module, PLUGIN_RUNNER]) {
      const file = path.join(GATSBY, "cache-dir", `${path.basename(module)}.js`)
      tripwire(fs.existsSync(file), `Gatsby has no ${module} (looked for ${path.relative(ROOT, file)})`, "src/browser/startup/staged-app-entry.ts")
    }
    const entry = source(path.join(ROOT, "src/browser/startup/staged-app-entry.ts"))
    const required = [...entry.matchAll(/require\("(?:\.\.\/)+(\.cache\/[^"]+)"\)/g)].map((match) => match[1])
    tripwire(
      JSON.stringify(required) === JSON.stringify([PLUGIN_RUNNER, APP_ENTRY.module]),
      `src/browser/startup/staged-app-entry.ts requires ${required.join(", ")}, not ${PLUGIN_RUNNER} then ${APP_ENTRY.module}`,
      "src/browser/startup/staged-app-entry.ts",
    )
  })

  it("has the modules the browser bundle swaps for stand-ins, at the paths the patterns match", () => {
    const manifest = require.resolve("gatsby-plugin-manifest/get-manifest-pathname.js")
    tripwire(
      SWAPPED_MODULES.manifestPathname.test(manifest),
      `gatsby-plugin-manifest's get-manifest-pathname moved (${manifest})`,
      "src/internals/gatsby.ts and src/browser/startup/stand-ins/manifest-pathname.ts",
    )
    const partytown = path.join(GATSBY, "dist/internal-plugins/partytown/gatsby-browser.js")
    tripwire(
      fs.existsSync(partytown) && SWAPPED_MODULES.partytownBrowser.test(partytown),
      "Gatsby's Partytown browser file moved",
      "src/internals/gatsby.ts and src/browser/startup/stand-ins/partytown-browser.ts",
    )
    // The stand-in registers no hook because the real one does nothing outside development.
    tripwire(
      /onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;/.test(source(partytown)),
      "Gatsby's Partytown browser hook now does something outside `gatsby develop`",
      "src/browser/startup/stand-ins/partytown-browser.ts",
    )
  })

  it("writes each page's scripts as async tags between the scripts slice's comment markers", () => {
    const stitching = source(path.join(GATSBY, "dist/utils/slices/stitching.js"))
    const extractor = source(path.join(GATSBY, "dist/utils/gatsby-webpack-stats-extractor.js"))
    tripwire(
      stitching.includes('`<!-- slice-start id="${meta.id}" -->`') && stitching.includes('<!-- slice-end id="${meta.id}" -->`'),
      "Gatsby's slice stitching writes other markers",
      "src/internals/gatsby.ts (SCRIPTS_SLICE) and src/build/post-build/paint-first.ts",
    )
    tripwire(
      extractor.includes("`_gatsby-scripts-1.html`") && extractor.includes('`<script src="${this.publicPath}/${asset}" async></script>`'),
      "Gatsby writes the page scripts into its scripts slice differently",
      "src/internals/gatsby.ts (SLICE_SCRIPT) and src/build/post-build/paint-first.ts",
    )
    // The same templates, filled in, are what paint-first rewrites.
    const page = `<body><!-- slice-start id="_gatsby-scripts-1" --><script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body>`
    const parsed = parsePage(page)
    const sliced = findComment(parsed, (text) => SCRIPTS_SLICE.start.test(text)) && findComment(parsed, (text) => SCRIPTS_SLICE.end.test(text))
    tripwire(
      Boolean(sliced) && findAll(parsed, SLICE_SCRIPT).length === 1 && paintFirst(parsed, bundleInlineScripts()),
      "paint-first does not rewrite a page as Gatsby writes it",
      "src/build/post-build/paint-first.ts",
    )
  })

  it("writes the page's address as the only content of the script-loader inline script, which the build leaves out", () => {
    const entry = source(path.join(GATSBY, "cache-dir/static-entry.js"))
    tripwire(
      entry.includes("const windowPageData = `/*<![CDATA[*/window.pagePath=${JSON.stringify(") &&
        entry.includes("process.env.GATSBY_SLICES\n        ? ``") &&
        entry.includes("id={`gatsby-script-loader`}"),
      "Gatsby writes the page's address into the page differently",
      "src/internals/gatsby.ts (PAGE_PATH_SCRIPT) and src/build/post-build/paint-first.ts",
    )
    // As written with slices on (Gatsby 5's default) and no inline page data, filled in.
    const page = `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify("/tracker/jane-doe/")};/*]]>*/</script>`
    const script = findElement(parsePage(page), { tag: "script", attributes: { id: PAGE_PATH_SCRIPT.id } })
    tripwire(
      script !== undefined && textOf(script).includes(PAGE_PATH_SCRIPT.code),
      "PAGE_PATH_SCRIPT does not match the script as Gatsby writes it",
      "src/internals/gatsby.ts (PAGE_PATH_SCRIPT)",
    )
  })

  it("adds gatsby-plugin-image's head elements under the keys the pages leave out", () => {
    const keys: string[] = []
    const { onRenderBody } = jest.requireActual<{ onRenderBody: (args: { setHeadComponents: (components: { key: string }[]) => void }) => void }>(
      "gatsby-plugin-image/gatsby-ssr",
    )
    onRenderBody({ setHeadComponents: (components) => keys.push(...components.map((component) => String(component.key))) })
    tripwire(
      JSON.stringify(keys) === JSON.stringify(IMAGE_PLUGIN_HEAD_KEYS),
      `gatsby-plugin-image now adds ${keys.join(", ")}`,
      "src/internals/gatsby.ts (IMAGE_PLUGIN_HEAD_KEYS) and src/browser/startup/head.ts",
    )
  })

  it("lets gatsby-browser replace the hydrate function, and calls it with the page and its container", () => {
    const app = source(path.join(GATSBY, "cache-dir/production-app.js"))
    tripwire(
      /apiRunner\(\s*`replaceHydrateFunction`/.test(app),
      "Gatsby's production app no longer asks for replaceHydrateFunction",
      "src/browser/startup/hydrate-in-slices.ts and gatsby-browser.tsx",
    )
  })

  it("names every chunk by its content hash, which the webpack runtime lists and the offline worker reads", () => {
    const config = source(path.join(GATSBY, "dist/utils/webpack.config.js"))
    tripwire(
      config.includes("chunkFilename: `[name]-[contenthash].js`") && config.includes(`filename: \`[name]-[contenthash].js\``),
      "Gatsby names its chunks differently",
      "src/internals/gatsby.ts (WEBPACK_RUNTIME) and src/build/offline/precache.ts",
    )
    tripwire(
      new RegExp(WEBPACK_RUNTIME.chunkHash).test('{"a":"0123456789abcdef0123"}') && WEBPACK_RUNTIME.prefix === "webpack-runtime-",
      "WEBPACK_RUNTIME no longer reads a content hash",
      "src/internals/gatsby.ts",
    )
  })

  it("writes static query results to page-data/sq/d/<hash>.json, listed in each page's data, and exports the context useStaticQuery reads", () => {
    const utils = source(path.join(GATSBY, "dist/utils/static-query-utils.js"))
    const pageData = source(path.join(GATSBY, "dist/utils/page-data.js"))
    tripwire(
      utils.includes("join(`page-data`, `sq`, `d`, `${hash}.json`)") && STATIC_QUERY_RESULTS.result("h") === "/page-data/sq/d/h.json",
      "Gatsby writes static query results elsewhere",
      "src/internals/gatsby.ts (STATIC_QUERY_RESULTS) and src/cms/static-queries.ts",
    )
    tripwire(
      pageData.includes(STATIC_QUERY_RESULTS.hashesField),
      `Gatsby's page data no longer lists ${STATIC_QUERY_RESULTS.hashesField}`,
      "src/cms/static-queries.ts",
    )
    tripwire(
      source(path.join(GATSBY, "cache-dir/gatsby-browser-entry.js")).includes(
        `export { StaticQuery, ${STATIC_QUERY_CONTEXT}, useStaticQuery } from "./static-query"`,
      ),
      `"gatsby" no longer exports ${STATIC_QUERY_CONTEXT}`,
      "src/cms/PreviewFrame/PreviewFrame.tsx and src/cms/gatsby-static-query.d.ts",
    )
  })

  it("loads the next page in full, not from memory, once the full-load flag is set on window", () => {
    const navigation = source(path.join(GATSBY, "cache-dir/navigation.js"))
    const navigate = navigation.slice(navigation.indexOf("const navigate = "), navigation.indexOf("loader.loadPage(pathname + search)"))
    tripwire(
      new RegExp(`if \\(window\\.${FULL_LOAD_FLAG}\\) \\{\\s*window\\.location = pathname \\+ search \\+ hash\\s*return`).test(navigate),
      `Gatsby's navigate no longer loads the page in full when window.${FULL_LOAD_FLAG} is set, before it looks in memory`,
      "src/internals/gatsby.ts (FULL_LOAD_FLAG) and src/browser/offline/newer-build.ts",
    )
  })

  it("keeps the site's folder at program.directory in its store, which the admin plugin reads after the build", () => {
    tripwire(
      source(path.join(GATSBY, "dist/commands/build.js")).includes(`${PROGRAM_DIRECTORY.join(".")}`),
      "Gatsby's store keeps the site's folder elsewhere",
      "src/cms/admin-plugin/gatsby-node.js",
    )
  })

  it("resizes images one fewer at a time than the cores it counts, and counts them after gatsby-config has set the count", () => {
    const sharpWorker = source(require.resolve("gatsby-plugin-sharp/gatsby-worker.js"))
    tripwire(
      sharpWorker.includes(IMAGE_JOBS.concurrency),
      "gatsby-plugin-sharp no longer resizes one image per counted core less one",
      "gatsby-config.ts and src/internals/gatsby.ts (IMAGE_JOBS)",
    )
    const counting = source(path.join(ROOT, "node_modules/gatsby-core-utils/dist/cpu-core-count.js"))
    tripwire(counting.includes(`process.env.${IMAGE_JOBS.coreCount}`), `Gatsby no longer reads ${IMAGE_JOBS.coreCount}`, "gatsby-config.ts")
    const initialize = source(path.join(GATSBY, "dist/services/initialize.js"))
    const configLoaded = initialize.indexOf("(0, _loadConfig.loadConfig)(")
    tripwire(
      configLoaded > 0 && configLoaded < initialize.indexOf("WorkerPool.create()"),
      "Gatsby creates its workers before it loads gatsby-config",
      "gatsby-config.ts",
    )
  })

  it("compiles the editor through the webpack config it hands gatsby-plugin-decap-cms, and only resolves that hook when it is done", () => {
    const decap = source(require.resolve("gatsby-plugin-decap-cms/gatsby-node.js"))
    tripwire(
      /return \(0, _webpack\.default\)\(config\)\.run\(/.test(decap) && decap.includes("customizeWebpackConfig(config,"),
      "gatsby-plugin-decap-cms compiles the editor another way",
      "src/cms/admin-plugin/gatsby-node.js",
    )
  })

  it("lists every file that relies on an internal, and each listed file still does", () => {
    const SIGNS =
      /\.cache\/|gatsby\/dist|cache-dir|StaticQueryContext|store\.getState\(\)|page-data\/sq|internals\/(?:gatsby|decap)"|replaceHydrateFunction|gatsby-plugin-manifest\/|_gatsby-scripts/
    const walk = (dir: string) =>
      filesUnder(path.join(ROOT, dir))
        .filter((file) => /\.(tsx?|js)$/.test(file))
        .map((file) => `${dir}/${file}`)
    const code = [...["src", "functions"].flatMap(walk), "gatsby-config.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "gatsby-node.ts"].filter(
      (file) => !["src/internals/gatsby.ts", "src/internals/decap.ts"].includes(file) && !file.endsWith("gatsby-types.d.ts"),
    )
    const relying = code.filter((file) => SIGNS.test(source(path.join(ROOT, file))))
    const unlisted = relying.filter((file) => !(file in RELYING_FILES))
    tripwire(unlisted.length === 0, `${unlisted.join(", ")} rely on Gatsby internals but are not listed`, "src/internals/gatsby.ts (RELYING_FILES)")
    // A stand-in or Gatsby's renderer copied says so in its header rather than by an import.
    const stillRelying = (file: string) =>
      fs.existsSync(path.join(ROOT, file)) &&
      (SIGNS.test(source(path.join(ROOT, file))) || /stand-in for|Gatsby's renderer/i.test(source(path.join(ROOT, file))))
    const stale = Object.keys(RELYING_FILES).filter((file) => !stillRelying(file))
    tripwire(stale.length === 0, `${stale.join(", ")} are listed but no longer rely on an internal (or are gone)`, "src/internals/gatsby.ts (RELYING_FILES)")
  })

  it("is pinned to the 5.16 line, with its plugins", () => {
    const pkg = JSON.parse(source(path.join(ROOT, "package.json"))) as { dependencies: Record<string, string>; devDependencies: Record<string, string> }
    const all = { ...pkg.dependencies, ...pkg.devDependencies }
    const gatsbyPackages = Object.entries(all).filter(([name]) => name === "gatsby" || name.startsWith("gatsby-") || name === "babel-preset-gatsby")
    expect(gatsbyPackages.filter(([, range]) => !range.startsWith("~") && !/^\d/.test(range))).toEqual([])
    expect(all.gatsby).toMatch(/^~5\.16\./)
  })
})

/**
 * @jest-environment node
 */
/**
 * Tripwires: the admin relies on parts of Decap CMS that are not public API
 * (src/internals/decap.ts lists them). Each test checks one against the code
 * /admin really bundles, the ES module build of each Decap package as
 * webpack finds it from decap-cms-app (src/cms/admin-plugin/gatsby-node.js),
 * and, when an upgrade has moved it, fails with the file to revisit,
 * instead of an editor that quietly saves what it should have refused.
 */
import fs from "node:fs"
import path from "node:path"
import { keepBackends, LOCAL_BACKEND_NAME, SAVE_FAILED_PHRASE, type BackendImplementation, type BackendRegistration } from "../../src/internals/decap"
import { DECAP_PHRASES } from "../../src/cms/phrases"

const ROOT = path.resolve(__dirname, "../..")
const INTERNALS = "src/internals/decap.ts"
const APP = "decap-cms-app"

/** Fails with the name of the file to revisit. */
function tripwire(holds: boolean, what: string, revisit: string): void {
  if (!holds) throw new Error(`${what}. Revisit ${revisit}.`)
}

type Manifest = { version: string; module?: string; browser?: unknown; dependencies?: Record<string, string> }

/** A package's folder as webpack finds it for the admin: from decap-cms-app's own folder. */
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`, { paths: [path.dirname(require.resolve(`${APP}/package.json`))] }))
const manifestOf = (name: string) => JSON.parse(fs.readFileSync(path.join(packageDir(name), "package.json"), "utf8")) as Manifest

/** A file of a package's ES module build, the folder of its package.json's "module", which webpack bundles. */
function esm(name: string, file: string): string {
  const { module } = manifestOf(name)
  tripwire(typeof module === "string", `${name} has no ES module build ("module" in its package.json)`, "src/cms/admin-plugin/gatsby-node.js")
  const full = path.join(packageDir(name), path.dirname(module!), file)
  tripwire(fs.existsSync(full), `${name}'s ES module build has no ${file}`, INTERNALS)
  return fs.readFileSync(full, "utf8")
}

/** A name in the code. */
const id = "[\\w$]+"

/** An object's property `name` whose value is the back-reference `ref`, written out or as the shorthand for a variable of that name. */
const property = (name: string, ref: string) => `(?:${name}: ${ref}|(?=${name}\\b)${ref})`

/** The text of `code` from `start` to the next `end`. */
function between(code: string, start: string, end: string): string {
  const from = code.indexOf(start)
  tripwire(from >= 0, `Decap's code has no "${start}"`, INTERNALS)
  return code.slice(from, code.indexOf(end, from + start.length))
}

describe("Decap internals the admin relies on", () => {
  it("creates a backend by calling its registration's init, which getBackend hands out as it is kept", () => {
    const registry = esm("decap-cms-core", "lib/registry.js")
    tripwire(
      new RegExp(`registry\\.backends\\[${id}\\]\\s*=\\s*\\{\\s*init:\\s*\\(\\.\\.\\.(${id})\\)\\s*=>\\s*new ${id}\\(\\.\\.\\.\\1\\)\\s*\\}`).test(registry),
      "Decap's registry no longer keeps a backend as { init }",
      `${INTERNALS} (keepBackends)`,
    )
    tripwire(
      new RegExp(`export function getBackend\\((${id})\\)\\s*\\{\\s*return registry\\.backends\\[\\1\\];?\\s*\\}`).test(registry) &&
        /export default \{[^}]*\bgetBackend,/.test(registry),
      "Decap no longer shares getBackend, handing out the registration it keeps",
      `${INTERNALS} (keepBackends)`,
    )
    tripwire(
      /export const DecapCmsCore = \{\s*\.\.\.Registry,/.test(esm("decap-cms-core", "index.js")) && /export default CMS;/.test(esm(APP, "index.js")),
      "decap-cms-app no longer exports the registry's calls on its CMS object",
      `${INTERNALS} (keepBackends)`,
    )
    tripwire(
      new RegExp(`this\\.implementation = ${id}\\.init\\(this\\.config,`).test(esm("decap-cms-core", "backend.js")),
      "Decap's Backend no longer creates its implementation with init(config, …)",
      `${INTERNALS} (keepBackends)`,
    )
  })

  it(`puts its local backend, "${LOCAL_BACKEND_NAME}", in place of the configured one when decap-server answers`, () => {
    tripwire(
      esm("decap-cms-core", "actions/config.js").includes(`config.backend.name = '${LOCAL_BACKEND_NAME}';`),
      `Decap no longer names its local backend "${LOCAL_BACKEND_NAME}"`,
      `${INTERNALS} (LOCAL_BACKEND_NAME)`,
    )
    tripwire(
      esm(APP, "extensions.js").includes(`CMS.registerBackend('${LOCAL_BACKEND_NAME}', ProxyBackend);`),
      `decap-cms-app no longer registers its local backend as "${LOCAL_BACKEND_NAME}"`,
      `${INTERNALS} (LOCAL_BACKEND_NAME)`,
    )
  })

  it("lists a whole folder with its files' text: GitHub with allEntriesByFolder, decap-server with entriesByFolder", () => {
    const github = new RegExp(
      `async allEntriesByFolder\\((${id}), (${id}), (${id}), ${id}\\) \\{\\s*const (${id}) = this\\.api\\.originRepoURL;\\s*const ${id} = \\(\\) => this\\.api\\.listFiles\\(\\1, \\{\\s*${property("repoURL", "\\4")},\\s*${property("depth", "\\3")}\\s*\\}`,
    )
    tripwire(
      github.test(esm("decap-cms-backend-github", "implementation.js")),
      "GitHub's backend no longer lists a folder with allEntriesByFolder(folder, extension, depth)",
      `${INTERNALS} (BackendImplementation)`,
    )
    const proxy = new RegExp(
      `entriesByFolder\\((${id}), (${id}), (${id})\\) \\{\\s*return this\\.request\\(\\{\\s*action: 'entriesByFolder',\\s*params: \\{\\s*branch: this\\.branch,\\s*${property("folder", "\\1")},\\s*${property("extension", "\\2")},\\s*${property("depth", "\\3")}\\s*\\}`,
    )
    tripwire(
      proxy.test(esm("decap-cms-backend-proxy", "implementation.js")),
      "The local backend no longer lists a folder with entriesByFolder(folder, extension, depth)",
      `${INTERNALS} (BackendImplementation)`,
    )
    // Both hand back { file, data }: GitHub's through decap-cms-lib-util's fetchFiles, decap-server as it reads each file.
    tripwire(
      new RegExp(
        `parseText: true\\s*\\}\\), ${id}\\(${id}\\.path, ${id}\\.id\\)\\]\\);\\s*resolve\\(\\{\\s*file: \\{[^}]{1,60}\\},\\s*data(: ${id})?\\s*\\}\\)`,
      ).test(esm("decap-cms-lib-util", "implementation.js")),
      "Decap no longer hands a listed file back as { file, data }",
      `${INTERNALS} (BackendEntry)`,
    )
    const server = fs.readFileSync(path.join(path.dirname(require.resolve("decap-server/package.json")), "dist/middlewares.js"), "utf8")
    tripwire(
      /return\{data:[\w$]+\.toString\(\),file:\{path:/.test(server),
      "decap-server no longer answers entriesByFolder with { data, file: { path } }",
      `${INTERNALS} (BackendEntry)`,
    )
  })

  it("runs preSave before the backend writes anything, and shows a failed save's error in onFailToPersist", () => {
    const backend = esm("decap-cms-core", "backend.js")
    const persist = between(backend, "async persistEntry({", "async invokeEventWithEntry(")
    const check = persist.indexOf("await this.invokePreSaveEvent(")
    tripwire(
      check >= 0 && check < persist.indexOf("this.implementation.persistEntry("),
      "Decap no longer runs preSave before writing the entry",
      "src/cms/repository.ts",
    )
    tripwire(
      new RegExp(`for \\(const \\{\\s*handler,\\s*options\\s*\\} of ${id}\\) \\{\\s*const ${id} = await handler\\(${id}, options\\);`).test(
        esm("decap-cms-core", "lib/registry.js"),
      ),
      "Decap no longer awaits each preSave handler",
      "src/cms/repository.ts",
    )
    tripwire(
      new RegExp(`message: \\{\\s*details: ${id},\\s*key: 'ui\\.toast\\.${SAVE_FAILED_PHRASE.key}'\\s*\\}`).test(esm("decap-cms-core", "actions/entries.js")),
      `A failed save no longer shows ui.toast.${SAVE_FAILED_PHRASE.key} with the error as details`,
      `${INTERNALS} (SAVE_FAILED_PHRASE)`,
    )
    tripwire(
      esm("decap-cms-locales", "en/index.js").includes(`${SAVE_FAILED_PHRASE.key}: 'Failed to persist entry: ${SAVE_FAILED_PHRASE.placeholder}'`),
      `Decap's English ${SAVE_FAILED_PHRASE.key} no longer has ${SAVE_FAILED_PHRASE.placeholder}`,
      `${INTERNALS} (SAVE_FAILED_PHRASE)`,
    )
  })

  it("has every phrase the admin rewords, in its English", () => {
    const source = esm("decap-cms-locales", "en/index.js")
    const english = new Function(source.replace(/export default en;\s*$/, "return en;"))() as Record<string, unknown>
    const missing: string[] = []
    const walk = (ours: Record<string, unknown>, theirs: unknown, at: string) => {
      for (const [key, value] of Object.entries(ours)) {
        const there = theirs && typeof theirs === "object" ? (theirs as Record<string, unknown>)[key] : undefined
        if (value && typeof value === "object") walk(value as Record<string, unknown>, there, `${at}${key}.`)
        else if (typeof there !== "string") missing.push(`${at}${key}`)
      }
    }
    walk(DECAP_PHRASES, english, "")
    tripwire(missing.length === 0, `Decap's English has no ${missing.join(", ")}`, "src/cms/phrases.ts")
  })

  it("is pinned: decap-cms-app exactly, with one copy of each Decap package at the release it names", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string> }
    expect(pkg.dependencies[APP]).toMatch(/^\d+\.\d+\.\d+$/)
    expect(manifestOf(APP).version).toBe(pkg.dependencies[APP])
    const named = Object.entries(manifestOf(APP).dependencies ?? {}).filter(([name]) => name.startsWith("decap-cms-"))
    expect(named.length).toBeGreaterThan(0)
    const strays = named.filter(
      ([name, version]) => manifestOf(name).version !== version || packageDir(name) !== path.dirname(require.resolve(`${name}/package.json`)),
    )
    tripwire(strays.length === 0, `Not one copy at decap-cms-app's release of ${strays.map(([name]) => name).join(", ")}`, "package.json")
  })
})

describe("keepBackends", () => {
  it("hands over the implementation Decap creates for a named backend, and returns it to Decap unchanged", () => {
    const implementation: BackendImplementation = { entriesByFolder: async () => [] }
    const registrations: Record<string, BackendRegistration> = { github: { init: () => implementation }, proxy: { init: () => implementation } }
    const kept: BackendImplementation[] = []
    keepBackends({ getBackend: (name) => registrations[name] }, ["github", "proxy"], (made) => kept.push(made))
    expect(registrations.proxy.init({}, {})).toBe(implementation)
    expect(kept).toEqual([implementation])
  })

  it("fails at start-up, naming the file, when a backend is not registered", () => {
    expect(() => keepBackends({ getBackend: () => undefined }, ["github"], () => undefined)).toThrow(
      /Decap has no "github" backend registered; revisit src\/internals\/decap\.ts/,
    )
  })
})

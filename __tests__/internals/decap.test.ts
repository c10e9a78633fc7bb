/**
 * @jest-environment node
 */
/**
 * Tripwires: the admin relies on parts of Decap CMS that are not public API
 * (src/internals/decap.ts lists them). Each test checks one against the
 * bundle /admin really loads, decap-cms-app/dist/decap-cms-app.js (minified:
 * the patterns allow any short names), and, when an upgrade has moved it,
 * fails with the file to revisit, instead of an editor that quietly saves
 * what it should have refused.
 */
import fs from "node:fs"
import path from "node:path"
import { keepBackends, LOCAL_BACKEND_NAME, SAVE_FAILED_PHRASE, type BackendImplementation, type BackendRegistration } from "../../src/internals/decap"
import { DECAP_PHRASES } from "../../src/cms/phrases"

const ROOT = path.resolve(__dirname, "../..")
const moduleDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`))
const bundle = fs.readFileSync(path.join(moduleDir("decap-cms-app"), "dist/decap-cms-app.js"), "utf8")
const INTERNALS = "src/internals/decap.ts"

/** Fails with the name of the file to revisit. */
function tripwire(holds: boolean, what: string, revisit: string): void {
  if (!holds) throw new Error(`${what}. Revisit ${revisit}.`)
}

/** A minified name. */
const id = "[\\w$]+"

/** The bundle's text from `start` to the next `end`. */
function between(start: string, end: string): string {
  const from = bundle.indexOf(start)
  tripwire(from >= 0, `decap-cms-app's bundle has no "${start}"`, INTERNALS)
  return bundle.slice(from, bundle.indexOf(end, from + start.length))
}

describe("Decap internals the admin relies on", () => {
  it("creates a backend by calling its registration's init, which getBackend hands out as it is kept", () => {
    tripwire(
      new RegExp(`\\.backends\\[${id}\\]=\\{init:\\(\\.\\.\\.(${id})\\)=>new ${id}\\(\\.\\.\\.\\1\\)\\}`).test(bundle),
      "Decap's registry no longer keeps a backend as { init }",
      `${INTERNALS} (keepBackends)`,
    )
    tripwire(new RegExp(`getBackend:(${id})[,}]`).test(bundle), "Decap no longer shares getBackend on the CMS object", `${INTERNALS} (keepBackends)`)
    const getBackend = new RegExp(`getBackend:(${id})[,}]`).exec(bundle)![1]
    tripwire(
      new RegExp(`function ${getBackend.replace("$", "\\$")}\\((${id})\\)\\{return ${id}\\.backends\\[\\1\\]\\}`).test(bundle),
      "Decap's getBackend no longer hands out the registration it keeps",
      `${INTERNALS} (keepBackends)`,
    )
    tripwire(
      /this\.implementation=[\w$]+\.init\(this\.config,/.test(bundle),
      "Decap's Backend no longer creates its implementation with init(config, …)",
      `${INTERNALS} (keepBackends)`,
    )
  })

  it(`puts its local backend, "${LOCAL_BACKEND_NAME}", in place of the configured one when decap-server answers`, () => {
    tripwire(
      bundle.includes(`.backend.name="${LOCAL_BACKEND_NAME}"`),
      `Decap no longer names its local backend "${LOCAL_BACKEND_NAME}"`,
      `${INTERNALS} (LOCAL_BACKEND_NAME)`,
    )
  })

  it("lists a whole folder with its files' text: GitHub with allEntriesByFolder, decap-server with entriesByFolder", () => {
    const github = new RegExp(
      `async allEntriesByFolder\\((${id}),(${id}),(${id}),${id}\\)\\{const (${id})=this\\.api\\.originRepoURL;return await ${id}\\(\\(\\(\\)=>this\\.api\\.listFiles\\(\\1,\\{repoURL:\\4,depth:\\3\\}\\)`,
    )
    tripwire(
      github.test(bundle),
      "GitHub's backend no longer lists a folder with allEntriesByFolder(folder, extension, depth)",
      `${INTERNALS} (BackendImplementation)`,
    )
    const proxy = new RegExp(
      `entriesByFolder\\((${id}),(${id}),(${id})\\)\\{return this\\.request\\(\\{action:"entriesByFolder",params:\\{branch:this\\.branch,folder:\\1,extension:\\2,depth:\\3\\}`,
    )
    tripwire(
      proxy.test(bundle),
      "The local backend no longer lists a folder with entriesByFolder(folder, extension, depth)",
      `${INTERNALS} (BackendImplementation)`,
    )
    // Both hand back { file, data }: GitHub's through decap-cms-lib-util's fetchFiles, decap-server as it reads each file.
    tripwire(
      /parseText:!0\}\),[\w$]+\([\w$]+\.path,[\w$]+\.id\)\]\);[\w$]+\(\{file:[^;]{1,60},data:[\w$]+\}\)/.test(bundle),
      "Decap no longer hands a listed file back as { file, data }",
      `${INTERNALS} (BackendEntry)`,
    )
    const server = fs.readFileSync(path.join(moduleDir("decap-server"), "dist/middlewares.js"), "utf8")
    tripwire(
      /return\{data:[\w$]+\.toString\(\),file:\{path:/.test(server),
      "decap-server no longer answers entriesByFolder with { data, file: { path } }",
      `${INTERNALS} (BackendEntry)`,
    )
  })

  it("runs preSave before the backend writes anything, and shows a failed save's error in onFailToPersist", () => {
    const persist = between("async persistEntry({config:", "async invokeEventWithEntry(")
    const check = persist.indexOf("await this.invokePreSaveEvent(")
    tripwire(
      check >= 0 && check < persist.indexOf("this.implementation.persistEntry("),
      "Decap no longer runs preSave before writing the entry",
      "src/cms/repository.ts",
    )
    tripwire(
      /for\(const\{handler:([\w$]+),options:([\w$]+)\}of [\w$]+\)\{const [\w$]+=await \1\([\w$]+,\2\)/.test(bundle),
      "Decap no longer awaits each preSave handler",
      "src/cms/repository.ts",
    )
    tripwire(
      new RegExp(`message:\\{details:${id},key:"ui\\.toast\\.${SAVE_FAILED_PHRASE.key}"\\}`).test(bundle),
      `A failed save no longer shows ui.toast.${SAVE_FAILED_PHRASE.key} with the error as details`,
      `${INTERNALS} (SAVE_FAILED_PHRASE)`,
    )
    tripwire(
      bundle.includes(`${SAVE_FAILED_PHRASE.key}:"Failed to persist entry: ${SAVE_FAILED_PHRASE.placeholder}"`),
      `Decap's English ${SAVE_FAILED_PHRASE.key} no longer has ${SAVE_FAILED_PHRASE.placeholder}`,
      `${INTERNALS} (SAVE_FAILED_PHRASE)`,
    )
  })

  it("has every phrase the admin rewords, in its English", () => {
    const source = fs.readFileSync(path.join(moduleDir("decap-cms-locales"), "dist/esm/en/index.js"), "utf8")
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

  it("is pinned: decap-cms-app exactly, and the decap-cms-core it bundles", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>
      overrides: Record<string, string>
    }
    expect(pkg.dependencies["decap-cms-app"]).toMatch(/^\d+\.\d+\.\d+$/)
    tripwire(
      bundle.includes(`decap-cms-core ${pkg.overrides["decap-cms-core"]}`),
      `The bundle is not built from decap-cms-core ${pkg.overrides["decap-cms-core"]}`,
      INTERNALS,
    )
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

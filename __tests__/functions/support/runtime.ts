/**
 * The site's functions in Cloudflare's own local runtime (`wrangler
 * dev`), on a fresh local D1 store with the migrations applied, serving a
 * small folder in place of public/ with the files the functions read: the
 * roster the build writes (made by the build's own encoder) and the shell
 * of a request's page, with the page policy `_headers` gives it. Started
 * by each test file; no build needed.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { STORE_NAME, startPlatformOnFreePorts } from "../../../test-support/platform"
import { ROSTER_FILE, rosterFile, type RosterSource } from "../../../src/shared/roster-file"
import { STATUS_API } from "../../../src/shared/status/api"
import { REQUEST_API, REQUEST_PAGES } from "../../../src/shared/requests/api"
import { HANDLED_KEY_FIELD, REQUEST_PART_ATTRIBUTE, REQUEST_PARTS } from "../../../src/shared/requests/page"
import { invitedPhone, inviteOf, ownerPhone, type Phone } from "../../../test-support/phone"

const ROOT = path.resolve(__dirname, "../../..")

/** Three of the roster's counties, with their centres (as the build writes them from data/counties/). */
export const COUNTIES = {
  lapeer: { slug: "lapeer", name: "Lapeer", centre: { latitude: 43.09, longitude: -83.22 } },
  genesee: { slug: "genesee", name: "Genesee", centre: { latitude: 43.022, longitude: -83.7066 } },
  huron: { slug: "huron", name: "Huron", centre: { latitude: 43.83, longitude: -83.0 } },
} as const

/** A tracker as the roster file lists them, based in Lapeer unless `home` says otherwise. */
export const rosterEntry = (
  slug: string,
  name: string,
  status: RosterSource["availability"] = null,
  home: { town: string; latitude: number; longitude: number; county: keyof typeof COUNTIES } = {
    town: "Lapeer",
    latitude: 43.05,
    longitude: -83.32,
    county: "lapeer",
  },
): RosterSource => ({
  slug,
  name,
  phone: `810555${String(100 + (slug.length % 100)).padStart(4, "0")}`,
  isApprentice: false,
  yearsTracking: 5,
  species: ["deer"],
  baseTown: { name: home.town, latitude: home.latitude, longitude: home.longitude },
  homeCounty: { slug: home.county },
  servesCounties: [],
  availability: status,
})

/** The roster the runtime serves: Ron's built page says "Available", updated Nov 23. */
export const ROSTER = {
  ron: rosterEntry("ron-vanderkolk", "Ron Vanderkolk", { status: "available", until: null, updatedAt: "2026-11-23T16:30:00-05:00" }),
  wes: rosterEntry("wes-haskell", "Wes Haskell"),
  kaylee: rosterEntry("kaylee-ostrander", "Kaylee Ostrander"),
  curt: rosterEntry("curt-lindholm", "Curt Lindholm"),
  gary: rosterEntry("gary-szostak", "Gary Szostak"),
} as const

/** The page policy the build's `_headers` gives every page, as the shell's (a request's page must keep it, not take the API's). */
export const SHELL_POLICY = "default-src 'self'; form-action 'self'"

/** The request page's shell as the build writes it, cut to its slots (src/views/RequestPage/). */
const REQUEST_SHELL = [
  "<!doctype html><title>A request</title><main>",
  `<h1 ${REQUEST_PART_ATTRIBUTE}="${REQUEST_PARTS.title}">A request</h1>`,
  ...[REQUEST_PARTS.state, REQUEST_PARTS.reached, REQUEST_PARTS.offers].map((part) => `<section ${REQUEST_PART_ATTRIBUTE}="${part}"></section>`),
  `<form ${REQUEST_PART_ATTRIBUTE}="${REQUEST_PARTS.handled}" method="post" action="${REQUEST_API.handled}">`,
  `<input type="hidden" name="${HANDLED_KEY_FIELD}" value=""><button>I have help</button></form>`,
  ...[REQUEST_PARTS.groupText, REQUEST_PARTS.callList].map((part) => `<section ${REQUEST_PART_ATTRIBUTE}="${part}"></section>`),
  "</main>",
].join("")

/** For the hook that starts it: its start is not under test, and beside the build it can take minutes. */
export const RUNTIME_START_MS = 180_000

export interface Runtime {
  origin: string
  stateDir: string
  /** Writes the roster file again with only these trackers, as a deploy that removed the others; resolves once the runtime serves it. */
  deployRoster: (trackers: readonly RosterSource[]) => Promise<void>
  /** A phone signed in as the site's owner, through `npm run owner-invite`. */
  owner: () => Promise<Phone>
  /** Rows the local store answers to a query, read beside the runtime with wrangler (seconds: for a test's final check). */
  query: <T = Record<string, unknown>>(sql: string) => T[]
  /** Runs the Worker's scheduled task now, as its cron trigger would. */
  runSchedule: () => Promise<void>
  close: () => Promise<void>
}

/** What the functions are given: a secret for challenges, and the tests' clock and row meter (functions/lib/test-hooks.ts). */
export const DEFAULT_BINDINGS = { AUTH_SECRET: "a".repeat(40), TEST_CLOCK: "1", TEST_METER_ROWS: "1" }

export async function startRuntime({
  migrate = true,
  bindings = DEFAULT_BINDINGS,
}: { migrate?: boolean; bindings?: Record<string, string> } = {}): Promise<Runtime> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "deer-functions-"))
  const publicDir = path.join(dir, "public")
  const stateDir = path.join(dir, "state")
  fs.mkdirSync(publicDir)
  fs.writeFileSync(path.join(publicDir, "index.html"), "<!doctype html><title>Functions under test</title>")
  fs.mkdirSync(path.join(publicDir, REQUEST_PAGES.sent), { recursive: true })
  fs.writeFileSync(path.join(publicDir, REQUEST_PAGES.sent, "index.html"), REQUEST_SHELL)
  fs.writeFileSync(path.join(publicDir, "_headers"), `/*\n  Content-Security-Policy: ${SHELL_POLICY}\n`)
  const writeRoster = (trackers: readonly RosterSource[]) =>
    fs.writeFileSync(path.join(publicDir, ROSTER_FILE), JSON.stringify(rosterFile(trackers, Object.values(COUNTIES), new Date())))
  writeRoster(Object.values(ROSTER))
  const platform = await startPlatformOnFreePorts({ dir: publicDir, persistTo: stateDir, migrate, bindings })
  const servedRoster = async () => (await fetch(new URL(ROSTER_FILE, platform.origin), { method: "HEAD" })).headers.get("ETag")
  // A deploy is live all at once; the runtime picks a changed file up a moment after it is written.
  const deployRoster = async (trackers: readonly RosterSource[]) => {
    const before = await servedRoster()
    writeRoster(trackers)
    for (let waited = 0; (await servedRoster()) === before; waited += 50) {
      if (waited > 10_000) throw new Error("The runtime did not serve the new roster within 10 s.")
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return {
    origin: platform.origin,
    stateDir,
    deployRoster,
    owner: () => ownerPhone(platform.origin, stateDir),
    query: <T>(sql: string) => {
      const output = execFileSync("npx", ["wrangler", "d1", "execute", STORE_NAME, "--local", "--persist-to", stateDir, "--json", "--command", sql], {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      })
      return (JSON.parse(output) as { results: T[] }[])[0].results
    },
    runSchedule: async () => {
      const answer = await fetch(new URL("/__scheduled?cron=*/15+*+*+*+*", platform.origin))
      if (!answer.ok) throw new Error(`The scheduled task did not run: ${answer.status} ${await answer.text()}`)
    },
    close: async () => {
      await platform.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** For a test file: the runtime started before its tests and stopped after, with the owner signed in and able to invite. */
export function runtimeWithOwner(bindings?: Record<string, string> | (() => Record<string, string>)) {
  const site = {
    runtime: null as unknown as Runtime,
    owner: null as unknown as Phone,
    /** The owner's invitation for a tracker: the secret its link carries. */
    invite: async (slug: string) => {
      const answer = await site.owner.send<{ link: string }>("POST", STATUS_API.owner.invite, { tracker: slug })
      if (answer.status !== 200) throw new Error(`The owner could not invite ${slug}: ${answer.status}`)
      return inviteOf(answer.body.link)
    },
    /** A new phone of a tracker, set up from the owner's invitation (and so signed in). */
    trackerPhone: (slug: string, userAgent?: string) => invitedPhone(site.owner, slug, userAgent),
  }
  beforeAll(async () => {
    const extra = typeof bindings === "function" ? bindings() : bindings
    site.runtime = await startRuntime(extra ? { bindings: { ...DEFAULT_BINDINGS, ...extra } } : {})
    site.owner = await site.runtime.owner()
  }, RUNTIME_START_MS)
  afterAll(() => site.runtime?.close())
  return site
}

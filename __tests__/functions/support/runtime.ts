/**
 * The site's functions in Cloudflare's own local runtime (`wrangler pages
 * dev`), on a fresh local D1 store with the migrations applied, serving a
 * small folder in place of public/ with the one file the functions read:
 * the roster the build writes (made by the build's own encoder). Started
 * by each test file; no build needed.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { startPlatformOnFreePorts } from "../../../test-support/platform"
import { ROSTER_FILE, rosterFile, type RosterSource } from "../../../src/shared/roster-file"
import { STATUS_API } from "../../../src/shared/status/api"
import { inviteOf, Phone } from "../../../test-support/phone"

const ROOT = path.resolve(__dirname, "../../..")

const tracker = (slug: string, name: string, status: RosterSource["availability"] = null): RosterSource => ({
  slug,
  name,
  phone: "8105550100",
  isApprentice: false,
  yearsTracking: 5,
  species: ["deer"],
  baseTown: { name: "Lapeer", latitude: 43.05, longitude: -83.32 },
  homeCounty: { slug: "lapeer" },
  servesCounties: [],
  availability: status,
})

/** The roster the runtime serves: Ron's built page says "Available", updated Nov 23. */
export const ROSTER = {
  ron: tracker("ron-vanderkolk", "Ron Vanderkolk", { status: "available", until: null, updatedAt: "2026-11-23T16:30:00-05:00" }),
  wes: tracker("wes-haskell", "Wes Haskell"),
  kaylee: tracker("kaylee-ostrander", "Kaylee Ostrander"),
  curt: tracker("curt-lindholm", "Curt Lindholm"),
  gary: tracker("gary-szostak", "Gary Szostak"),
} as const

/** For the hook that starts it: its start is not under test, and beside the build it can take minutes. */
export const RUNTIME_START_MS = 180_000

export interface Runtime {
  origin: string
  stateDir: string
  /** Writes the roster file again with only these trackers, as a deploy that removed the others. */
  deployRoster: (trackers: readonly RosterSource[]) => void
  /** A phone signed in as the site's owner, through `npm run owner-invite`. */
  owner: () => Promise<Phone>
  close: () => Promise<void>
}

export async function startRuntime({
  migrate = true,
  bindings = { AUTH_SECRET: "a".repeat(40), TEST_CLOCK: "1", TEST_METER_ROWS: "1" },
}: { migrate?: boolean; bindings?: Record<string, string> } = {}): Promise<Runtime> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "deer-functions-"))
  const publicDir = path.join(dir, "public")
  const stateDir = path.join(dir, "state")
  fs.mkdirSync(publicDir)
  fs.writeFileSync(path.join(publicDir, "index.html"), "<!doctype html><title>Functions under test</title>")
  const deployRoster = (trackers: readonly RosterSource[]) =>
    fs.writeFileSync(path.join(publicDir, ROSTER_FILE), JSON.stringify(rosterFile(trackers, [], new Date())))
  deployRoster(Object.values(ROSTER))
  const platform = await startPlatformOnFreePorts({ dir: publicDir, persistTo: stateDir, migrate, bindings })
  return {
    origin: platform.origin,
    stateDir,
    deployRoster,
    owner: async () => {
      const link = execFileSync("npx", ["tsx", "scripts/owner-invite.ts", "--local", stateDir, "--origin", platform.origin], {
        cwd: ROOT,
        encoding: "utf8",
      }).trim()
      const phone = new Phone(platform.origin)
      const answer = await phone.setUp(inviteOf(link))
      if (answer.status !== 200) throw new Error(`The owner's invitation did not sign in: ${answer.status} ${JSON.stringify(answer.body)}`)
      return phone
    },
    close: async () => {
      await platform.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** For a test file: the runtime started before its tests and stopped after, with the owner signed in and able to invite. */
export function runtimeWithOwner() {
  const site = {
    runtime: null as unknown as Runtime,
    owner: null as unknown as Phone,
    /** The owner's invitation for a tracker: the secret its link carries. */
    invite: async (slug: string) => {
      const answer = await site.owner.send<{ link: string }>("POST", STATUS_API.owner.invite, { tracker: slug })
      if (answer.status !== 200) throw new Error(`The owner could not invite ${slug}: ${answer.status}`)
      return inviteOf(answer.body.link)
    },
  }
  beforeAll(async () => {
    site.runtime = await startRuntime()
    site.owner = await site.runtime.owner()
  }, RUNTIME_START_MS)
  afterAll(() => site.runtime?.close())
  return site
}

/**
 * `npm run owner-invite -- [--origin https://site] [--local <state dir>]`:
 * the site owner's first sign-in. Writes a one-time invitation into the
 * status store through wrangler (the live store by default, after `npx
 * wrangler login`; with `--local`, a local store as `npm run preview` and
 * the tests keep it, its schema applied first) and prints the link, which
 * sets up a passkey on the owner's phone; the owner then invites trackers
 * on the status screen. Run again for another phone. The store keeps only
 * the link's SHA-256.
 */
import { execFileSync } from "node:child_process"
import { createHash, randomBytes } from "node:crypto"
import { prepareStore, STORE_NAME } from "../test-support/platform"
import { SITE_URL } from "../src/shared/site"
import { INVITATION_DAYS, OWNER_ID } from "../src/shared/status/api"

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : undefined
}

/** A text as an SQL string literal. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

const origin = option("origin") ?? SITE_URL
const local = option("local")
const secret = randomBytes(32).toString("base64url")
const hash = createHash("sha256").update(secret).digest("hex")
const now = Date.now()
const name = option("name") ?? "Site owner"

if (local) prepareStore(local)
const where = local ? ["--local", "--persist-to", local] : ["--remote"]
const sql = `INSERT INTO invitations (hash, person, role, name, created_at, expires_at) VALUES (${literal(hash)}, ${literal(OWNER_ID)}, 'owner', ${literal(name)}, ${now}, ${now + INVITATION_DAYS * 86_400_000})`
execFileSync("npx", ["wrangler", "d1", "execute", STORE_NAME, "--command", sql, "--yes", ...where], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
})
console.log(`${origin}/status/#invite=${secret}`)

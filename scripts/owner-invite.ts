/**
 * `npm run owner-invite -- [--origin https://site] [--local <state dir>]`
 *
 * The site owner's first sign-in: writes a one-time invitation for the
 * owner into the status store, through wrangler (the live store with
 * `--remote`, the default, which needs `npx wrangler login` once; a local
 * store with `--local <dir>`, as `npm run preview` and the tests keep it),
 * and prints the link. Opened on the owner's phone, it sets up a passkey;
 * from then on the owner invites and revokes trackers on the status screen.
 * Run it again to add the owner's next phone. The store keeps only the
 * link's SHA-256, as for every invitation (functions/lib/store.ts).
 */
import { execFileSync } from "node:child_process"
import { createHash, randomBytes } from "node:crypto"
import { SITE_URL } from "../src/site"

const INVITATION_SECONDS = 7 * 86_400

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : undefined
}

const origin = option("origin") ?? SITE_URL
const local = option("local")
const secret = randomBytes(32).toString("base64url")
const hash = createHash("sha256").update(secret).digest("hex")
const invitation = { user: "owner", role: "owner", name: option("name") ?? "Site owner", expiresAt: Date.now() + INVITATION_SECONDS * 1000 }

const where = local ? ["--local", "--persist-to", local] : ["--remote"]
execFileSync("npx", ["wrangler", "kv", "key", "put", "--binding", "STATUS", `invite:${hash}`, JSON.stringify(invitation), "--ttl", String(INVITATION_SECONDS), ...where], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
})
console.log(`${origin}/status/#invite=${secret}`)

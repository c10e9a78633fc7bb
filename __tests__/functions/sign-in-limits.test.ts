/**
 * No signed-in person can spend the store's day, in Cloudflare's local
 * runtime on a real local store: one passkey signing in 10,000 times, from
 * as many addresses as it takes to pass every visitor's allowance, is
 * counted against its hourly limits inside the transaction; the refusals
 * write nothing, the whole costs under 1% of the free plan's daily rows,
 * and another tracker's sign-in afterwards reads no more than a first
 * sign-in. A person holds at most MAX_SESSIONS sessions.
 */
import { MAX_SESSIONS, MAX_SIGN_INS_PER_HOUR, STATUS_API, TEST_HEADERS, type OwnerView } from "../../src/shared/status/api"
import { Phone, type Answer } from "../../test-support/phone"
import { ROSTER, runtimeWithOwner } from "./support/runtime"

const site = runtimeWithOwner()

/** Cloudflare's free plan, a day (D1 rows). */
const FREE_DAY = { read: 5_000_000, written: 100_000 }
const ATTEMPTS = 10_000
/** Phones (addresses) the attempts are spread over, each under its visitor allowance, and how many run at once. */
const ADDRESSES = 400
const AT_ONCE = 40

const rowsOf = (answer: Answer<unknown>) => {
  const [, read, written] = /read=(\d+); written=(\d+)/.exec(answer.headers.get(TEST_HEADERS.rows) ?? "") ?? []
  return { read: Number(read ?? 0), written: Number(written ?? 0) }
}

/** Another phone (address) with the passkey of `phone`, and the session `signedIn` gave it, if any. */
function samePasskey(phone: Pick<Phone, "passkey">, signedIn?: Answer<unknown>): Phone {
  const copy = new Phone(site.runtime.origin)
  copy.passkey = phone.passkey
  for (const line of signedIn?.headers.getSetCookie() ?? []) {
    const [name, ...value] = line.split(";")[0].split("=")
    if (!/Max-Age=0/i.test(line)) copy.cookies.set(name, value.join("="))
  }
  return copy
}

describe("one passkey signing in 10,000 times", () => {
  it("is held to its hourly limits; the refusals write nothing; it all costs under 1% of the store's day, and nobody else pays for it", async () => {
    // A tracker's first sign-in on a store that has seen no flood (then signed out again): what their sign-in after it is held to.
    const other = await site.trackerPhone(ROSTER.wes.slug)
    const firstSignIn = await samePasskey(other).signIn()
    await samePasskey(other, firstSignIn).send("POST", STATUS_API.signOut, {})

    const stolen = (await site.trackerPhone(ROSTER.curt.slug)).passkey!
    const phones = Array.from({ length: ADDRESSES }, () => samePasskey({ passkey: stolen }))
    const statuses = new Map<number, number>()
    const spent = { read: 0, written: 0 }
    let refusalsWritten = 0
    const tally = (answer: Answer<unknown>) => {
      const rows = rowsOf(answer)
      spent.read += rows.read
      spent.written += rows.written
      if (answer.status !== 200) refusalsWritten += rows.written
    }
    const started = Date.now()
    // Each phone asks for a challenge once and signs it again and again: a refused answer spends no challenge, so an attacker needs no more.
    const challenges = await Promise.all(
      phones.map(async (phone) => {
        const options = await phone.send<{ options: Parameters<typeof stolen.get>[0] }>("POST", STATUS_API.passkey.signInOptions, {})
        tally(options)
        return { options: options.body.options, cookie: `__Host-challenge=${phone.cookies.get("__Host-challenge")}` }
      }),
    )
    let next = 0
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        for (let attempt = next++; attempt < ATTEMPTS; attempt = next++) {
          const index = attempt % ADDRESSES
          const { options, cookie } = challenges[index]
          const answer = await phones[index].send("POST", STATUS_API.passkey.signIn, { response: stolen.get(options, site.runtime.origin) }, { Cookie: cookie })
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          tally(answer)
        }
      }),
    )
    const seconds = (Date.now() - started) / 1000

    // Past the passkey's limit every answer is a 429; before it, a phone answering a challenge it spent already is told so (401).
    expect(statuses.get(200)).toBe(MAX_SIGN_INS_PER_HOUR.passkey)
    expect((statuses.get(429) ?? 0) + (statuses.get(401) ?? 0)).toBe(ATTEMPTS - MAX_SIGN_INS_PER_HOUR.passkey)
    expect(refusalsWritten).toBe(0)
    expect(spent.read).toBeLessThan(FREE_DAY.read / 100)
    expect(spent.written).toBeLessThan(FREE_DAY.written / 100)
    const afterwards = await samePasskey(other).signIn()
    expect(afterwards.status).toBe(200)
    expect(rowsOf(afterwards).read).toBeLessThanOrEqual(rowsOf(firstSignIn).read)
    console.info(
      `${ATTEMPTS} sign-ins with one passkey from ${ADDRESSES} addresses in ${seconds.toFixed(1)} s: ${statuses.get(200)} signed in, ${statuses.get(429)} refused for the limit (429), ${statuses.get(401) ?? 0} for a spent challenge (401); ${spent.read} rows read (${((spent.read / FREE_DAY.read) * 100).toFixed(2)}% of the free day), ${spent.written} written (${((spent.written / FREE_DAY.written) * 100).toFixed(2)}%). Another tracker's sign-in: ${rowsOf(firstSignIn).read} rows read before, ${rowsOf(afterwards).read} after.`,
    )
  }, 300_000)
})

describe("a person's sessions", () => {
  it(`are at most ${MAX_SESSIONS}: a sign-in beyond that ends the oldest, which is then signed out`, async () => {
    const first = await site.trackerPhone(ROSTER.kaylee.slug)
    // Later sign-ins an hour apart, under the hourly limits, each on a phone with the same passkey.
    const later = Array.from({ length: MAX_SESSIONS }, () => {
      const phone = new Phone(site.runtime.origin)
      phone.passkey = first.passkey
      return phone
    })
    for (const [index, phone] of later.entries()) expect((await phone.signIn({ [TEST_HEADERS.clock]: String((index + 1) * 60) })).status).toBe(200)
    expect((await first.send<{ signedIn: boolean }>("GET", STATUS_API.me)).body.signedIn).toBe(false)
    for (const phone of later) expect((await phone.send<{ signedIn: boolean }>("GET", STATUS_API.me)).body.signedIn).toBe(true)
    const { trackers } = (await site.owner.send<OwnerView>("GET", STATUS_API.owner.audit)).body
    expect(trackers.find((tracker) => tracker.slug === ROSTER.kaylee.slug)?.sessions).toBe(MAX_SESSIONS)
  })
})

/**
 * Setting a status, in Cloudflare's local runtime on a real local store:
 * the hourly limit holds under 30 simultaneous writes, two phones of one
 * tracker saving at once are both recorded in order, every status ends by
 * itself, and each refusal is clear and changes nothing.
 */
import {
  MAX_CHANGES_PER_HOUR,
  OWNER_ID,
  STATUS_API,
  TEST_HEADERS,
  type ChangesPage,
  type LiveStatus,
  type Me,
  type SavedStatus,
  type StatusMap,
} from "../../src/shared/status/api"
import { AVAILABLE_HOURS, isoInZone, TRACKERS_TIME_ZONE } from "../../src/shared/status/until"
import { ANDROID, inviteOf, Phone } from "../../test-support/phone"
import { ROSTER, runtimeWithOwner } from "./support/runtime"

const site = runtimeWithOwner()

const set = (phone: Phone, change: Record<string, unknown>, headers?: Record<string, string>) =>
  phone.send<SavedStatus & { error?: string }>("POST", STATUS_API.status, change, headers)
const statuses = async () => (await new Phone(site.runtime.origin).send<StatusMap>("GET", STATUS_API.status)).body
const record = async (subject: string) =>
  (await site.owner.send<ChangesPage>("GET", STATUS_API.owner.audit)).body.changes.filter((change) => change.subject === subject && change.action === "status")
/** Minutes from now to a given time of day in Michigan, for the clock header. */
function minutesUntil(hour: number, minute: number): number {
  const wall = new Intl.DateTimeFormat("en-US", { timeZone: TRACKERS_TIME_ZONE, hourCycle: "h23", hour: "numeric", minute: "numeric" }).formatToParts(
    new Date(),
  )
  const now = Number(wall.find((part) => part.type === "hour")!.value) * 60 + Number(wall.find((part) => part.type === "minute")!.value)
  return (hour * 60 + minute - now + 24 * 60) % (24 * 60)
}

describe("the hourly limit", () => {
  it(`holds under 30 simultaneous writes: with 7 used, at most ${MAX_CHANGES_PER_HOUR - 7} more pass, the rest are 429 with Retry-After`, async () => {
    const phone = await site.trackerPhone(ROSTER.wes.slug)
    for (let used = 0; used < 7; used += 1)
      expect((await set(phone, { tracker: ROSTER.wes.slug, status: used % 2 ? "available" : "off-season" })).status).toBe(200)
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) => set(phone, { tracker: ROSTER.wes.slug, status: index % 2 ? "available" : "off-season" })),
    )
    const accepted = burst.filter((answer) => answer.status === 200)
    const refused = burst.filter((answer) => answer.status === 429)
    expect(accepted.length).toBe(MAX_CHANGES_PER_HOUR - 7)
    expect(refused.length).toBe(30 - accepted.length)
    for (const answer of refused) {
      expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(3000)
      expect(answer.body.error).toMatch(/try again in \d+ min/)
    }
    // Each accepted change is on the record once, and each names the value it replaced.
    const changes = await record(ROSTER.wes.slug)
    expect(changes).toHaveLength(MAX_CHANGES_PER_HOUR)
    for (let index = 0; index < changes.length - 1; index += 1) expect(changes[index].old).toEqual(changes[index + 1].new)
  })
})

describe("two phones of one tracker", () => {
  it("saving at the same moment are both recorded in order, each with the value it replaced; the overtaken phone learns what hunters now see", async () => {
    const iphone = await site.trackerPhone(ROSTER.ron.slug)
    const android = await site.trackerPhone(ROSTER.ron.slug, ANDROID)
    const [first, second] = await Promise.all([
      set(iphone, { tracker: ROSTER.ron.slug, status: "busy", until: "6am" }),
      set(android, { tracker: ROSTER.ron.slug, status: "off-season" }),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    const [earlier, later] = [first.body, second.body].sort((a, b) => a.version - b.version)
    expect(later.version).toBe(earlier.version + 1)
    expect(later.replaced).toEqual({ status: earlier.status, until: earlier.until, updatedAt: earlier.updatedAt })
    // The first live change replaced what the built pages showed.
    const built = ROSTER.ron.availability!
    expect(earlier.replaced).toEqual({ status: built.status, until: null, updatedAt: built.updatedAt })
    const changes = await record(ROSTER.ron.slug)
    expect(changes.map((change) => [change.old, change.new, change.phone])).toEqual([
      [later.replaced, { status: later.status, until: later.until, updatedAt: later.updatedAt }, later.phone],
      [earlier.replaced, { status: earlier.status, until: earlier.until, updatedAt: earlier.updatedAt }, earlier.phone],
    ])
    // Each phone asks again (the status screen does every little while): both see the later save, set on the other phone or its own.
    for (const phone of [iphone, android]) {
      const me = (await phone.send<Me>("GET", STATUS_API.me)).body
      expect(me.status).toMatchObject({ status: later.status, version: later.version, phone: later.phone })
    }
    expect((await statuses())[ROSTER.ron.slug]).toEqual({ status: later.status, until: later.until, updatedAt: later.updatedAt })
  })
})

describe("a status", () => {
  let kaylee: Phone
  beforeAll(async () => {
    kaylee = await site.trackerPhone(ROSTER.kaylee.slug)
  })

  it("always ends: 'available' after a day, 'on a track' at the time picked, 'off for the season' on the first of August", async () => {
    const before = Date.now()
    const available = (await set(kaylee, { tracker: ROSTER.kaylee.slug, status: "available" })).body
    const hours = (Date.parse(available.until!) - Date.parse(available.updatedAt)) / 3_600_000
    expect(Math.round(hours)).toBe(AVAILABLE_HOURS)
    const busy = (await set(kaylee, { tracker: ROSTER.kaylee.slug, status: "busy", until: "2h" })).body
    expect(Date.parse(busy.until!) - before).toBeGreaterThanOrEqual(2 * 3_600_000)
    const off = (await set(kaylee, { tracker: ROSTER.kaylee.slug, status: "off-season" })).body
    expect(off.until).toMatch(/^\d{4}-08-01T00:00:00-04:00$/)
    expect(Date.parse(off.until!)).toBeGreaterThan(before)
  })

  it("is answered with one row read, and an unchanged answer is a 304, for its ETag as sent or weakened (as Cloudflare weakens it when it compresses)", async () => {
    const phone = new Phone(site.runtime.origin)
    const first = await phone.send("GET", STATUS_API.status)
    expect(first.headers.get(TEST_HEADERS.rows)).toBe("read=1; written=0")
    const etag = first.headers.get("ETag")!
    for (const sent of [etag, `W/${etag}`, `"0", W/${etag}`])
      expect((await phone.send("GET", STATUS_API.status, undefined, { "If-None-Match": sent })).status).toBe(304)
    expect((await phone.send("GET", STATUS_API.status, undefined, { "If-None-Match": 'W/"0"' })).status).toBe(200)
  })

  it("is answered to HEAD as to GET, without the body; a method a route does not take is a 405 that names those it does", async () => {
    const phone = new Phone(site.runtime.origin)
    const [get, head] = [await phone.send("GET", STATUS_API.status), await phone.send("HEAD", STATUS_API.status)]
    expect(head.status).toBe(200)
    expect(head.body).toEqual({})
    for (const name of ["Content-Type", "ETag", "Cache-Control", "Content-Security-Policy"]) expect(head.headers.get(name)).toBe(get.headers.get(name))
    const put = await phone.send<{ error: string }>("PUT", STATUS_API.status, {})
    expect(put.status).toBe(405)
    expect(put.headers.get("Allow")).toBe("GET, HEAD, POST")
    expect((await phone.send("GET", "/api/nothing-here")).status).toBe(404)
  })

  it("'until 11 PM' is refused after 10:30 PM with a 422 that names the choices left, and nothing changes", async () => {
    const before = await statuses()
    const late = await set(kaylee, { tracker: ROSTER.kaylee.slug, status: "busy", until: "11pm" }, { [TEST_HEADERS.clock]: String(minutesUntil(22, 45)) })
    expect(late.status).toBe(422)
    expect(late.body.error).toMatch(/too late for "until 11 PM" tonight: pick "for 2 hours" or "until 6 AM"/)
    expect(await statuses()).toEqual(before)
  })

  const refusals: [string, number, () => Promise<{ status: number; body: { error?: string } }>][] = [
    ["someone else's status", 403, () => set(kaylee, { tracker: ROSTER.wes.slug, status: "available" })],
    ["no session", 401, () => set(new Phone(site.runtime.origin), { tracker: ROSTER.kaylee.slug, status: "available" })],
    [
      "another site's page",
      403,
      () => kaylee.send("POST", STATUS_API.status, { tracker: ROSTER.kaylee.slug, status: "available" }, { Origin: "https://evil.example" }),
    ],
    ["'on a track' with no end", 400, () => set(kaylee, { tracker: ROSTER.kaylee.slug, status: "busy" })],
    ["an end time on 'available'", 400, () => set(kaylee, { tracker: ROSTER.kaylee.slug, status: "available", until: "2h" })],
    ["a status the site does not know", 400, () => set(kaylee, { tracker: ROSTER.kaylee.slug, status: "asleep" })],
    ["a field it does not take", 400, () => set(kaylee, { tracker: ROSTER.kaylee.slug, status: "available", phone: "8105550100" })],
    ["a tracker id of 600 characters", 400, () => set(kaylee, { tracker: "a".repeat(600), status: "available" })],
    ["a body of 20 KB", 413, () => set(kaylee, { tracker: ROSTER.kaylee.slug, status: "available", note: "x".repeat(20_000) })],
    ["the owner setting a status", 403, () => set(site.owner, { tracker: ROSTER.kaylee.slug, status: "available" })],
  ]
  it.each(refusals)("is refused for %s with a %i and a sentence, and nothing changes", async (_why, status, request) => {
    const before = await statuses()
    const answer = await request()
    expect(answer.status).toBe(status)
    expect(answer.body.error).toEqual(expect.stringMatching(/\w+ \w+/))
    expect(await statuses()).toEqual(before)
  })
})

describe("the owner's revoke", () => {
  it("closes every door: an older unused link, every phone's session, the passkeys and the live status", async () => {
    const { body: older } = await site.owner.send<{ link: string }>("POST", STATUS_API.owner.invite, { tracker: ROSTER.wes.slug })
    const phone = new Phone(site.runtime.origin)
    // Wes has a phone from the limit test; here a second, signed in, and a status on every page.
    const wesPhone = await site.trackerPhone(ROSTER.wes.slug)
    expect((await statuses())[ROSTER.wes.slug]).toBeDefined()
    const revoked = await site.owner.send<{ passkeys: number; sessions: number; invitations: number; status: LiveStatus | null }>(
      "POST",
      STATUS_API.owner.revoke,
      { tracker: ROSTER.wes.slug },
    )
    expect(revoked.status).toBe(200)
    expect(revoked.body).toMatchObject({ passkeys: 2, invitations: 1, status: expect.objectContaining({ status: expect.any(String) }) })
    expect((await set(wesPhone, { tracker: ROSTER.wes.slug, status: "available" })).status).toBe(401)
    expect((await wesPhone.signIn()).status).toBe(401)
    expect((await phone.setUp(inviteOf(older.link))).status).toBe(410)
    // The pages fall back to the status they were built with.
    expect((await statuses())[ROSTER.wes.slug]).toBeUndefined()
  })

  it("withdraws the invitation of someone who never signed in, and has nothing to end after", async () => {
    const { body } = await site.owner.send<{ link: string }>("POST", STATUS_API.owner.invite, { tracker: ROSTER.gary.slug })
    const gary = await site.owner.send<{ invitations: number }>("POST", STATUS_API.owner.revoke, { tracker: ROSTER.gary.slug })
    expect(gary.status).toBe(200)
    expect((await new Phone(site.runtime.origin).setUp(inviteOf(body.link))).status).toBe(410)
    const nothing = await site.owner.send<{ error: string }>("POST", STATUS_API.owner.revoke, { tracker: ROSTER.gary.slug })
    expect(nothing.status).toBe(404)
    const { changes } = (await site.owner.send<ChangesPage>("GET", STATUS_API.owner.audit)).body
    expect(changes.find((change) => change.subject === ROSTER.gary.slug)?.action).toBe("withdraw")
  })

  const refusals: [string, number, () => Promise<{ status: number; body: { error?: string } }>][] = [
    ["nobody signed in", 401, () => new Phone(site.runtime.origin).send("POST", STATUS_API.owner.revoke, { tracker: ROSTER.ron.slug })],
    ["a tracker", 403, async () => (await site.trackerPhone(ROSTER.kaylee.slug)).send("POST", STATUS_API.owner.revoke, { tracker: ROSTER.ron.slug })],
    ["the owner's own id", 400, () => site.owner.send("POST", STATUS_API.owner.revoke, { tracker: OWNER_ID })],
    ["an invitation for someone not on the roster", 404, () => site.owner.send("POST", STATUS_API.owner.invite, { tracker: "nobody-here" })],
    ["an invitation without a name", 400, () => site.owner.send("POST", STATUS_API.owner.invite, {})],
    ["a page of changes before nothing", 400, () => site.owner.send("GET", `${STATUS_API.owner.audit}?before=abc`)],
  ]
  it.each(refusals)("refuses %s with a %i", async (_who, status, request) => {
    const answer = await request()
    expect(answer.status).toBe(status)
    expect(answer.body.error).toEqual(expect.stringMatching(/\w+ \w+/))
  })
})

describe("the record of changes", () => {
  it("is read a page at a time, newest first, each change once", async () => {
    const phone = await site.trackerPhone(ROSTER.kaylee.slug, ANDROID)
    // Enough sign-ins to need a second page, an hour apart (a phone signs in at most MAX_SIGN_INS_PER_HOUR.passkey times an hour).
    for (let hour = 1; hour <= 30; hour += 1) expect((await phone.signIn({ [TEST_HEADERS.clock]: String(hour * 60) })).status).toBe(200)
    const first = (await site.owner.send<ChangesPage>("GET", STATUS_API.owner.audit)).body
    expect(first.changes).toHaveLength(50)
    expect(first.older).toBe(first.changes[49].id)
    const second = (await site.owner.send<ChangesPage>("GET", `${STATUS_API.owner.audit}?before=${first.older}`)).body
    const ids = [...first.changes, ...second.changes].map((change) => change.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(new Set(ids).size).toBe(ids.length)
    expect(first.changes[0]).toMatchObject({
      action: "sign-in",
      who: ROSTER.kaylee.slug,
      phone: "Android phone",
      at: expect.stringMatching(isoInZone(Date.now() + 30 * 3_600_000).slice(0, 13)),
    })
  })
})

/**
 * The owner's account and the roster, in Cloudflare's local runtime on a
 * real local store: no roster entry can become the owner; the owner sees
 * and revokes their own phones, and adds one only from a signed-in owner
 * phone; a tracker taken off the roster loses their live status and
 * sessions at the first request after the deploy and is listed for a
 * revoke; and what has ended leaves the store on the Worker's schedule.
 */
import { createHash } from "node:crypto"
import { OWNER_ID, STATUS_API, TEST_HEADERS, type Me, type OwnerView, type StatusMap } from "../../src/shared/status/api"
import { Phone, inviteOf } from "../../test-support/phone"
import { ROSTER, rosterEntry, runtimeWithOwner } from "./support/runtime"

const site = runtimeWithOwner()

const ownerView = async (phone = site.owner) => (await phone.send<OwnerView>("GET", STATUS_API.owner.audit)).body
const statuses = async () => (await new Phone(site.runtime.origin).send<StatusMap>("GET", STATUS_API.status)).body
const me = async (phone: Phone) => (await phone.send<Me | { signedIn: false }>("GET", STATUS_API.me)).body

describe("the owner's account", () => {
  it("is one no roster entry can become: a tracker named Owner signs in as a tracker, and the owner keeps every right", async () => {
    const named = rosterEntry("owner", "Owner")
    await site.runtime.deployRoster([...Object.values(ROSTER), named])
    try {
      const tracker = await site.trackerPhone(named.slug)
      expect(await me(tracker)).toMatchObject({ signedIn: true, id: "owner", role: "tracker" })
      expect((await tracker.send("GET", STATUS_API.owner.audit)).status).toBe(403)
      expect((await tracker.send("POST", STATUS_API.owner.invite, { owner: true })).status).toBe(403)
      expect((await tracker.send("POST", STATUS_API.owner.revoke, { tracker: ROSTER.ron.slug })).status).toBe(403)
      expect(await me(site.owner)).toMatchObject({ signedIn: true, id: OWNER_ID, role: "owner" })
      expect((await site.owner.send("GET", STATUS_API.owner.audit)).status).toBe(200)
      expect((await site.owner.send("POST", STATUS_API.owner.revoke, { tracker: named.slug })).status).toBe(200)
    } finally {
      await site.runtime.deployRoster(Object.values(ROSTER))
    }
  })

  it("keeps a person's role whatever an invitation says: one naming the owner as a tracker is refused, and nothing is written", async () => {
    // Only a store written by hand (or by an older release) could hold such an invitation: the service never makes one.
    const secret = "b".repeat(43)
    site.runtime.query(
      `INSERT INTO invitations (hash, person, role, name, created_at, expires_at)
         VALUES ('${createHash("sha256").update(secret).digest("hex")}', '${OWNER_ID}', 'tracker', 'Not the owner', ${Date.now()}, ${Date.now() + 86_400_000})`,
    )
    const phone = new Phone(site.runtime.origin)
    const answer = await phone.setUp(secret)
    expect(answer.status).toBe(410)
    expect(await me(phone)).toEqual({ signedIn: false })
    expect(await me(site.owner)).toMatchObject({ id: OWNER_ID, role: "owner", name: "Site owner" })
  })

  it("lists the owner's own phones; another is added only by an invitation from a signed-in owner phone; any but the one in use can be forgotten", async () => {
    const { body } = await site.owner.send<{ link: string }>("POST", STATUS_API.owner.invite, { owner: true })
    const second = new Phone(site.runtime.origin)
    expect((await second.setUp(inviteOf(body.link))).body).toMatchObject({ signedIn: true, id: OWNER_ID, role: "owner", phone: "iPhone 2" })
    const phones = (await ownerView(second)).ownPhones
    expect(phones.map(({ name, sessions, inUse }) => ({ name, sessions, inUse }))).toEqual([
      { name: "iPhone", sessions: 1, inUse: false },
      { name: "iPhone 2", sessions: 1, inUse: true },
    ])
    const itself = await second.send<{ error: string }>("POST", STATUS_API.owner.revoke, { phone: "iPhone 2" })
    expect(itself.status).toBe(400)
    expect(itself.body.error).toMatch(/phone you are using/)
    // The first phone forgets the second, as after a theft: its session and its passkey are gone at once.
    expect((await site.owner.send("POST", STATUS_API.owner.revoke, { phone: "iPhone 2" })).body).toEqual({ phone: "iPhone 2", sessions: 1 })
    expect(await me(second)).toEqual({ signedIn: false })
    expect((await second.signIn()).status).toBe(401)
    const after = await ownerView()
    expect(after.ownPhones.map((phone) => phone.name)).toEqual(["iPhone"])
    expect(after.changes[0]).toMatchObject({ action: "phone-revoked", who: OWNER_ID, subject: OWNER_ID, old: { phone: "iPhone 2", sessions: 1 } })
    expect((await site.owner.send("POST", STATUS_API.owner.revoke, { phone: "iPhone 9" })).status).toBe(404)
  })
})

describe("the roster and the store", () => {
  it("agree from the first request after a deploy: a tracker taken off has no live status and no session, and the owner sees them, with a revoke", async () => {
    const gary = await site.trackerPhone(ROSTER.gary.slug)
    expect((await gary.send("POST", STATUS_API.status, { tracker: ROSTER.gary.slug, status: "available" })).status).toBe(200)
    expect((await statuses())[ROSTER.gary.slug]).toMatchObject({ status: "available" })
    const rest = Object.values(ROSTER).filter((tracker) => tracker.slug !== ROSTER.gary.slug)
    await site.runtime.deployRoster(rest)
    try {
      expect((await statuses())[ROSTER.gary.slug]).toBeUndefined()
      expect(await me(gary)).toEqual({ signedIn: false })
      const view = await ownerView()
      expect(view.trackers.map((tracker) => tracker.slug)).not.toContain(ROSTER.gary.slug)
      expect(view.departed).toEqual([
        expect.objectContaining({ slug: ROSTER.gary.slug, name: ROSTER.gary.name, sessions: 0, phones: [expect.objectContaining({ name: "iPhone" })] }),
      ])
      expect(view.changes.find((change) => change.subject === ROSTER.gary.slug)).toMatchObject({
        action: "off-roster",
        old: { passkeys: 1, sessions: 1, status: { status: "available" } },
      })
      expect((await site.owner.send("POST", STATUS_API.owner.revoke, { tracker: ROSTER.gary.slug })).body).toMatchObject({ passkeys: 1 })
      expect((await ownerView()).departed).toEqual([])
    } finally {
      await site.runtime.deployRoster(Object.values(ROSTER))
    }
  })
})

describe("the scheduled clean-up", () => {
  it("removes answered challenges, sessions and invitations past their end, whoever uses the site, and keeps what is live", async () => {
    // A sign-in and an invitation of long ago (the request's clock set back), and a sign-in of today.
    const long = { [TEST_HEADERS.clock]: String(-100 * 24 * 60) }
    const phone = await site.trackerPhone(ROSTER.wes.slug)
    expect((await phone.signIn(long)).status).toBe(200)
    expect((await site.owner.send("POST", STATUS_API.owner.invite, { tracker: ROSTER.curt.slug }, long)).status).toBe(200)
    expect((await phone.signIn()).status).toBe(200)
    const now = Date.now()
    const count = () =>
      site.runtime.query<Record<"challenges" | "sessions" | "invitations" | "live", number>>(
        `SELECT (SELECT count(*) FROM spent_challenges WHERE expires_at <= ${now}) AS challenges,
                (SELECT count(*) FROM sessions WHERE expires_at <= ${now}) AS sessions,
                (SELECT count(*) FROM invitations WHERE expires_at <= ${now}) AS invitations,
                (SELECT count(*) FROM sessions WHERE expires_at > ${now}) AS live`,
      )[0]
    const before = count()
    expect(before).toMatchObject({ challenges: expect.any(Number), sessions: 1, invitations: 1 })
    expect(before.challenges).toBeGreaterThan(0)
    await site.runtime.runSchedule()
    expect(count()).toEqual({ challenges: 0, sessions: 0, invitations: 0, live: before.live })
    expect(await me(phone)).toMatchObject({ signedIn: true })
  })
})

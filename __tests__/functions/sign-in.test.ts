/**
 * Signing in, in Cloudflare's local runtime on a real local store: an
 * invitation works once even when two phones use it at the same moment, a
 * signed sign-in answer works once, and every malformed or oversized
 * request is refused with nothing written.
 */
import { STATUS_API, TEST_HEADERS, type ChangesPage, type Me } from "../../src/shared/status/api"
import { SoftPasskey } from "../../test-support/authenticator"
import { ANDROID, Phone } from "../../test-support/phone"
import { ROSTER, runtimeWithOwner } from "./support/runtime"

const site = runtimeWithOwner()
const invite = (slug: string) => site.invite(slug)

const changes = async () => (await site.owner.send<ChangesPage>("GET", STATUS_API.owner.audit)).body.changes
const rowsWritten = (headers: Headers) => Number(/written=(\d+)/.exec(headers.get(TEST_HEADERS.rows) ?? "")?.[1])

describe("an invitation", () => {
  it("used by two phones at the same moment signs exactly one in; the other is told the link was used", async () => {
    const secret = await invite(ROSTER.wes.slug)
    const phones = [new Phone(site.runtime.origin), new Phone(site.runtime.origin, ANDROID)]
    // Both phones have their options first, as both screens show the button; then both tap at once.
    const options = await Promise.all(
      phones.map((phone) => phone.send<{ options: Parameters<SoftPasskey["create"]>[0] }>("POST", STATUS_API.passkey.registerOptions, { invite: secret })),
    )
    const answers = await Promise.all(
      phones.map((phone, index) =>
        phone.send<Me & { error?: string }>("POST", STATUS_API.passkey.register, {
          invite: secret,
          response: new SoftPasskey().create(options[index].body.options, site.runtime.origin),
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410])
    const refused = answers.find((answer) => answer.status === 410)!
    expect(refused.body.error).toMatch(/already used, on another phone/)
    const signedIn = phones[answers.findIndex((answer) => answer.status === 200)]
    expect((await signedIn.send<Me>("GET", STATUS_API.me)).body).toMatchObject({ signedIn: true, id: ROSTER.wes.slug, passkeys: 1 })
    expect((await phones[answers.indexOf(refused)].send<Me>("GET", STATUS_API.me)).body).toEqual({ signedIn: false })
    expect((await changes()).filter((change) => change.action === "passkey-added" && change.subject === ROSTER.wes.slug)).toHaveLength(1)
  })

  it("that has expired, or was withdrawn, is refused with 410 and a sentence", async () => {
    const secret = await invite(ROSTER.curt.slug)
    const eightDaysLater = await new Phone(site.runtime.origin).send<{ error: string }>(
      "POST",
      STATUS_API.passkey.registerOptions,
      { invite: secret },
      { [TEST_HEADERS.clock]: String(8 * 24 * 60) },
    )
    expect(eightDaysLater.status).toBe(410)
    expect(eightDaysLater.body.error).toMatch(/expired/)
    expect((await site.owner.send("POST", STATUS_API.owner.revoke, { tracker: ROSTER.curt.slug })).status).toBe(200)
    const withdrawn = await new Phone(site.runtime.origin).setUp(secret)
    expect(withdrawn.status).toBe(410)
    expect(withdrawn.body.error).toMatch(/withdrew it/)
  })

  it("that was never made is refused the same way, and a link cut short is a 400", async () => {
    const phone = new Phone(site.runtime.origin)
    expect((await phone.send("POST", STATUS_API.passkey.registerOptions, { invite: "x".repeat(43) })).status).toBe(410)
    expect((await phone.send("POST", STATUS_API.passkey.registerOptions, { invite: "too-short" })).status).toBe(400)
  })
})

describe("a sign-in", () => {
  it("names the phone, and the same signed answer sent twice signs in once: the second is a 401 that writes nothing", async () => {
    const phone = new Phone(site.runtime.origin, ANDROID)
    expect((await phone.setUp(await invite(ROSTER.kaylee.slug))).body).toMatchObject({ signedIn: true, phone: "Android phone" })
    const answer = await phone.signInAnswer()
    // What an eavesdropper or a stuck retry holds: the signed answer and the challenge cookie it answers.
    const challenge = `__Host-challenge=${phone.cookies.get("__Host-challenge")}`
    const first = await phone.send<Me>("POST", STATUS_API.passkey.signIn, answer)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ id: ROSTER.kaylee.slug, phone: "Android phone" })
    const replay = await new Phone(site.runtime.origin).send<{ error: string }>("POST", STATUS_API.passkey.signIn, answer, { Cookie: challenge })
    expect(replay.status).toBe(401)
    expect(rowsWritten(replay.headers)).toBe(0)
  })

  it("sent twice at the same moment signs in once", async () => {
    const phone = new Phone(site.runtime.origin)
    await phone.setUp(await invite(ROSTER.kaylee.slug))
    const answer = await phone.signInAnswer()
    const challenge = `__Host-challenge=${phone.cookies.get("__Host-challenge")}`
    const twice = await Promise.all([0, 1].map(() => new Phone(site.runtime.origin).send("POST", STATUS_API.passkey.signIn, answer, { Cookie: challenge })))
    expect(twice.map((reply) => reply.status).sort()).toEqual([200, 401])
  })

  it("needs the phone to verify who holds it (fingerprint, face or screen lock), at set-up and at sign-in", async () => {
    const unverified = new SoftPasskey(0, false)
    const refusedSetUp = await new Phone(site.runtime.origin).setUp(await invite(ROSTER.gary.slug), unverified)
    expect(refusedSetUp.status).toBe(400)
    const phone = new Phone(site.runtime.origin)
    expect((await phone.setUp(await invite(ROSTER.gary.slug))).status).toBe(200)
    const pocket = new Phone(site.runtime.origin)
    pocket.passkey = Object.assign(Object.create(SoftPasskey.prototype), phone.passkey, { verifiesUser: false })
    expect((await pocket.signIn()).status).toBe(401)
    expect((await phone.signIn()).status).toBe(200)
  })

  it("with a passkey this site does not know is a 401", async () => {
    const stranger = new Phone(site.runtime.origin)
    stranger.passkey = new SoftPasskey()
    const answer = await stranger.signIn()
    expect(answer.status).toBe(401)
    expect(answer.body.error).toMatch(/not set up for this site/)
  })

  it("and the sign-out are on the owner's record, with the phone", async () => {
    const phone = new Phone(site.runtime.origin)
    await phone.setUp(await invite(ROSTER.ron.slug))
    expect((await phone.signIn()).status).toBe(200)
    expect((await phone.send("POST", STATUS_API.signOut, {})).status).toBe(200)
    const record = (await changes()).filter((change) => change.subject === ROSTER.ron.slug)
    expect(record.map((change) => [change.action, change.phone])).toEqual([
      ["sign-out", "iPhone"],
      ["sign-in", "iPhone"],
      ["passkey-added", "iPhone"],
      ["invite", "iPhone"],
    ])
  })
})

describe("refusals before the store is asked", () => {
  const cases: [string, number, () => Promise<{ status: number; body: Record<string, unknown>; headers: Headers }>][] = [
    [
      "a credential id of 600 characters",
      400,
      () => new Phone(site.runtime.origin).send("POST", STATUS_API.passkey.signIn, { response: { id: "a".repeat(600), response: {} } }),
    ],
    ["a body that is not JSON", 400, () => new Phone(site.runtime.origin).send("POST", STATUS_API.passkey.signIn, "{not json")],
    ["a JSON list instead of an object", 400, () => new Phone(site.runtime.origin).send("POST", STATUS_API.passkey.signIn, [])],
    [
      "a body of 20 KB",
      413,
      () => new Phone(site.runtime.origin).send("POST", STATUS_API.passkey.register, { invite: "x".repeat(43), response: { padding: "x".repeat(20_000) } }),
    ],
    ["a sign-in with no answer", 400, () => new Phone(site.runtime.origin).send("POST", STATUS_API.passkey.signIn, {})],
    [
      "a write from another site's page",
      403,
      () => new Phone(site.runtime.origin).send("POST", STATUS_API.passkey.signInOptions, {}, { Origin: "https://evil.example" }),
    ],
  ]
  it.each(cases)("%s gets a clear %i and writes nothing", async (_why, status, request) => {
    const answer = await request()
    expect(answer.status).toBe(status)
    expect(answer.body.error).toEqual(expect.stringMatching(/\w+ \w+/))
    expect(rowsWritten(answer.headers)).toBe(0)
  })

  it("a sign-out without a valid session writes nothing", async () => {
    const answer = await new Phone(site.runtime.origin).send("POST", STATUS_API.signOut, {}, { Cookie: `__Host-session=${"a".repeat(43)}` })
    expect(answer.status).toBe(200)
    expect(rowsWritten(answer.headers)).toBe(0)
  })
})

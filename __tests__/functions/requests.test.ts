/**
 * A hunter's request to every available tracker near the shot, in
 * Cloudflare's local runtime on a real local store, with a stand-in push
 * service on loopback that decrypts each push with its subscription's keys
 * and checks its VAPID token: who gets it and who does not, the offers on
 * the hunter's page in order and within seconds, "handled" reaching the
 * others, the limits, a number marked not genuine, and what is kept.
 */
import {
  REQUEST_API,
  REQUEST_PAGES,
  REQUESTS_PER_VISITOR_PER_HOUR,
  type HunterView,
  type RequestPush,
  type SentRequest,
  type TrackerView,
} from "../../src/shared/requests/api"
import { STATUS_API, TEST_HEADERS, type OwnerView } from "../../src/shared/status/api"
import { goOnCall, SERVED_COUNTIES } from "../../test-support/on-call"
import { ANDROID, Phone } from "../../test-support/phone"
import { startPushService, type PushService, type TestSubscription } from "../../test-support/push-service"
import { vapidKeys } from "../../test-support/vapid-keys"
import { COUNTIES, ROSTER, SHELL_POLICY, rosterEntry, runtimeWithOwner } from "./support/runtime"

let push: PushService
beforeAll(async () => {
  push = await startPushService()
})
afterAll(() => push?.close())
const site = runtimeWithOwner(() => ({ ...vapidKeys(), TEST_PUSH_ORIGIN: push.origin }))

/** Ron and Wes are based in Lapeer; Doug in Flint, about 25 miles west. */
const DOUG = rosterEntry("doug-wendtland", "Doug Wendtland", null, { town: "Flint", latitude: 43.0125, longitude: -83.6875, county: "genesee" })
/** A field a mile north-east of Lapeer. */
const SHOT = { latitude: 43.065, longitude: -83.3 }

interface Tracker {
  phone: Phone
  subscription: TestSubscription
}

/** A tracker's phone, signed in, available or not, taking requests or not, with settings. */
async function tracker(slug: string, { available = true, subscribe = true, settings = SERVED_COUNTIES as object } = {}): Promise<Tracker> {
  const phone = await site.trackerPhone(slug)
  const subscription = push.subscribe()
  await goOnCall(phone, slug, { available, subscription: subscribe ? subscription : null, settings })
  return { phone, subscription }
}

const hunterForm = (overrides: Record<string, unknown> = {}) => ({
  latitude: String(SHOT.latitude),
  longitude: String(SHOT.longitude),
  accuracy: "12",
  hitAt: "19:45",
  signs: ["dark-blood", "ran-hunched"],
  note: "Hit behind the <b>shoulder</b>, ran toward the creek",
  name: "Dale Hunter",
  phone: "(810) 555-0177",
  consent: "yes",
  ...overrides,
})

const pushesTo = (subscription: TestSubscription) => push.deliveriesTo(subscription).map((delivery) => delivery.message as RequestPush)

let ron: Tracker
let wes: Tracker
let kaylee: Tracker
let curt: Tracker
let gary: Tracker
let doug: Tracker
let sent: SentRequest
let hunter: Phone
let sendTook: number

describe("a hunter's request", () => {
  beforeAll(async () => {
    await site.runtime.deployRoster([...Object.values(ROSTER), DOUG])
    ron = await tracker(ROSTER.ron.slug)
    wes = await tracker(ROSTER.wes.slug, { settings: { reach: { kind: "miles", miles: 20 }, quiet: null } })
    kaylee = await tracker(ROSTER.kaylee.slug, { available: false })
    // Quiet all day but the minute before now: no hour of the test is outside them.
    curt = await tracker(ROSTER.curt.slug, { settings: { reach: { kind: "counties" }, quiet: { from: "00:00", until: "23:59" } } })
    gary = await tracker(ROSTER.gary.slug, { subscribe: false })
    doug = await tracker(DOUG.slug, { settings: { reach: { kind: "miles", miles: 10 }, quiet: null } })
    hunter = new Phone(site.runtime.origin)
    const started = Date.now()
    const answer = await hunter.send<SentRequest>("POST", REQUEST_API.send, hunterForm())
    expect(answer.status).toBe(201)
    sent = answer.body
    await push.waitFor(2)
    sendTook = Math.max(...push.deliveries.map((delivery) => delivery.at)) - started
  }, 120_000)

  it("reaches every available tracker near the shot who takes requests, each with one push they alone can read, signed by the site", () => {
    expect(sent.reached.map((reached) => reached.name).sort()).toEqual([ROSTER.ron.name, ROSTER.wes.name])
    expect(push.deliveries).toHaveLength(2)
    expect(push.rejected).toEqual([])
    for (const { subscription } of [ron, wes]) {
      const [message] = pushesTo(subscription)
      expect(message).toMatchObject({
        web_push: 8030,
        mutable: true,
        notification: {
          title: expect.stringMatching(/^Deer hit (\w{3} \d{1,2}, )?7:45 PM, 1 mi NE of your base$/),
          navigate: expect.stringContaining("/status/?request="),
        },
      })
      expect(message.notification.body).toContain("Dark red blood; Ran off hunched or slowly.")
    }
    for (const delivery of push.deliveries) {
      expect(delivery.vapid).toMatchObject({ aud: "https://push.stand-in.test", sub: "https://thumbareadeertrackers.com" })
      expect(delivery).toMatchObject({ urgency: "high", ttl: 4 * 3600 })
    }
    console.info(`From "send" to the last push handed to the push service: ${sendTook} ms (2 trackers).`)
    expect(sendTook).toBeLessThan(1000)
  })

  it("reaches nobody on a track, too far for their own reach, in their quiet hours, or not taking requests", () => {
    for (const { subscription } of [kaylee, curt, gary, doug]) expect(pushesTo(subscription)).toEqual([])
  })

  it("shows a tracker it reached where and when, and the hunter's name, number and shot site only once they offer; to anyone else, nothing", async () => {
    const id = new URL(pushesTo(ron.subscription)[0].notification.navigate).searchParams.get("request")!
    const before = await ron.phone.send<TrackerView>("GET", `${REQUEST_API.tracker}?id=${id}`)
    expect(before.body).toMatchObject({
      state: "open",
      miles: 1,
      direction: "NE",
      hitAt: expect.stringMatching(/T19:45:00/),
      note: hunterForm().note,
      hunter: null,
    })
    expect((await gary.phone.send("GET", `${REQUEST_API.tracker}?id=${id}`)).status).toBe(404)
    expect((await new Phone(site.runtime.origin).send("GET", `${REQUEST_API.tracker}?id=${id}`)).status).toBe(401)
    // Two offers at the same moment, while the hunter's page waits for news: both arrive, in the order the store took them.
    const waiting = hunter.send<HunterView>("GET", `${REQUEST_API.hunter}?r=${sent.key}&after=${sent.version}`)
    const tapped = Date.now()
    const [fromRon, fromWes] = await Promise.all([
      ron.phone.send<TrackerView>("POST", REQUEST_API.answer, { id, answer: "offer", eta: 40 }),
      wes.phone.send<TrackerView>("POST", REQUEST_API.answer, { id, answer: "offer" }),
    ])
    const news = await waiting
    const seenAfter = Date.now() - tapped
    expect([fromRon.status, fromWes.status]).toEqual([200, 200])
    expect(fromRon.body.hunter).toEqual({ name: "Dale Hunter", phone: "+18105550177", shotSite: { ...SHOT, accuracy: 12 } })
    expect(news.status).toBe(200)
    const all = (await hunter.send<HunterView>("GET", `${REQUEST_API.hunter}?r=${sent.key}`)).body
    expect(all.offers.map((offer) => offer.slug).sort()).toEqual([ROSTER.ron.slug, ROSTER.wes.slug])
    expect(all.offers.find((offer) => offer.slug === ROSTER.ron.slug)).toMatchObject({ phone: expect.stringMatching(/^\+1810555/), etaMinutes: 40 })
    console.info(`An offer on the hunter's waiting page ${seenAfter} ms after the tap.`)
    expect(seenAfter).toBeLessThan(5000)
  })

  it("once handled, tells every tracker it reached, and an answer after it is told so", async () => {
    const handled = await hunter.send<HunterView>("POST", REQUEST_API.handled, { r: sent.key })
    expect(handled.body.state).toBe("handled")
    await push.waitFor(4)
    for (const { subscription } of [ron, wes])
      expect(pushesTo(subscription).at(-1)).toMatchObject({ request: { state: "handled" }, notification: { title: "The hunter has help now" } })
    expect((await hunter.send("POST", REQUEST_API.handled, { r: sent.key })).status).toBe(409)
    const id = pushesTo(ron.subscription)[0].request.id
    const late = await wes.phone.send<{ error: string }>("POST", REQUEST_API.answer, { id, answer: "decline" })
    expect(late.status).toBe(409)
    expect(late.body.error).toMatch(/already has help/)
  })

  it("forgets a phone whose push service says it is gone, and does not count its tracker as reached", async () => {
    push.expire(wes.subscription)
    const answer = await new Phone(site.runtime.origin).send<SentRequest>("POST", REQUEST_API.send, hunterForm({ phone: "(810) 555-0178" }))
    expect(answer.body.reached.map((reached) => reached.slug)).toEqual([ROSTER.ron.slug])
    expect((await wes.phone.send("POST", REQUEST_API.test, {})).status).toBe(404)
  })
})

describe("the limits of requests", () => {
  it(`give one visitor exactly ${REQUESTS_PER_VISITOR_PER_HOUR} of 50 sent at once, and refuse the rest in words`, async () => {
    const visitor = new Phone(site.runtime.origin)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        visitor.send<{ error?: string }>("POST", REQUEST_API.send, hunterForm({ phone: `(810) 555-01${String(index + 10)}` })),
      ),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(REQUESTS_PER_VISITOR_PER_HOUR)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(refused).toHaveLength(50 - REQUESTS_PER_VISITOR_PER_HOUR)
    for (const answer of refused) expect(answer).toMatchObject({ status: 429, body: { error: expect.stringMatching(/requests from this phone in an hour/) } })
  })

  it("refuse a number a tracker marked not genuine for 30 days, which the owner sees", async () => {
    const earlier = pushesTo(ron.subscription).length
    const prank = await new Phone(site.runtime.origin).send<SentRequest>("POST", REQUEST_API.send, hunterForm({ phone: "(810) 555-0166" }))
    expect(prank.status).toBe(201)
    const id = pushesTo(ron.subscription)[earlier].request.id
    expect((await ron.phone.send("POST", REQUEST_API.answer, { id, answer: "not-genuine" })).status).toBe(200)
    const again = await new Phone(site.runtime.origin).send<{ error: string }>("POST", REQUEST_API.send, hunterForm({ phone: "810.555.0166" }))
    expect(again.status).toBe(429)
    expect(again.body.error).toMatch(/marked an earlier one as not genuine/)
    const view = (await site.owner.send<OwnerView>("GET", STATUS_API.owner.audit)).body
    expect(view.refusedNumbers).toEqual([expect.objectContaining({ phone: "8105550166", by: ROSTER.ron.slug })])
    expect(view.changes.find((change) => change.action === "not-genuine")).toMatchObject({ who: ROSTER.ron.slug, new: { number: "8105550166" } })
  })

  it("refuse what is not a request: no consent, a number outside North America, no place, a note too long", async () => {
    const phone = new Phone(site.runtime.origin)
    for (const [fields, says] of [
      [{ consent: "" }, /Tick the box/],
      [{ phone: "+44 20 7946 0958" }, /U\.S\. or Canada/],
      [{ latitude: "", longitude: "" }, /Say where/],
      [{ note: "x".repeat(501) }, /under 500 characters/],
      [{ county: "atlantis" }, /county from the list/],
    ] as const) {
      const answer = await phone.send<{ error: string }>("POST", REQUEST_API.send, hunterForm(fields))
      expect(answer.status).toBe(400)
      expect(answer.body.error).toMatch(says)
    }
  })
})

describe("a request's page, with scripting off", () => {
  /** The form's fields as a plain form posts them. */
  const posted = (overrides: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(hunterForm(overrides)).map(([name, value]) => [name, value as string | string[]]))

  it("is the Worker's: whom the request reached, the call list and the shell's own policy, none of the hunter's details; a wrong key, nothing of any request", async () => {
    const phone = new Phone(site.runtime.origin)
    const answer = await phone.browse(REQUEST_PAGES.sent + `?r=${sent.key}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("Content-Security-Policy")).toBe(SHELL_POLICY)
    expect(answer.headers.get("Cache-Control")).toBe("no-store")
    expect(answer.body).toContain("Sent to 2 available trackers:")
    expect(answer.body).toMatch(/Call them one by one.*href="tel:\+1810555/)
    for (const hunters of ["555-0177", "5550177", "Dale Hunter", "sms:"]) expect(answer.body).not.toContain(hunters)
    const wrong = await phone.browse(REQUEST_PAGES.sent + `?r=${"x".repeat(sent.key.length)}`)
    expect(wrong.status).toBe(404)
    expect(wrong.body).toContain("No request at this address")
    expect(wrong.body).not.toMatch(new RegExp(`${ROSTER.ron.name}|tel:`))
  })

  it('a form is answered with a 303 to the request\'s page, and "I have help" with the page again, now saying so', async () => {
    const phone = new Phone(site.runtime.origin)
    const answer = await phone.browse(REQUEST_API.send, posted({ phone: "(810) 555-0133" }))
    expect(answer.status).toBe(303)
    const page = answer.headers.get("Location")!
    expect(page).toMatch(new RegExp(`^${REQUEST_PAGES.sent}\\?r=`))
    expect((await phone.browse(page)).body).toContain(`Sent to 1 available tracker:</strong></p><ul class="names"><li>${ROSTER.ron.name}`)
    const key = new URL(page, site.runtime.origin).searchParams.get("r")!
    const handled = await phone.browse(REQUEST_API.handled, { r: key })
    expect([handled.status, handled.headers.get("Location")]).toEqual([303, page])
    const after = (await phone.browse(page)).body
    expect(after).toContain("You have help")
    expect(after).not.toContain(`name="r"`)
    expect((await phone.browse(REQUEST_API.handled, { r: "x".repeat(key.length) })).body).toContain("No request at this address")
  })

  it("a refused form, or one that reached nobody, gets the page that says why, with the group text in the details typed and the call list", async () => {
    const phone = new Phone(site.runtime.origin, ANDROID)
    const unchecked = await phone.browse(REQUEST_API.send, posted({ consent: "" }))
    expect(unchecked.status).toBe(400)
    expect(unchecked.headers.get("Content-Security-Policy")).toBe(SHELL_POLICY)
    expect(unchecked.body).toContain("Your request did not go")
    expect(unchecked.body).toContain("Tick the box")
    const text = /href="(sms:[^"]+)"/.exec(unchecked.body)![1].replaceAll("&amp;", "&")
    expect(text).toMatch(/^sms:\+1810555\d{4}(,\+1810555\d{4})+\?body=/)
    expect(decodeURIComponent(text.split("?body=")[1])).toContain("Hunter: Dale Hunter, (810) 555-0177")
    // What the hunter typed is text on the page, never markup.
    expect(unchecked.body).toContain("Note: Hit behind the &#60;b&#62;shoulder&#60;/b&#62;")
    expect(unchecked.body).toMatch(/Call them one by one.*href="tel:\+1810555/)
    const refusedNumber = await phone.browse(REQUEST_API.send, posted({ phone: "810.555.0166" }))
    expect(refusedNumber.status).toBe(429)
    expect(refusedNumber.body).toContain("marked an earlier one as not genuine")
    // Sent, but to a county no tracker on call serves: nobody would answer its page, so the fallback comes at once.
    const nobody = await phone.browse(REQUEST_API.send, posted({ latitude: "", longitude: "", county: COUNTIES.huron.slug, phone: "(810) 555-0134" }))
    expect(nobody.status).toBe(200)
    expect(nobody.body).toContain("so it reached no one")
    expect(nobody.body).toContain("Call them one by one")
  })
})

describe("what is kept of a request", () => {
  it("is gone a week after it ends, when the schedule runs", async () => {
    const longAgo = { [TEST_HEADERS.clock]: String(-8 * 24 * 60) }
    const old = await new Phone(site.runtime.origin).send<SentRequest>(
      "POST",
      REQUEST_API.send,
      hunterForm({ phone: "(810) 555-0155", county: COUNTIES.lapeer.slug }),
      longAgo,
    )
    const recent = await new Phone(site.runtime.origin).send<SentRequest>("POST", REQUEST_API.send, hunterForm({ phone: "(810) 555-0156" }), {
      [TEST_HEADERS.clock]: String(3 * 24 * 60),
    })
    expect([old.status, recent.status]).toEqual([201, 201])
    await site.runtime.runSchedule()
    expect((await hunter.send("GET", `${REQUEST_API.hunter}?r=${old.body.key}`)).status).toBe(404)
    expect((await hunter.send("GET", `${REQUEST_API.hunter}?r=${recent.body.key}`)).status).toBe(200)
    const [left] = site.runtime.query<{ requests: number; recipients: number }>(
      `SELECT (SELECT count(*) FROM requests WHERE hunter_phone = '8105550155') AS requests,
              (SELECT count(*) FROM request_recipients WHERE request NOT IN (SELECT id FROM requests)) AS recipients`,
    )
    expect(left).toEqual({ requests: 0, recipients: 0 })
  })
})

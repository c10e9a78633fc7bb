/**
 * One visitor cannot take the service from everyone else, in Cloudflare's
 * local runtime with the rate-limiting binding as wrangler.toml declares it:
 * a client asking 20 times a second for a minute gets its allowance, then a
 * 429 with Retry-After, refused before the store is asked, while a tracker
 * on another address signs in and saves.
 */
import { STATUS_API, TEST_HEADERS } from "../../src/shared/status/api"
import { visitorAllowance } from "../../test-support/limits"
import { Phone } from "../../test-support/phone"
import { ROSTER, runtimeWithOwner } from "./support/runtime"

const site = runtimeWithOwner()

/** Requests a visitor may make in a minute (wrangler.toml). */
const ALLOWANCE = visitorAllowance().limit
const FLOOD = { perSecond: 20, seconds: 60 }

const rowsOf = (headers: Headers) => {
  const [, read, written] = /read=(\d+); written=(\d+)/.exec(headers.get(TEST_HEADERS.rows) ?? "") ?? []
  return { read: Number(read ?? 0), written: Number(written ?? 0) }
}

it(
  `a flood of ${FLOOD.perSecond} requests a second for a minute from one address gets its allowance, then 429 before the store; a tracker elsewhere signs in and saves`,
  async () => {
    const tracker = new Phone(site.runtime.origin)
    expect((await tracker.setUp(await site.invite(ROSTER.ron.slug))).status).toBe(200)
    // The allowance is counted per minute of the clock: start where the allowance is not split by a new minute.
    const intoMinute = Date.now() % 60_000
    if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100))

    const flooder = new Phone(site.runtime.origin)
    const started = Date.now()
    const total = FLOOD.perSecond * FLOOD.seconds
    const flood = Array.from(
      { length: total },
      (_, index) =>
        new Promise<Awaited<ReturnType<Phone["send"]>>>((resolve, reject) =>
          setTimeout(() => flooder.send("GET", STATUS_API.status).then(resolve, reject), (index * 1000) / FLOOD.perSecond),
        ),
    )
    // Midway through the flood, the tracker's evening goes on as usual.
    await new Promise((resolve) => setTimeout(resolve, 30_000))
    const signIn = await tracker.signIn()
    const save = await tracker.send("POST", STATUS_API.status, { tracker: ROSTER.ron.slug, status: "available" })
    const answers = await Promise.all(flood)
    const took = Date.now() - started

    expect(signIn.status).toBe(200)
    expect(save.status).toBe(200)
    const passed = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(passed.length + refused.length).toBe(total)
    // The first minute's allowance in full, then refusals; a second minute may have begun before the flood ended.
    expect(answers.slice(0, ALLOWANCE).every((answer) => answer.status === 200)).toBe(true)
    expect(answers[ALLOWANCE].status).toBe(429)
    expect(passed.length).toBeLessThanOrEqual(2 * ALLOWANCE)
    for (const answer of refused) {
      expect(Number(answer.headers.get("Retry-After"))).toBe(visitorAllowance().period)
      expect(answer.body).toEqual({ error: expect.stringMatching(/Too many requests/) })
      expect(rowsOf(answer.headers)).toEqual({ read: 0, written: 0 })
    }
    const touched = passed.map((answer) => rowsOf(answer.headers)).reduce((a, b) => ({ read: a.read + b.read, written: a.written + b.written }))
    console.info(
      `Flood: ${total} requests in ${(took / 1000).toFixed(1)} s from one address: ${passed.length} answered (${touched.read} rows read, ${touched.written} written), ${refused.length} refused with 429 and no row touched; the tracker elsewhere signed in (${signIn.status}) and saved (${save.status}).`,
    )
  },
  FLOOD.seconds * 1000 + 90_000,
)

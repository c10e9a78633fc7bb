/**
 * What the status service costs a day on Cloudflare's free plan, from
 * counts taken here against the local runtime (requests, and the rows the
 * store read and wrote for each), for 8 and 500 trackers, and what a flood
 * from one address costs once the limits in front of the Worker refuse it
 * (the zone's rule and the visitors' allowance, as the repository declares
 * them). docs/deploy.md carries the table this computes, so the document
 * cannot drift from the code: change either, and this fails with the table
 * to paste.
 */
import fs from "node:fs"
import path from "node:path"
import { POLL_SECONDS, STATUS_API, TEST_HEADERS } from "../../src/shared/status/api"
import { visitorAllowance, zoneRule } from "../../test-support/limits"
import { goOnCall } from "../../test-support/on-call"
import { invitedPhone, Phone, type Answer } from "../../test-support/phone"
import { startPushService, type PushService } from "../../test-support/push-service"
import { vapidKeys } from "../../test-support/vapid-keys"
import { REQUEST_API, REQUEST_WAIT_SECONDS, type RequestPush, type SentRequest } from "../../src/shared/requests/api"
import { DEFAULT_BINDINGS, ROSTER, RUNTIME_START_MS, startRuntime, type Runtime } from "./support/runtime"

const DOC = path.resolve(__dirname, "../../docs/deploy.md")

/** Cloudflare's free plan, a day (Workers requests; D1 rows). */
const FREE = { requests: 100_000, read: 5_000_000, written: 100_000 }

/** What a day in season is taken to be. */
const DAY = {
  /** Status changes a tracker makes, each after opening the status screen (which asks who is signed in). */
  changes: 5,
  signIns: 1,
  visits: { 8: 300, 500: 10_000 } as Record<number, number>,
  /** A hunter's visit: its first page asks for the statuses, then the open page every POLL_SECONDS; pages opened within that reuse the answer. */
  visitSeconds: 120,
  /** Hunters' requests a day, the trackers each reaches (all of them, at 8), the offers each gets, and how long the hunter's page stays open. */
  requests: { 8: 5, 500: 50 } as Record<number, number>,
  reached: { 8: 8, 500: 10 } as Record<number, number>,
  offers: 3,
  pageOpenSeconds: 15 * 60,
}

interface Cost {
  requests: number
  read: number
  written: number
}

const rowsOf = (answer: Answer<unknown>): Cost => {
  const [, read, written] = /read=(\d+); written=(\d+)/.exec(answer.headers.get(TEST_HEADERS.rows) ?? "") ?? []
  return { requests: 1, read: Number(read), written: Number(written) }
}
const sum = (...costs: Cost[]): Cost =>
  costs.reduce((a, b) => ({ requests: a.requests + b.requests, read: a.read + b.read, written: a.written + b.written }), { requests: 0, read: 0, written: 0 })
const times = (cost: Cost, count: number): Cost => ({ requests: cost.requests * count, read: cost.read * count, written: cost.written * count })

let runtime: Runtime
let push: PushService
const measured: Record<
  "change" | "signIn" | "view" | "refused" | "send" | "hunterView" | "check" | "me" | "trackerView" | "offer" | "decline" | "handled",
  Cost
> = {} as never
/** A request's send reads every tracker's status, phone and settings: the rows of those tables when it was measured, to scale it to a roster. */
let sendReadPerTracker = 0
let sendTrackersThen = 0

/** Measures what each part of a hunter's request costs, with three trackers it reaches. */
async function measureRequests(owner: Phone): Promise<void> {
  const trackers = await Promise.all(
    [ROSTER.wes, ROSTER.kaylee, ROSTER.curt].map(async (entry) => {
      const phone = await invitedPhone(owner, entry.slug)
      await goOnCall(phone, entry.slug, { subscription: push.subscribe() })
      return phone
    }),
  )
  const hunter = new Phone(runtime.origin)
  const form = { county: "lapeer", place: "Imlay City", hitAt: "19:45", name: "Dale Hunter", phone: "(810) 555-0177", consent: "yes" }
  const [tables] = runtime.query<{ rows: number }>(
    "SELECT (SELECT count(*) FROM statuses) + (SELECT count(*) FROM push_phones) + (SELECT count(*) FROM request_settings) AS rows",
  )
  const sent = await hunter.send<SentRequest>("POST", REQUEST_API.send, form)
  measured.send = rowsOf(sent)
  sendReadPerTracker = 3
  sendTrackersThen = tables.rows / 3
  measured.hunterView = rowsOf(await hunter.send("GET", `${REQUEST_API.hunter}?r=${sent.body.key}`))
  // News already there: one check of the version, then the view; an idle wait checks once a second.
  measured.check = { ...sum(rowsOf(await hunter.send("GET", `${REQUEST_API.hunter}?r=${sent.body.key}&after=0`)), times(measured.hunterView, -1)), requests: 0 }
  const [first] = await push.waitFor(3)
  const id = new URL((first.message as RequestPush).notification.navigate).searchParams.get("request")!
  measured.me = rowsOf(await trackers[0].send("GET", STATUS_API.me))
  measured.trackerView = rowsOf(await trackers[0].send("GET", `${REQUEST_API.tracker}?id=${id}`))
  measured.offer = rowsOf(await trackers[0].send("POST", REQUEST_API.answer, { id, answer: "offer", eta: 30 }))
  measured.decline = rowsOf(await trackers[1].send("POST", REQUEST_API.answer, { id, answer: "decline" }))
  measured.handled = rowsOf(await hunter.send("POST", REQUEST_API.handled, { r: sent.body.key }))
}

beforeAll(async () => {
  push = await startPushService()
  runtime = await startRuntime({ bindings: { ...DEFAULT_BINDINGS, ...vapidKeys(), TEST_PUSH_ORIGIN: push.origin } })
  const owner = await runtime.owner()
  const tracker = await invitedPhone(owner, ROSTER.ron.slug)
  // A day's sign-in: the challenge, then the signed answer.
  const options = await tracker.send<{ options: never }>("POST", STATUS_API.passkey.signInOptions, {})
  const signIn = await tracker.send("POST", STATUS_API.passkey.signIn, { response: tracker.passkey!.get(options.body.options, runtime.origin) })
  measured.signIn = sum(rowsOf(options), rowsOf(signIn))
  // A day's changes: the last of them, with the hour's earlier ones counted by the limit.
  let change: Cost = { requests: 0, read: 0, written: 0 }
  for (let index = 0; index < DAY.changes; index += 1) {
    change = sum(
      rowsOf(await tracker.send("GET", STATUS_API.me)),
      rowsOf(
        await tracker.send("POST", STATUS_API.status, {
          tracker: ROSTER.ron.slug,
          status: index % 2 ? "available" : "busy",
          ...(index % 2 ? {} : { until: "6am" }),
        }),
      ),
    )
  }
  measured.change = change
  measured.view = rowsOf(await new Phone(runtime.origin).send("GET", STATUS_API.status))
  // A request past the visitor's allowance, refused before the store.
  const flooder = new Phone(runtime.origin)
  let answer = await flooder.send("GET", STATUS_API.status)
  while (answer.status !== 429) answer = await flooder.send("GET", STATUS_API.status)
  measured.refused = rowsOf(answer)
  await measureRequests(owner)
}, RUNTIME_START_MS)
afterAll(async () => {
  await runtime?.close()
  await push?.close()
})

const requestsPerVisit = 1 + Math.floor(DAY.visitSeconds / POLL_SECONDS)

/**
 * One hunter's request at a roster of `trackers`: the send (its reads grow by one status, one phone and one setting
 * per tracker), the page's load and its waits for news while open, each tracker it reaches opening it in their status
 * app and answering (DAY.offers offers, the rest declines), and "handled".
 */
function oneRequest(trackers: number): Cost {
  const reached = DAY.reached[trackers]
  const waits = Math.ceil(DAY.pageOpenSeconds / REQUEST_WAIT_SECONDS)
  const send = { ...measured.send, read: measured.send.read + sendReadPerTracker * (trackers - sendTrackersThen) }
  const idleWait: Cost = { requests: 1, read: measured.check.read * REQUEST_WAIT_SECONDS, written: 0 }
  return sum(
    send,
    measured.hunterView,
    times(idleWait, waits),
    times(sum(measured.me, measured.trackerView), reached),
    times(measured.offer, DAY.offers),
    times(measured.decline, reached - DAY.offers),
    measured.handled,
  )
}

function day(trackers: number): Cost {
  return sum(
    times(measured.change, DAY.changes * trackers),
    times(measured.signIn, DAY.signIns * trackers),
    times(measured.view, DAY.visits[trackers] * requestsPerVisit),
    times(oneRequest(trackers), DAY.requests[trackers]),
  )
}

/** One address asking FLOOD_PER_SECOND times a second all day: what the zone's rule lets through to the Worker, and what the Worker answers from the store. */
const FLOOD_PER_SECOND = 20
function flood(): { asked: number; reachWorker: number; answered: Cost; refused: Cost } {
  const day = 86_400
  const rule = zoneRule()
  const { limit, period } = visitorAllowance()
  // Blocked for mitigation_timeout after each period's allowance: at most requests_per_period every period + mitigation_timeout.
  const throughZone = Math.min(FLOOD_PER_SECOND, rule.requests_per_period / (rule.period + rule.mitigation_timeout))
  const reachWorker = throughZone * day
  const answeredCount = Math.min(throughZone, limit / period) * day
  return {
    asked: FLOOD_PER_SECOND * day,
    reachWorker,
    answered: times(measured.view, answeredCount),
    refused: times(measured.refused, reachWorker - answeredCount),
  }
}

const number = (value: number) => value.toLocaleString("en-US")
const share = (value: number, limit: number) => `${number(value)} (${Math.round((value / limit) * 100)}%)`

/** The flood, the same whatever the roster: what of it reaches the Worker and the store, against the free day. */
function floodRow(): string {
  const { asked, reachWorker, answered, refused } = flood()
  const cost = sum(answered, refused)
  const words = `${share(reachWorker, FREE.requests)} requests, ${share(cost.read, FREE.read)} rows read, ${share(cost.written, FREE.written)} written`
  return `| One address's flood the limits refuse (${FLOOD_PER_SECOND} requests a second all day, ${number(asked)}) | ${words} | ${words} |`
}

function table(): string {
  const [small, large] = [day(8), day(500)]
  const row = (label: string, key: keyof Cost, limit: number) =>
    `| ${label} (free: ${number(limit)}) | ${share(small[key], limit)} | ${share(large[key], limit)} |`
  return [
    "| Per day in season | 8 trackers | 500 trackers |",
    "|---|---|---|",
    `| Status changes, sign-ins | ${number(8 * DAY.changes)}, ${number(8 * DAY.signIns)} | ${number(500 * DAY.changes)}, ${number(500 * DAY.signIns)} |`,
    `| Hunter visits (${requestsPerVisit} asks for the statuses each) | ${number(DAY.visits[8])} | ${number(DAY.visits[500])} |`,
    `| Hunters' requests (each: ${DAY.offers} offers, the page open ${DAY.pageOpenSeconds / 60} min) | ${DAY.requests[8]}, each to ${DAY.reached[8]} trackers | ${DAY.requests[500]}, each to ${DAY.reached[500]} trackers |`,
    row("Function requests", "requests", FREE.requests),
    row("D1 rows read", "read", FREE.read),
    row("D1 rows written", "written", FREE.written),
    floodRow(),
    "",
    `Measured per action: a status change (the status screen's \`GET /api/me\` and the \`POST\`) ${measured.change.requests} requests, ${measured.change.read} rows read, ${measured.change.written} written; a sign-in (challenge and answer) ${measured.signIn.requests} requests, ${measured.signIn.read} read, ${measured.signIn.written} written; a hunter's ask for the statuses ${measured.view.requests} request, ${measured.view.read} row read; a request past a visitor's allowance ${measured.refused.read} rows read, ${measured.refused.written} written; a hunter's request sent to ${DAY.reached[500]} trackers at 500, ${number(oneRequest(500).requests)} requests, ${number(oneRequest(500).read)} rows read, ${number(oneRequest(500).written)} written, all told (its send ${number(measured.send.read + sendReadPerTracker * (500 - sendTrackersThen))} read, ${measured.send.written} written; each second the hunter's page waits ${measured.check.read} row; an offer ${measured.offer.written} written).`,
  ].join("\n")
}

describe("the free plan, a day in season", () => {
  it("holds a statewide roster of 500 at half of every daily limit or less", () => {
    const large = day(500)
    expect(large.requests).toBeLessThanOrEqual(FREE.requests / 2)
    expect(large.read).toBeLessThanOrEqual(FREE.read / 2)
    expect(large.written).toBeLessThanOrEqual(FREE.written / 2)
  })

  it("is the table docs/deploy.md gives", () => {
    const doc = fs.readFileSync(DOC, "utf8")
    const start = doc.indexOf("<!-- cost table: __tests__/functions/costs.test.ts -->")
    const end = doc.indexOf("<!-- end of cost table -->")
    const documented = start < 0 ? "(no cost table in docs/deploy.md)" : doc.slice(start, end).split("\n").slice(1).join("\n").trim()
    expect(documented).toBe(table())
  })
})

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
import { inviteOf, Phone, type Answer } from "../../test-support/phone"
import { ROSTER, RUNTIME_START_MS, startRuntime, type Runtime } from "./support/runtime"

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
const measured: Record<"change" | "signIn" | "view" | "refused", Cost> = {} as never

beforeAll(async () => {
  runtime = await startRuntime()
  const owner = await runtime.owner()
  const { body } = await owner.send<{ link: string }>("POST", STATUS_API.owner.invite, { tracker: ROSTER.ron.slug })
  const tracker = new Phone(runtime.origin)
  await tracker.setUp(inviteOf(body.link))
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
}, RUNTIME_START_MS)
afterAll(() => runtime?.close())

const requestsPerVisit = 1 + Math.floor(DAY.visitSeconds / POLL_SECONDS)

function day(trackers: number): Cost {
  return sum(
    times(measured.change, DAY.changes * trackers),
    times(measured.signIn, DAY.signIns * trackers),
    times(measured.view, DAY.visits[trackers] * requestsPerVisit),
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
    row("Function requests", "requests", FREE.requests),
    row("D1 rows read", "read", FREE.read),
    row("D1 rows written", "written", FREE.written),
    floodRow(),
    "",
    `Measured per action: a status change (the status screen's \`GET /api/me\` and the \`POST\`) ${measured.change.requests} requests, ${measured.change.read} rows read, ${measured.change.written} written; a sign-in (challenge and answer) ${measured.signIn.requests} requests, ${measured.signIn.read} read, ${measured.signIn.written} written; a hunter's ask for the statuses ${measured.view.requests} request, ${measured.view.read} row read; a request past a visitor's allowance ${measured.refused.read} rows read, ${measured.refused.written} written.`,
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

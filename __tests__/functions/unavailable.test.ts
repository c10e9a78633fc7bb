/**
 * The functions when a part behind them is missing: a store that does not
 * answer (no schema here, as a store past its daily limit answers errors)
 * and secrets the owner has not set yet. Each is a 503 with a sentence,
 * never a stack; the pages keep their built statuses (e2e/status.spec.ts).
 * A hunter's request, by plain form, and its page get a page that says so,
 * with the call list from the roster as built.
 */
import { REQUEST_API, REQUEST_PAGES } from "../../src/shared/requests/api"
import { REQUEST_PAGE_WORDS } from "../../src/shared/requests/page-parts"
import { ROSTER_REPORT_API } from "../../src/shared/roster-report"
import { STATUS_API } from "../../src/shared/status/api"
import { Phone } from "../../test-support/phone"
import { vapidKeys } from "../../test-support/vapid-keys"
import { RUNTIME_START_MS, startRuntime, type Runtime } from "./support/runtime"

let runtime: Runtime
beforeAll(async () => {
  runtime = await startRuntime({ migrate: false, bindings: { AUTH_SECRET: "", ...vapidKeys() } })
}, RUNTIME_START_MS)
afterAll(() => runtime?.close())

const cases: [string, string, string, RegExp][] = [
  ["the statuses, with the store down", "GET", STATUS_API.status, /not answering right now/],
  ["who is signed in, with the store down", "GET", STATUS_API.me, /not answering right now/],
  ["a sign-in, before the owner set AUTH_SECRET", "POST", STATUS_API.passkey.signInOptions, /not set up on this site yet/],
  ["the editor's GitHub sign-in, before the owner set up the OAuth app", "GET", "/api/cms/auth", /not set up yet/],
  ["a roster report, before the owner set its token's hash", "PUT", ROSTER_REPORT_API, /not set up on this site yet/],
]

it.each(cases)("%s is a 503 with a sentence", async (_what, method, path, says) => {
  const phone = new Phone(runtime.origin)
  phone.cookies.set("__Host-session", "a".repeat(43))
  const answer = await phone.send<{ error: string }>(method, path, method === "GET" ? undefined : {})
  expect(answer.status).toBe(503)
  expect(answer.body.error).toMatch(says)
  expect(answer.headers.get("Content-Type")).toMatch(/^application\/json/)
})

const REQUEST_FORM = { county: "lapeer", place: "Imlay City, Blood Rd", hitAt: "18:40", name: "Dale Hunter", phone: "(810) 555-0177", consent: "yes" }

it.each([
  ["a request sent by a plain form", () => new Phone(runtime.origin).browse(REQUEST_API.send, REQUEST_FORM), /the request could not go/],
  ["a request's page", () => new Phone(runtime.origin).browse(`${REQUEST_PAGES.sent}?r=${"a".repeat(43)}`), /who it reached and who answered cannot show/],
])("%s, with the store down, is a page that says so, with the call list", async (_what, ask, says) => {
  const answer = await ask()
  expect(answer.status).toBe(503)
  expect(answer.headers.get("Content-Type")).toMatch(/^text\/html/)
  expect(answer.body).toMatch(says)
  expect(answer.body).toContain(REQUEST_PAGE_WORDS.callList.title)
  expect(answer.body).toMatch(/href="tel:\+1\d{10}"/)
})

/**
 * Live status, as the owner, a tracker and a hunter meet it, on Cloudflare's
 * own local runtime (the site's functions on a local store, started fresh
 * for this file so the other tests keep the built statuses): the owner's
 * first sign-in from `npm run owner-invite`, an invitation to a tracker,
 * the tracker's passkey and "on a track until 11 PM" in a tap, the pages
 * showing it within a minute with no rebuild, and lapsing on the reader's
 * clock; the refusals; the pages carrying on with the store down.
 *
 * Passkeys need a host name (not an IP address), so the pages are opened
 * at localhost. The phones' passkeys are Chromium's virtual authenticator.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test"
import { UNTIL_LABELS, untilChoicesAt, untilFor, type UntilChoice } from "../src/status/until"
import { expectNoAxeViolations } from "./support/axe"
import { trackers } from "./support/content"
import { docShot } from "./support/doc-shots"
import { startHost, type Host } from "./support/host"
import { gotoHydrated } from "./support/hydration"
import { withPasskeyDevice } from "./support/passkey"

const ROOT = path.resolve(__dirname, "..")
const ron = trackers.find((tracker) => tracker.slug === "ron-vanderkolk")!
const wes = trackers.find((tracker) => tracker.slug === "wes-haskell")!

let host: Host
let origin: string
const invitations: Record<string, string> = {}
/** The second tracker's phone, signed in. */
let wesPhone: Page
const contexts: BrowserContext[] = []

test.describe.configure({ mode: "serial" })
// The status screen is a phone's, and the store and its functions answer the same whatever the viewport.
test.skip(({ isMobile }) => !isMobile, "the status screen is built for a phone; the store answers the same on any screen")

test.beforeAll(async () => {
  host = await startHost()
  origin = host.origin.replace("127.0.0.1", "localhost")
})
test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()))
  await host.close()
})

/** A phone of its own (cookies, passkeys), at the size the project gives. */
async function phone(browser: Browser, viewport: { width: number; height: number } | null, passkeys = true): Promise<Page> {
  const context = await browser.newContext({ viewport: viewport ?? undefined, serviceWorkers: "block" })
  contexts.push(context)
  const page = await context.newPage()
  if (passkeys) await withPasskeyDevice(page)
  return page
}

const statusOf = (page: Page, slug: string) => page.locator(`li[data-tracker="${slug}"] [data-until], li[data-tracker="${slug}"] p`).filter({ hasText: /updated/ }).first()
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/status-${name}-${page.viewportSize()?.width}.png` })

/** Sets up sign-in from an invitation link, as the person it is for does on their phone (`shot`: CONTENT.md's screenshot of it). */
async function setUp(page: Page, link: string, name: string, shot?: string): Promise<void> {
  await page.goto(link)
  await expect(page.getByText(`This link sets up sign-in for ${name} on this phone.`)).toBeVisible()
  if (shot) await docShot(page, shot)
  await page.getByRole("button", { name: "Set up sign-in on this phone" }).click()
  await expect(page.getByText(`Signed in as ${name}.`)).toBeVisible()
  // The invitation is spent and gone from the address.
  expect(new URL(page.url()).hash).toBe("")
}

test("the owner signs in from the first invitation and invites trackers", async ({ browser, viewport }) => {
  const link = execFileSync("npx", ["tsx", "scripts/owner-invite.ts", "--local", host.stateDir, "--origin", origin], { cwd: ROOT, encoding: "utf8" }).trim()
  expect(link).toMatch(new RegExp(`^${origin}/status/#invite=[A-Za-z0-9_-]{43}$`))
  const owner = await phone(browser, viewport)
  await setUp(owner, link, "Site owner")
  await expect(owner.getByRole("heading", { name: "Trackers and sign-ins", level: 1 })).toBeVisible()
  for (const tracker of [ron, wes]) {
    await owner.getByRole("button", { name: `Invitation link for ${tracker.name}` }).click()
    const field = owner.getByLabel(new RegExp(`^Send this link to ${tracker.name}`))
    invitations[tracker.slug] = await field.inputValue()
    expect(invitations[tracker.slug]).toMatch(new RegExp(`^${origin}/status/#invite=`))
    // One tap sends it from the owner's phone, in a text to the tracker's own number.
    await expect(owner.getByRole("link", { name: `Text it to ${tracker.name}` })).toHaveAttribute("href", new RegExp(`^sms:\\+1${tracker.phone}\\?&body=.*${encodeURIComponent("#invite=")}`))
  }
  await expect(owner.getByRole("listitem").filter({ hasText: "sent an invitation for ron-vanderkolk" })).toBeVisible()
  await shot(owner, "owner")
  await expectNoAxeViolations(owner)
})

test("a tracker sets 'on a track' in a tap, and the home page, a county page and the profile show it within a minute, with no rebuild", async ({ browser, viewport }) => {
  // Four phones, a passkey set up and two clock jumps: 6 s alone, past 30 s once beside another worker's test.
  test.setTimeout(60_000)
  // The hunter's page is open before the change, and is not reloaded.
  const hunter = await phone(browser, viewport, false)
  await hunter.clock.install()
  await gotoHydrated(hunter, `${origin}/`)
  await expect(statusOf(hunter, ron.slug)).toContainText("Available")

  const tracker = await phone(browser, viewport)
  await setUp(tracker, invitations[ron.slug], ron.name, "1-set-up-sign-in")
  // Later, as on any evening: open the status screen (tap 1) and tap the end time (tap 2).
  await gotoHydrated(tracker, `${origin}/status/`)
  const choice: UntilChoice = untilChoicesAt(Date.now()).includes("11pm") ? "11pm" : "6am"
  const label = UNTIL_LABELS[choice].replace(/^./, (first) => first.toUpperCase())
  const started = Date.now()
  await tracker.getByRole("button", { name: label }).click()
  await expect(tracker.getByRole("status").filter({ hasText: "Saved." })).toContainText(`On a track or full tonight until ${choice === "11pm" ? "11 PM" : ""}`)
  const seconds = (Date.now() - started) / 1000
  console.log(`[status] "${label}": 2 taps from opening the status screen, saved in ${seconds.toFixed(1)} s`)
  expect(seconds).toBeLessThan(10)
  await expect(tracker.getByRole("button", { name: label })).toHaveAttribute("aria-pressed", "true")
  await expect(tracker.getByText(/It ends by itself at/)).toBeVisible()
  await shot(tracker, "tracker")
  await docShot(tracker, "2-status")
  await expectNoAxeViolations(tracker)

  // Within a minute: the open page asks again within 30 s.
  await hunter.clock.fastForward(31_000)
  await expect(statusOf(hunter, ron.slug)).toContainText(/On a track or full tonight until/)
  // And any page opened now shows it at once.
  const county = await phone(browser, viewport, false)
  await gotoHydrated(county, `${origin}/counties/${ron.homeCounty}/`)
  await expect(statusOf(county, ron.slug)).toContainText(/On a track or full tonight until/)
  const profile = await phone(browser, viewport, false)
  await gotoHydrated(profile, `${origin}/tracker/${ron.slug}/`)
  await expect(profile.getByRole("main").getByText(/On a track or full tonight until/)).toBeVisible()

  // After the end time on the reader's clock, the open page says "Call to ask".
  const until = Date.parse(untilFor(choice, started)!)
  await hunter.clock.fastForward(until - Date.now() + 61_000)
  await expect(statusOf(hunter, ron.slug)).toHaveText(/^Call to ask\s*updated/, { useInnerText: true })
})

test("with scripts off, a page's status is the built one, its end time dated", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  contexts.push(context)
  const page = await context.newPage()
  const busy = trackers.find((tracker) => tracker.availability?.until)!
  await page.goto(`${origin}/tracker/${busy.slug}/`)
  // The date as the tracker's clock wrote it: "2026-11-23T23:00:00-05:00" is 11 PM on Monday, November 23.
  const [year, month, day] = busy.availability!.until!.slice(0, 10).split("-").map(Number)
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  const monthName = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
  await expect(page.getByRole("main").getByText(`On a track or full tonight until 11 PM ${weekday} ${monthName} ${day}`)).toBeVisible()
})

test("a second tracker cannot change the first one's status; no session, another site or a malformed change is refused; nothing changes", async ({ browser, viewport, playwright }) => {
  const before = await (await fetch(`${host.origin}/api/status`)).json()
  wesPhone = await phone(browser, viewport)
  await setUp(wesPhone, invitations[wes.slug], wes.name)
  const stranger = await playwright.request.newContext()
  const post = (request: APIRequestContext, data: unknown, from = origin) => request.post(`${origin}/api/status`, { data, headers: { Origin: from } })
  const refusals = [
    { why: "someone else's status", response: await post(wesPhone.request, { tracker: ron.slug, status: "available" }), status: 403 },
    { why: "no session", response: await post(stranger, { tracker: ron.slug, status: "available" }), status: 401 },
    { why: "another site's page", response: await post(wesPhone.request, { tracker: wes.slug, status: "available" }, "https://evil.example"), status: 403 },
    { why: "no end time on a track", response: await post(wesPhone.request, { tracker: wes.slug, status: "busy" }), status: 400 },
    { why: "a field it does not take", response: await post(wesPhone.request, { tracker: wes.slug, status: "available", phone: "8105550100" }), status: 400 },
  ]
  for (const { why, response, status } of refusals) {
    expect({ why, status: response.status() }).toEqual({ why, status })
    expect((await response.json()).error).toEqual(expect.any(String))
  }
  await stranger.dispose()
  expect(await (await fetch(`${host.origin}/api/status`, { cache: "no-store" })).json()).toEqual(before)
})

test("the owner's revoke signs a tracker out at once, and every change is on the owner's record", async ({ browser, viewport }) => {
  const owner = await phone(browser, viewport)
  // A new phone for the owner: a second invitation from the command line.
  const link = execFileSync("npx", ["tsx", "scripts/owner-invite.ts", "--local", host.stateDir, "--origin", origin], { cwd: ROOT, encoding: "utf8" }).trim()
  await setUp(owner, link, "Site owner")
  await owner.getByRole("button", { name: `Sign ${wes.name} out everywhere` }).click()
  await owner.getByRole("button", { name: `Yes, sign ${wes.name} out of every phone` }).click()
  await expect(owner.getByRole("status").filter({ hasText: `${wes.name} is signed out of every phone.` })).toBeVisible()
  const changes = owner.getByRole("listitem").filter({ hasText: /: (owner|ron-vanderkolk|wes-haskell) / })
  await expect(changes.filter({ hasText: `ron-vanderkolk set the status of ron-vanderkolk: On a track or full tonight until` })).toBeVisible()
  await expect(changes.filter({ hasText: "owner signed out everywhere wes-haskell" })).toBeVisible()
  const response = await wesPhone.request.post(`${origin}/api/status`, { data: { tracker: wes.slug, status: "available" }, headers: { Origin: origin } })
  expect(response.status()).toBe(401)
})

test("with the status service down, the pages show the statuses they were built with, with their times, and nothing else breaks", async ({ browser, viewport }) => {
  const page = await phone(browser, viewport, false)
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  await page.route("**/api/status", (route) => route.abort("connectionrefused"))
  await gotoHydrated(page, `${origin}/`)
  await expect(statusOf(page, ron.slug)).toHaveText(/^Available\s*updated \d+ h ago/, { useInnerText: true })
  await expect(page.locator(`li[data-tracker="${ron.slug}"]`).getByRole("link", { name: `Call ${ron.name}` })).toBeVisible()
  expect(errors).toEqual([])
})

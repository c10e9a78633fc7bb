/**
 * Live status as the owner, a tracker and a hunter meet it, on Cloudflare's
 * local runtime with a fresh local store: the owner's first sign-in, an
 * invitation, the tracker's passkey and a status in a tap, pages showing it
 * before their scripts run and within a minute when open, two phones of one
 * tracker saving at once, revoking, and pages carrying on with the service
 * down or at its limit. The refusals and races are the functions' own tests
 * (__tests__/functions/). Pages open at localhost because passkeys need a
 * host name; the passkeys are Chromium's virtual authenticator.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test"
import { POLL_SECONDS } from "../src/shared/status/api"
import { UNTIL_LABELS, untilChoicesAt, untilFor, type UntilChoice } from "../src/shared/status/until"
import { expectNoAxeViolations } from "./support/axe"
import { trackers } from "../test-support/content"
import { docShot } from "./support/doc-shots"
import { startHost, type Host } from "../test-support/host"
import { gotoHydrated } from "./support/hydration"
import { withPasskeyDevice } from "./support/passkey"

const ROOT = path.resolve(__dirname, "..")
const ron = trackers.find((tracker) => tracker.slug === "ron-vanderkolk")!
const wes = trackers.find((tracker) => tracker.slug === "wes-haskell")!
const gary = trackers.find((tracker) => tracker.slug === "gary-szostak")!

let host: Host
let origin: string
const invitations: Record<string, string> = {}
let owner: Page
/** Ron's phone, its passkey set up from his invitation. */
let ronPhone: Page
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
async function phone(browser: Browser, viewport: { width: number; height: number } | null, passkeys = true, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport: viewport ?? undefined, serviceWorkers: "block", javaScriptEnabled })
  contexts.push(context)
  const page = await context.newPage()
  if (passkeys) await withPasskeyDevice(page)
  return page
}

const statusOf = (page: Page, slug: string) => page.locator(`main li[data-tracker="${slug}"] [data-status-of="${slug}"]`).first()
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/status-${name}-${page.viewportSize()?.width}.png` })
const ownerInvite = () =>
  execFileSync("npx", ["tsx", "scripts/owner-invite.ts", "--local", host.stateDir, "--origin", origin], { cwd: ROOT, encoding: "utf8" }).trim()

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

async function invite(tracker: (typeof trackers)[number]): Promise<string> {
  await owner.getByRole("button", { name: `Invitation link for ${tracker.name}` }).click()
  const link = await owner.getByLabel(new RegExp(`^Send this link to ${tracker.name}`)).inputValue()
  expect(link).toMatch(new RegExp(`^${origin}/status/#invite=`))
  return link
}

test("the owner signs in from the first invitation and invites trackers", async ({ browser, viewport }) => {
  const link = ownerInvite()
  expect(link).toMatch(new RegExp(`^${origin}/status/#invite=[A-Za-z0-9_-]{43}$`))
  owner = await phone(browser, viewport)
  await setUp(owner, link, "Site owner")
  await expect(owner.getByRole("heading", { name: "Trackers and sign-ins", level: 1 })).toBeVisible()
  for (const tracker of [ron, wes]) {
    invitations[tracker.slug] = await invite(tracker)
    // One tap sends it from the owner's phone, in a text to the tracker's own number.
    await expect(owner.getByRole("link", { name: `Text it to ${tracker.name}` })).toHaveAttribute(
      "href",
      new RegExp(`^sms:\\+1${tracker.phone}\\?&body=.*${encodeURIComponent("#invite=")}`),
    )
  }
  await owner.reload()
  await expect(owner.getByRole("listitem").filter({ hasText: "sent an invitation for ron-vanderkolk" })).toBeVisible()
  await expect(
    owner
      .getByRole("listitem")
      .filter({ hasText: ron.name })
      .getByText(/An invitation is open until/),
  ).toBeVisible()
  await shot(owner, "owner")
  await expectNoAxeViolations(owner)
})

test("before a first save the status screen says what hunters see: the built status, over by now, with its date", async ({ browser, viewport }) => {
  ronPhone = await phone(browser, viewport)
  await setUp(ronPhone, invitations[ron.slug], ron.name, "1-set-up-sign-in")
  const screen = ronPhone.getByRole("main")
  // Ron's built "available" was set on Nov 23: it ended a day later, as a live one does.
  await expect(screen.locator("[data-status]")).toHaveText(/^Call to ask\s*updated \d+ days ago/, { useInnerText: true })
  await expect(
    screen.getByText(/You have not set a status here yet: hunters see the one the site was last built with, from Nov \d+, \d+:\d\d [AP]M\./),
  ).toBeVisible()
})

test("a tracker sets 'on a track' in a tap, and the home page, a county page and the profile show it within a minute, with no rebuild", async ({
  browser,
  viewport,
}) => {
  // Four phones, a sign-in and two clock jumps: well past the default timeout beside another worker's test.
  test.setTimeout(60_000)
  // The hunter's page is open before the change, and is not reloaded.
  const hunter = await phone(browser, viewport, false)
  await hunter.clock.install()
  await gotoHydrated(hunter, `${origin}/`)
  await expect(statusOf(hunter, ron.slug)).toHaveText(/^Call to ask\s*updated/, { useInnerText: true })

  // Later, as on any evening: signed out, then in again with one tap on the phone's passkey.
  const tracker = ronPhone
  await tracker.getByRole("button", { name: "Sign out of this phone" }).click()
  await tracker.getByRole("button", { name: "Sign in with this phone" }).click()
  await expect(tracker.getByText(`Signed in as ${ron.name}.`)).toBeVisible()
  const choice: UntilChoice = untilChoicesAt(Date.now()).includes("11pm") ? "11pm" : "6am"
  const label = UNTIL_LABELS[choice].replace(/^./, (first) => first.toUpperCase())
  const started = Date.now()
  await tracker.getByRole("button", { name: label }).click()
  await expect(tracker.getByRole("status").filter({ hasText: "Saved." })).toContainText(`On a track or full tonight until ${choice === "11pm" ? "11 PM" : ""}`)
  const seconds = (Date.now() - started) / 1000
  console.log(`[status] "${label}": 1 tap after signing in, saved in ${seconds.toFixed(1)} s`)
  expect(seconds).toBeLessThan(10)
  await expect(tracker.getByRole("button", { name: label })).toHaveAttribute("aria-pressed", "true")
  await expect(tracker.getByText(/It ends by itself at/)).toBeVisible()
  await shot(tracker, "tracker")
  await docShot(tracker, "2-status")
  await expectNoAxeViolations(tracker)

  // Within a minute: the open page asks again every POLL_SECONDS.
  await hunter.clock.fastForward((POLL_SECONDS + 1) * 1000)
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

test("a page shows the live status before its scripts run, and React takes it over without a mismatch", async ({ browser, viewport }) => {
  const page = await phone(browser, viewport, false)
  const problems: string[] = []
  page.on("pageerror", (error) => problems.push(error.message))
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()))
  // The app's scripts held back, as on a weak signal: what shows is the page and its early script.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/(app|framework|webpack-runtime|component---)[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  // Not to "load": the held scripts hold it.
  await page.goto(`${origin}/`, { waitUntil: "domcontentloaded" })
  await expect(statusOf(page, ron.slug)).toContainText(/On a track or full tonight until/)
  expect(await page.locator("html[data-hydrated]").count()).toBe(0)
  release()
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await expect(statusOf(page, ron.slug)).toContainText(/On a track or full tonight until/)
  expect(problems).toEqual([])
})

test("two phones of one tracker saving at once: both saves are kept in order, and the phone overtaken is told what hunters now see", async ({
  browser,
  viewport,
}) => {
  test.setTimeout(60_000)
  const first = await phone(browser, viewport)
  await setUp(first, invitations[wes.slug], wes.name)
  const second = await phone(browser, viewport)
  await setUp(second, await invite(wes), wes.name)
  for (const page of [first, second]) {
    await page.clock.install()
    await gotoHydrated(page, `${origin}/status/`)
    await expect(page.getByText(`Signed in as ${wes.name}.`)).toBeVisible()
  }
  await Promise.all([first.getByRole("button", { name: "Available" }).click(), second.getByRole("button", { name: "Off for the season" }).click()])
  for (const page of [first, second]) await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible()
  // Each screen asks again a little later: the one whose save came first learns of the other.
  for (const page of [first, second]) await page.clock.fastForward((POLL_SECONDS + 1) * 1000)
  const told = [first, second].map((page) => page.getByText(/^Changed on your .+ at .+: this is what hunters see now\.$/))
  await expect.poll(async () => (await told[0].isVisible()) !== (await told[1].isVisible())).toBe(true)
  const overtaken = (await told[0].isVisible()) ? first : second
  const winner = overtaken === first ? "Off for the season" : "Available"
  await expect(overtaken.getByRole("main").locator("[data-status]")).toHaveText(new RegExp(`^${winner}\\s*updated`), { useInnerText: true })
  await shot(overtaken, "overtaken")
  await expect(owner.getByRole("listitem").filter({ hasText: /wes-haskell \(.+\) set the status of wes-haskell/ })).toHaveCount(0)
  await owner.reload()
  await expect(owner.getByRole("listitem").filter({ hasText: /wes-haskell \(.+\) set the status of wes-haskell/ })).toHaveCount(2)
})

test("the owner's revoke signs a tracker out of every phone and takes their live status off the pages; an invitation never used can be withdrawn", async ({
  browser,
  viewport,
}) => {
  const wesPhone = await phone(browser, viewport)
  await setUp(wesPhone, await invite(wes), wes.name)
  await owner.reload()
  await owner.getByRole("button", { name: `Sign ${wes.name} out everywhere` }).click()
  await owner.getByRole("button", { name: `Yes, sign ${wes.name} out of every phone` }).click()
  await expect(owner.getByRole("status").filter({ hasText: `${wes.name} is signed out of every phone.` })).toBeVisible()
  await expect(owner.getByRole("listitem").filter({ hasText: /owner \(.+\) signed wes-haskell out everywhere \(ended: 3 phones/ })).toBeVisible()
  const response = await wesPhone.request.post(`${origin}/api/status`, { data: { tracker: wes.slug, status: "available" }, headers: { Origin: origin } })
  expect(response.status()).toBe(401)
  // The pages fall back to the status Wes's page was built with, with its date.
  const hunter = await phone(browser, viewport, false)
  await gotoHydrated(hunter, `${origin}/tracker/${wes.slug}/`)
  await expect(
    hunter
      .getByRole("main")
      .getByText(/updated Nov \d+, \d+:\d\d [AP]M|updated \d+ (h|days) ago/)
      .first(),
  ).toBeVisible()

  // A link sent to a wrong number: withdrawn before anyone used it.
  const link = await invite(gary)
  await owner.getByRole("button", { name: `Withdraw the invitation for ${gary.name}` }).click()
  await owner.getByRole("button", { name: `Yes, withdraw the invitation for ${gary.name}` }).click()
  await expect(owner.getByRole("status").filter({ hasText: `The invitation for ${gary.name} is withdrawn` })).toBeVisible()
  const stranger = await phone(browser, viewport)
  await stranger.goto(link)
  await expect(stranger.getByRole("alert")).toHaveText(/not valid any more: the site's owner withdrew it/)
})

test("with scripts off, a built status already over when the page was built reads 'Call to ask', with the date it was set, and the status screen says what setting one needs", async ({
  browser,
  viewport,
}) => {
  const page = await phone(browser, viewport, false, false)
  // Every built status in data/ was set on Nov 23: "on a track" until 11 PM that night, "available" for a day.
  for (const tracker of [trackers.find((each) => each.availability?.status === "busy")!, ron]) {
    await page.goto(`${origin}/tracker/${tracker.slug}/`)
    const status = page.getByRole("main").locator(`[data-status-of="${tracker.slug}"]`)
    await expect(status).toHaveText(/^Call to ask\s*updated Nov 23, 4:30 PM$/, { useInnerText: true })
  }
  await page.goto(`${origin}/status/`)
  const screen = page.getByRole("main")
  await expect(screen.getByText(/Setting your status needs JavaScript/)).toBeVisible()
  await expect(screen.getByRole("link", { name: /on Facebook/ })).toBeVisible()
  await expect(screen.getByText(/Checking who is signed in/)).toBeHidden()
  await shot(page, "no-script")
})

for (const [why, answer] of [
  ["down", { status: 503, body: JSON.stringify({ error: "The status service is not answering right now. Try again in a minute." }) }],
  ["over its daily limit", { status: 429, body: "error code: 1027" }],
] as const) {
  test(`with the status service ${why}, the pages show the statuses they were built with, with their times, and nothing else breaks`, async ({
    browser,
    viewport,
  }) => {
    const page = await phone(browser, viewport, false)
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    await page.route("**/api/status", (route) =>
      route.fulfill({ status: answer.status, body: answer.body, contentType: answer.status === 503 ? "application/json" : "text/plain" }),
    )
    await gotoHydrated(page, `${origin}/`)
    // The built one, over since Nov 24, and when it was set.
    await expect(statusOf(page, ron.slug)).toHaveText(/^Call to ask\s*updated \d+ days ago/, { useInnerText: true })
    await expect(
      page
        .locator(`main li[data-tracker="${ron.slug}"]`)
        .getByRole("link", { name: `Call ${ron.name}` })
        .first(),
    ).toBeVisible()
    expect(errors).toEqual([])
  })
}

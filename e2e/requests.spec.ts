/**
 * A hunter's request, from their side, on a site of its own where requests
 * reach trackers' phones (./support/request-site.ts): the form sent with
 * scripting off and the page that says whom it reached, a tracker's offer
 * on that page within seconds, "I have help", a refusal; and with scripting
 * on, the group text and the call list when the request cannot go (offline,
 * refused), what the hunter typed shown as text. The service's own checks
 * are __tests__/functions/requests.test.ts; the parts, jest's.
 */
import { expect, test, type Browser, type Page } from "@playwright/test"
import { REQUEST_API, REQUEST_PAGES, SIGNS } from "../src/shared/requests/api"
import { trackers } from "../test-support/content"
import { shotsAndAxe } from "./support/both-widths"
import { gotoHydrated } from "./support/hydration"
import { startRequestSite, type RequestSite } from "./support/request-site"

/** Two trackers of Lapeer County, where the hunter says the deer was hit. */
const ON_CALL = ["ron-vanderkolk", "cheryl-brandtner"].map((slug) => trackers.find((tracker) => tracker.slug === slug)!)
const NOTE = 'Hit behind the <b>shoulder</b> & ran to the <script>alert("creek")</script>'

let site: RequestSite
const phones = new Map<string, Awaited<ReturnType<RequestSite["onCall"]>>>()

test.describe.configure({ mode: "serial" })
test.skip(({ isMobile }) => !isMobile, "one run on the phone, with screenshots at both widths")

test.beforeAll(async () => {
  site = await startRequestSite()
  for (const tracker of ON_CALL) phones.set(tracker.slug, await site.onCall(tracker.slug))
})
test.afterAll(() => site?.close())

/** A page of its own, scripting on or off, at the project's size. */
async function hunterPage(browser: Browser, viewport: { width: number; height: number } | null, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: viewport ?? undefined, javaScriptEnabled, serviceWorkers: "block", baseURL: site.host.origin })
  return context.newPage()
}

/**
 * axe and the screenshot of a page a scripting-off browser got: axe runs as
 * a script, so the same markup is opened at its address in a page of its own
 * with scripting on (a POST's answer cannot be asked for again).
 */
async function lookAt(page: Page, browser: Browser, viewport: { width: number; height: number } | null, name: string): Promise<void> {
  const [html, url] = [await page.content(), page.url()]
  const view = await hunterPage(browser, viewport, true)
  await view.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }))
  await view.goto(url)
  await shotsAndAxe(view, `request-${name}`)
  await view.context().close()
}

/** The form filled in as a hunter without their position does. */
async function fillIn(page: Page, note = ""): Promise<void> {
  await page.getByLabel("County").selectOption({ label: "Lapeer" })
  await page.getByLabel("Town or road").fill("Imlay City, Blood Rd")
  await page.getByLabel("About when was it hit?").fill("18:40")
  await page.getByText("What you saw (if you can say)").click()
  await page.getByLabel(SIGNS["dark-blood"]).check()
  if (note) await page.getByLabel("Anything else a tracker should know").fill(note)
  await page.getByLabel("Your name").fill("Dale Hunter")
  await page.getByLabel("Your phone").fill("(810) 555-0177")
  await page.getByLabel(/Give my name, number and the shot site/).check()
}

const send = (page: Page) => page.getByRole("button", { name: "Send to available trackers" }).click()

test("with scripting off, the form submits and the request's page says whom it reached, with the call list below", async ({ browser, viewport }) => {
  const page = await hunterPage(browser, viewport, false)
  await page.goto(REQUEST_PAGES.form)
  await fillIn(page)
  await send(page)
  await expect(page).toHaveURL(new RegExp(`${REQUEST_PAGES.sent}\\?r=`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your request is out")
  await expect(page.getByText("Sent to 2 available trackers:")).toBeVisible()
  for (const tracker of ON_CALL) await expect(page.getByRole("listitem").filter({ hasText: `${tracker.name}, about` })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Call them one by one" })).toBeVisible()
  await expect(page.getByRole("link", { name: new RegExp(`^Call ${ON_CALL[0].name}`) }).first()).toHaveAttribute("href", /^tel:\+1/)
  // Nothing of the hunter's own: not their number, not a group text holding it.
  await expect(page.locator("main")).not.toContainText("555-0177")
  await expect(page.locator('a[href^="sms:"]')).toHaveCount(0)
  await lookAt(page, browser, viewport, "sent")

  // The tracker offers to come; the page shows it on the next load, scripting off.
  const [id] = site.requestIds().slice(-1)
  const offered = await phones.get(ON_CALL[1].slug)!.send("POST", REQUEST_API.answer, { id, answer: "offer", eta: 40 })
  expect(offered.status).toBe(200)
  await page.reload()
  await expect(page.getByRole("link", { name: new RegExp(`^Call ${ON_CALL[1].name}`) }).first()).toBeVisible()

  // "I have help": a plain form, answered with the page again.
  await page.getByRole("button", { name: "I have help: tell the other trackers" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have help")
  await expect(page.getByRole("button", { name: "I have help: tell the other trackers" })).toHaveCount(0)
  await page.context().close()
})

test("a tracker's offer shows on the open page within 5 s of the tap, with its Call button and arrival time", async ({ browser, viewport }) => {
  const page = await hunterPage(browser, viewport, true)
  await gotoHydrated(page, REQUEST_PAGES.form)
  await fillIn(page)
  await send(page)
  await expect(page).toHaveURL(new RegExp(`${REQUEST_PAGES.sent}\\?r=`))
  await expect(page.getByText("No answer yet.")).toBeVisible()
  const [id] = site.requestIds().slice(-1)
  const tapped = Date.now()
  expect((await phones.get(ON_CALL[0].slug)!.send("POST", REQUEST_API.answer, { id, answer: "offer", eta: 25 })).status).toBe(200)
  const call = page.locator('[data-request-part="offers"]').getByRole("link", { name: new RegExp(`^Call ${ON_CALL[0].name}`) })
  await expect(call).toBeVisible({ timeout: 5_000 })
  console.log(`[requests] the offer on the hunter's page ${Date.now() - tapped} ms after the tracker's tap`)
  await expect(page.locator('[data-request-part="offers"]')).toContainText("Can be there about")
  await shotsAndAxe(page, "request-offer")
  await page.context().close()
})

test("with scripting on and the request refused, the form says why and offers the group text to every available tracker near and the call list", async ({
  browser,
  viewport,
}) => {
  const page = await hunterPage(browser, viewport, true)
  await page.route(REQUEST_API.send, (route) =>
    route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: "Too many requests are out across the state right now." }) }),
  )
  await gotoHydrated(page, REQUEST_PAGES.form)
  await fillIn(page, NOTE)
  await send(page)
  await expect(page.getByRole("alert")).toContainText("Too many requests are out across the state right now.")
  const text = page.getByRole("link", { name: "Text all 2 available trackers" })
  const href = (await text.getAttribute("href"))!
  expect(href).toMatch(/^sms:\+1\d{10},\+1\d{10}\?body=/)
  const body = decodeURIComponent(href.split("?body=")[1])
  for (const detail of ["Hit at 6:40 PM.", "Where: Imlay City, Blood Rd, Lapeer County", "Seen: Dark red blood", "Hunter: Dale Hunter, (810) 555-0177"])
    expect(body).toContain(detail)
  // What the hunter typed shows as text: the markup in the note is words on the page, no element.
  await page.getByText("Read the text first").click()
  await expect(page.locator(".text")).toContainText('<b>shoulder</b> and ran to the <script>alert("creek")</script>')
  await expect(page.locator(".text b, .text script")).toHaveCount(0)
  for (const tracker of ON_CALL) await expect(page.getByRole("link", { name: new RegExp(`^Call ${tracker.name}`) }).first()).toBeVisible()
  await shotsAndAxe(page, "request-refused-script")
  await page.context().close()
})

test("offline, the form says so and still offers the group text and the call list, from what the phone holds", async ({ browser, viewport }) => {
  const page = await hunterPage(browser, viewport, true)
  await gotoHydrated(page, REQUEST_PAGES.form)
  await fillIn(page)
  // Started on the form with a signal: the roster and the statuses are on the phone before it goes.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith("/roster.json")))).toBe(true)
  await page.context().setOffline(true)
  await send(page)
  await expect(page.getByRole("alert")).toContainText("No signal: the request could not go.")
  await expect(page.getByRole("link", { name: "Text all 2 available trackers" })).toHaveAttribute("href", /^sms:/)
  await expect(page.getByRole("heading", { name: "Call them one by one" })).toBeVisible()
  await shotsAndAxe(page, "request-offline")
  await page.context().close()
})

test("with scripting off and the request refused, the service's page offers the group text with the details, and the call list", async ({
  browser,
  viewport,
}) => {
  const page = await hunterPage(browser, viewport, false)
  // Sent again until past the hourly allowance (this browser and this number sent earlier in the file).
  for (let sent = 0; sent < 4; sent++) {
    await page.goto(REQUEST_PAGES.form)
    await fillIn(page, NOTE)
    await send(page)
    if (new URL(page.url()).pathname === REQUEST_PAGES.sent) continue
    break
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your request did not go")
  const href = (await page.getByRole("link", { name: /^Text (all \d+ available trackers|the available tracker)$/ }).getAttribute("href"))!
  expect(href).toMatch(/^sms:/)
  await expect(page.getByRole("heading", { name: "Call them one by one" })).toBeVisible()
  await page.getByText("Read the text first").click()
  await expect(page.locator(".text")).toContainText("<b>shoulder</b>")
  await expect(page.locator(".text b")).toHaveCount(0)
  await lookAt(page, browser, viewport, "refused")
  await page.context().close()
})

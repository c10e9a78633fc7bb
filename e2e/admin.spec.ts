/**
 * The editor at /admin as a tracker uses it on a phone (the "admin"
 * project), saving through the real form into a throwaway copy of data/
 * (./support/decap.ts): Decap's screens fitted to the phone, the dial pad
 * for the number, a number another tracker has refused before saving, a
 * refused Publish told low on the screen, the preview at a desktop, and the
 * banner of a change the site refused (its function on Cloudflare's runtime,
 * test-support/host.ts). No rebuild: public/admin is served as built;
 * e2e/cms.spec.ts (opt-in) rebuilds. The tests share one decap-server.
 */
import { createHash, randomBytes } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { expect, test, type Locator, type Page } from "@playwright/test"
import { ADMIN_PHRASES } from "../src/cms/phrases"
import { BANNER_ID, DECAP, DECAP_TOAST, NOTICE_ID, SPLIT_PANE, type DecapScreen } from "../src/cms/decap-ui/selectors"
import { ROSTER_REPORT_API, type RosterReport } from "../src/shared/roster-report"
import { formatPhone } from "../src/shared/phone"
import { startLocalEditor, type LocalEditor } from "./support/decap"
import { docShot } from "./support/doc-shots"
import { startHost } from "../test-support/host"

// One decap-server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" })

const PHONE_WIDTH = 390
const DESKTOP = { width: 1280, height: 800 }
let editor: LocalEditor

test.beforeAll(async () => {
  editor = await startLocalEditor()
})

test.afterAll(async () => {
  await editor?.stop()
})

// Decap may still be asking its backend when a test's last check passes: that answer arrives before the page closes.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: "wait" }))

const trackerFile = (key: string) => path.join(editor.project, "data/trackers", `${key}.json`)
const trackerRecord = (key: string) => JSON.parse(fs.readFileSync(trackerFile(key), "utf8")) as Record<string, unknown>

/** Logs in to the local backend; Decap then opens the first collection. */
async function logIn(page: Page): Promise<void> {
  await editor.connect(page)
  await page.goto(editor.adminUrl)
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("link", { name: "Trackers", exact: true })).toBeVisible({ timeout: 20_000 })
}

/** An entry's form, reached by address (the tests of the phone's own path tap their way in). */
async function openEntry(page: Page, collection: string, key: string): Promise<void> {
  await page.goto(`${editor.adminUrl}#/collections/${collection}/entries/${key}`)
  await expect(page.locator(DECAP.controlTopbar.selector).first()).toBeVisible({ timeout: 15_000 })
}

/**
 * Replaces a text field's value as a person does. Decap's text inputs put
 * the caret back where it was after each change, so `fill` and
 * select-all-and-type append instead of replacing: delete from the end,
 * then type.
 */
async function retype(field: Locator, text: string): Promise<void> {
  await field.click()
  await field.press("End")
  const length = (await field.inputValue()).length
  for (let deleted = 0; deleted < length; deleted += 1) await field.press("Backspace")
  await expect(field).toHaveValue("")
  await field.pressSequentially(text)
  await expect(field).toHaveValue(text)
}

const phoneField = (page: Page) => page.getByLabel("Phone", { exact: true })
/** The last field of a tracker's form, 4,000 px below the phone at 390 px. */
const endOfForm = (page: Page) => page.getByText("Recovery gallery (optional)", { exact: true })
const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true })
const publishNow = (page: Page) => page.locator(DECAP.publishMenuItem.selector).filter({ hasText: "Publish now" })

/** Whether `locator`'s box lies within the phone's width and nothing else covers its middle. */
async function onScreenAndUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element, width) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return box.left >= 0 && box.right <= width && box.top >= 0 && box.bottom <= window.innerHeight && Boolean(top && element.contains(top))
  }, PHONE_WIDTH)
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/** Where a message is on the screen: its top and bottom, in px from the top of the viewport. */
async function placeOf(locator: Locator): Promise<{ top: number; bottom: number; viewport: number }> {
  const box = (await locator.boundingBox())!
  const viewport = locator.page().viewportSize()!.height
  return { top: Math.round(box.y), bottom: Math.round(box.y + box.height), viewport }
}

/** In the lower half of the screen, where the thumb is, and wholly on it. */
async function expectWhereTheThumbIs(locator: Locator, what: string): Promise<void> {
  const place = await placeOf(locator)
  console.log(`[admin] ${what}: ${place.top}-${place.bottom} px of ${place.viewport}`)
  test.info().annotations.push({ type: what, description: `${place.top}-${place.bottom} px of ${place.viewport}` })
  expect({ what, top: place.top >= place.viewport / 2, bottom: place.bottom <= place.viewport }).toEqual({ what, top: true, bottom: true })
}

test.describe("a tracker on a phone", () => {
  test("finds no status screen (that is /status/), and types the number on the dial pad", async ({ page }) => {
    await logIn(page)
    await expect(page.getByRole("link", { name: "Tonight" })).toHaveCount(0)
    await page.getByRole("link", { name: "Trackers" }).tap()
    await page.getByRole("link", { name: "Ron Vanderkolk" }).tap()
    await expect(phoneField(page)).toHaveAttribute("type", "tel")
    await expect(phoneField(page)).toHaveAttribute("inputmode", "tel")
    await expect(phoneField(page)).toHaveValue("8105550112")
    // The status the pages are built with stays in the file, out of the form.
    await expect(page.locator(DECAP.controlTopbar.selector).filter({ hasText: /^Status/ })).toHaveCount(0)
    await docShot(page, "4-tracker-form")
  })

  test("a number another tracker has is refused before saving, in plain words at the bottom of the screen, and the file is left as it was", async ({
    page,
  }) => {
    const wes = trackerRecord("wes-haskell")
    const before = fs.readFileSync(trackerFile("ron-vanderkolk"), "utf8")
    await logIn(page)
    await openEntry(page, "trackers", "ron-vanderkolk")
    await phoneField(page).fill(formatPhone(String(wes.phone)))
    await publishButton(page).tap()
    await publishNow(page).tap()
    const refusal = page.locator(DECAP_TOAST).filter({ hasText: "Not saved:" })
    await expect(refusal).toHaveText(
      `Not saved: Phone: ${formatPhone(String(wes.phone))} is also the number of Wes Haskell (data/trackers/wes-haskell.json). Check the number; if the line is shared on purpose, tick "This number is a shared line" in each.`,
    )
    await expectWhereTheThumbIs(refusal, "'Not saved' for a shared number")
    await docShot(page, "5-refused-before-saving")
    expect(fs.readFileSync(trackerFile("ron-vanderkolk"), "utf8")).toBe(before)
  })
})

test.describe("Decap's screens at 390 px", () => {
  /** Every selector the admin's styles and scripts rely on that belongs to `screen` matches something there. */
  async function expectSelectorsMatch(page: Page, screen: DecapScreen): Promise<void> {
    const parts = Object.entries(DECAP).filter(([, part]) => part.on === screen)
    const counts = await page.evaluate(
      (selectors) => selectors.map(([name, selector]) => [name, document.querySelectorAll(selector).length] as const),
      parts.map(([name, part]) => [name, part.selector] as const),
    )
    expect({ screen, unmatched: counts.filter(([, count]) => count === 0).map(([name]) => name) }).toEqual({ screen, unmatched: [] })
  }

  test("fit the phone: the collection list, the form with Publish, the media library's Upload button", async ({ page }) => {
    await logIn(page)
    await page.getByRole("link", { name: "Trackers" }).tap()
    await expectSelectorsMatch(page, "collection")
    await expect.poll(() => onScreenAndUncovered(page.getByRole("link", { name: "Brian Delisle" }))).toBe(true)
    await expect(page.getByRole("link", { name: "Create entry of type Tracker" })).toBeInViewport()
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH)

    await openEntry(page, "trackers", "kaylee-ostrander")
    await expectSelectorsMatch(page, "editor")
    await expect(page.locator(`${DECAP.splitPane.selector} > ${SPLIT_PANE.form}`)).toBeVisible()
    await expect(page.locator("#preview-pane")).toBeHidden()
    expect(await onScreenAndUncovered(page.getByRole("button", { name: "Published" }))).toBe(true)
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH)
    const fullName = page.getByLabel("Full name")
    expect((await fullName.boundingBox())?.width).toBeGreaterThan(PHONE_WIDTH - 60)

    const chooseImage = page.getByRole("button", { name: /Choose (an|different) image/ }).first()
    await chooseImage.scrollIntoViewIfNeeded()
    await chooseImage.tap()
    await expectSelectorsMatch(page, "media library")
    await expect.poll(() => onScreenAndUncovered(page.locator(DECAP.mediaUpload.selector))).toBe(true)
    await page.screenshot({ path: test.info().outputPath("media-library-390.png") })
    await expect.poll(() => onScreenAndUncovered(page.locator(DECAP.mediaClose.selector))).toBe(true)
    await expect.poll(() => onScreenAndUncovered(page.getByRole("button", { name: "Choose selected" }))).toBe(true)
  })

  test("a refused Publish on the long form brings the first marked field into view and says what to fix in the lower half of the screen", async ({ page }) => {
    await logIn(page)
    await openEntry(page, "trackers", "brian-delisle")
    await phoneField(page).fill("555")
    // Down at the end of the form, where a tracker is after editing the gallery, far from the phone.
    await endOfForm(page).scrollIntoViewIfNeeded()
    await expect(phoneField(page)).not.toBeInViewport()
    await publishButton(page).tap()
    await expectSelectorsMatch(page, "publish menu")
    await publishNow(page).tap()
    await expect(page.locator(DECAP.errorList.selector)).toHaveCount(1)
    await expectSelectorsMatch(page, "refused publish")
    const notice = page.locator(`#${NOTICE_ID}`)
    await expect(notice).toHaveText(/^Not saved: Phone: Type a 10-digit US number/)
    await expectWhereTheThumbIs(notice, "a refused Publish's message (a pattern)")
    await expect(page.locator(DECAP.errorList.selector)).toBeInViewport()
    await docShot(page, "6-refused-publish")

    // A required field left empty: Decap's own message, at the bottom too, and the field in view.
    // Tapping the field to fix it puts the message away.
    await phoneField(page).tap()
    await expect(notice).toHaveCount(0)
    await phoneField(page).fill("(810) 555-0133")
    await retype(page.getByLabel("Dog 1", { exact: true }), "x")
    await page.getByLabel("Dog 1", { exact: true }).press("Backspace")
    await endOfForm(page).scrollIntoViewIfNeeded()
    await publishButton(page).tap()
    await publishNow(page).tap()
    const required = page.locator(DECAP_TOAST).filter({ hasText: "Not saved:" })
    await expect(required).toContainText("some fields need fixing")
    await expectWhereTheThumbIs(required, "a refused Publish's message (a required field)")
    await expect(page.locator(DECAP.errorList.selector)).toBeInViewport()
    await expect(notice).toHaveCount(0)
  })
})

test.describe("an editor at a desktop", () => {
  test.use({ viewport: DESKTOP, isMobile: false, hasTouch: false })

  test("sees the entry beside the site's own page for it, and markup typed into a field shows there as text", async ({ page }) => {
    await logIn(page)
    await openEntry(page, "trackers", "doug-wendtland")
    const preview = page.frameLocator("#preview-pane")
    await expect(preview.getByRole("heading", { level: 1, name: "Doug Wendtland" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Published" })).toBeInViewport()
    expect(await pageWidth(page)).toBeLessThanOrEqual(DESKTOP.width)

    const markup = `<img src="x" onerror="parent.__ran = true"><b>bold</b>`
    const experience = page.getByLabel("Experience", { exact: true })
    await experience.click()
    await experience.press("End")
    await experience.pressSequentially(markup)
    await expect(preview.getByText(markup)).toBeVisible()
    await expect(preview.locator('img[src="x"], b')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined()
  })
})

test.describe("a change the site refused", () => {
  const report: RosterReport = {
    refusedAt: "2026-11-23T21:15:00.000Z",
    commit: "0123456789abcdef0123456789abcdef01234567",
    problems: [
      {
        file: "data/trackers/ron-vanderkolk.json",
        field: "phone",
        message: "(810) 555-0142 is also the number of Wes Haskell (data/trackers/wes-haskell.json). Check the number.",
      },
    ],
  }
  const sentence = ADMIN_PHRASES.refusedChange(report.problems[0].file, report.problems[0].message)

  test("is shown above the editor, from the site's report, in plain words", async ({ page }) => {
    // The live admin, under its own headers, with the report the deploy workflow sent.
    const token = randomBytes(32).toString("base64url")
    const host = await startHost(undefined, { bindings: { ROSTER_REPORT_TOKEN_SHA256: createHash("sha256").update(token).digest("hex") } })
    try {
      await page.goto(`${host.origin}/admin/`)
      await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible({ timeout: 20_000 })
      await expect(page.locator(`#${BANNER_ID}`)).toHaveCount(0)
      await docShot(page, "3-admin-login")
      const put = await fetch(`${host.origin}${ROSTER_REPORT_API}`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify(report),
      })
      expect(put.status).toBe(200)
      await page.goto(`${host.origin}/admin/`)
      const banner = page.locator(`#${BANNER_ID}`)
      await expect(banner).toContainText(sentence)
      expect(sentence).toBe(
        "Your change to data/trackers/ron-vanderkolk.json was not published: (810) 555-0142 is also the number of Wes Haskell (data/trackers/wes-haskell.json). Check the number. Fix it and Publish again.",
      )
      await expect(banner).toBeInViewport()
      await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible({ timeout: 20_000 })
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH)
    } finally {
      await host.close()
    }

    // Signed in, in the entry's form: the banner stays, and the editor starts below it, Publish on screen.
    await page.route(`**${ROSTER_REPORT_API}`, (route) => route.fulfill({ json: report }))
    await logIn(page)
    await openEntry(page, "trackers", "ron-vanderkolk")
    await expect(page.locator(`#${BANNER_ID}`)).toContainText(sentence)
    expect(await onScreenAndUncovered(page.locator(`#${BANNER_ID} li`))).toBe(true)
    expect(await onScreenAndUncovered(page.getByRole("button", { name: "Published" }))).toBe(true)
    await docShot(page, "7-refused-change")
  })
})

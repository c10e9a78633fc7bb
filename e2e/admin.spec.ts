/**
 * The editor at /admin as a tracker uses it, on a phone (the "admin"
 * project: 390 x 844, touch), saving through the real form into a throwaway
 * copy of data/ (./support/decap): tonight's status in a few taps, and
 * Decap's own screens fitted to the phone (src/cms/decap-ui/). No rebuild:
 * the built public/admin is served as it is. e2e/cms.spec.ts (opt-in)
 * rebuilds the site from an entry added through the form.
 *
 * The tests log in on their own pages and share one decap-server.
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test, type Locator, type Page } from "@playwright/test"
import { DECAP, SPLIT_PANE, type DecapScreen } from "../src/cms/decap-ui/selectors"
import { STATUS_WORDS as STATUS_NAMES } from "../src/status/availability"
import { startLocalEditor, type LocalEditor } from "./support/decap"

// One decap-server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" })

const PHONE_WIDTH = 390
let editor: LocalEditor

type Json = Record<string, unknown>
const trackerFile = (key: string) => path.join(editor.project, "data/trackers", `${key}.json`)
const readText = (file: string) => fs.readFileSync(file, "utf8")
const readTracker = (key: string) => JSON.parse(readText(trackerFile(key))) as Json
/** The tracker's file once decap-server has finished writing it (undefined while it is half-written). */
const savedTracker = (key: string): Json | undefined => {
  try {
    return readTracker(key)
  } catch {
    return undefined
  }
}

test.beforeAll(async () => {
  editor = await startLocalEditor()
})

test.afterAll(async () => {
  await editor?.stop()
})

/** Logs in to the local backend; Decap then opens the first collection. */
async function logIn(page: Page): Promise<void> {
  await editor.connect(page)
  await page.goto(editor.adminUrl)
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("link", { name: "Tonight" })).toBeVisible({ timeout: 20_000 })
}

/** An entry's form, reached by address (the tests of the phone's own path tap their way in). */
async function openEntry(page: Page, collection: string, key: string): Promise<void> {
  await page.goto(`${editor.adminUrl}#/collections/${collection}/entries/${key}`)
  await expect(page.locator(DECAP.controlTopbar.selector).first()).toBeVisible({ timeout: 15_000 })
}

/**
 * Replaces a text field's value as a person does. Decap's inputs put the
 * caret back where it was after each change, so `fill` and select-all-and-type
 * append instead of replacing: delete from the end, then type.
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

test.describe("a tracker on a phone", () => {
  test("sets tonight's status in five taps, from the screen the admin opens on", async ({ page }, testInfo) => {
    await logIn(page)
    // The admin opens its first collection: Tonight, the tracker's status screen.
    await expect(page).toHaveURL(/#\/collections\/tonight$/)
    const entry = page.getByRole("link", { name: "Ron Vanderkolk" })
    await expect.poll(() => onScreenAndUncovered(entry), { message: "the tracker list is on screen, not under the sidebar" }).toBe(true)
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH)

    const before = readTracker("ron-vanderkolk")
    let taps = 0
    const tap = async (target: Locator) => {
      taps += 1
      await target.tap()
    }
    const started = Date.now()
    await tap(entry)
    // The status as it stands, which is what a tracker taps to change it.
    const status = page.locator(DECAP.controlTopbar.selector).filter({ hasText: "Status" }).locator("..").getByText(STATUS_NAMES.available, { exact: true })
    await expect(status).toBeVisible()
    // The whole screen: the status, the optional "until" and Publish, without scrolling.
    await expect(publishButton(page).or(page.getByRole("button", { name: "Published" }))).toBeInViewport()
    await expect(page.locator('label[for^="until-field"]')).toBeInViewport()
    await page.screenshot({ path: testInfo.outputPath("tonight-390.png") })
    expect(await onScreenAndUncovered(page.getByRole("button", { name: "Clear" }))).toBe(true)
    await tap(status)
    await tap(page.getByText(STATUS_NAMES.busy, { exact: true }))
    await tap(publishButton(page))
    await tap(publishNow(page))
    await expect.poll(() => (savedTracker("ron-vanderkolk")?.availability as Json | undefined)?.status).toBe("busy")
    const seconds = (Date.now() - started) / 1000
    testInfo.annotations.push({ type: "status from a phone", description: `${taps} taps, ${seconds.toFixed(1)} s in the browser` })
    console.log(`Tonight's status at ${PHONE_WIDTH} px: ${taps} taps, ${seconds.toFixed(1)} s`)
    expect(taps).toBe(5)

    // (b) The status is stamped with the time it was saved, and the profile is kept whole.
    const after = readTracker("ron-vanderkolk")
    const availability = after.availability as Json
    expect(availability.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
    expect(Math.abs(Date.parse(String(availability.updatedAt)) - Date.now())).toBeLessThan(60_000)
    expect({ ...after, availability: undefined }).toEqual({ ...before, availability: undefined })
  })
})

test.describe("Decap's screens at 390 px", () => {
  /** Every selector the admin's styles and scripts rely on that belongs to `screen` matches something there. */
  async function expectSelectorsMatch(page: Page, screen: DecapScreen): Promise<void> {
    const parts = Object.entries(DECAP).filter(([, part]) => part.on === screen)
    const counts = await page.evaluate((selectors) => selectors.map(([name, selector]) => [name, document.querySelectorAll(selector).length] as const), parts.map(([name, part]) => [name, part.selector] as const))
    expect({ screen, unmatched: counts.filter(([, count]) => count === 0).map(([name]) => name) }).toEqual({ screen, unmatched: [] })
  }

  test("fit the phone: the collection list, the form with Publish, the media library's Upload button", async ({ page }) => {
    await logIn(page)
    await page.getByRole("link", { name: "Trackers" }).tap()
    await expectSelectorsMatch(page, "collection")
    await expect.poll(() => onScreenAndUncovered(page.getByRole("link", { name: "Brian Delisle" }))).toBe(true)
    await expect(page.getByRole("link", { name: "New Tracker" })).toBeInViewport()
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

  test("the selectors for the Publish menu and a refused Publish still match", async ({ page }) => {
    await logIn(page)
    await openEntry(page, "trackers", "brian-delisle")
    await retype(page.getByLabel("Phone", { exact: true }), "555")
    await publishButton(page).click()
    await expectSelectorsMatch(page, "publish menu")
    await publishNow(page).click()
    await expect(page.locator(DECAP.errorList.selector)).toHaveCount(1)
    await expectSelectorsMatch(page, "refused publish")
  })
})

/**
 * The editor at /admin as a tracker uses it, on a phone (the "admin"
 * project: 390 x 844, touch), saving through the real form into a throwaway
 * copy of data/ (./support/decap): Decap's own screens fitted to the phone
 * (src/cms/decap-ui/). Trackers set their status on /status/, not here
 * (e2e/status.spec.ts). No rebuild:
 * the built public/admin is served as it is. e2e/cms.spec.ts (opt-in)
 * rebuilds the site from an entry added through the form.
 *
 * The tests log in on their own pages and share one decap-server.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { DECAP, SPLIT_PANE, type DecapScreen } from "../src/cms/decap-ui/selectors"
import { startLocalEditor, type LocalEditor } from "./support/decap"

// One decap-server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" })

const PHONE_WIDTH = 390
let editor: LocalEditor

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
  await expect(page.getByRole("link", { name: "Trackers" })).toBeVisible({ timeout: 20_000 })
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

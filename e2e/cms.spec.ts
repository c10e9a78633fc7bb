/**
 * The editor at /admin end to end: a tracker creates a profile with a
 * photo, is stopped by a 9-digit phone, fixes it and saves; the files pass
 * the content check and a rebuild publishes the page with the processed
 * photo. Nothing touches the repository: it runs on a temporary copy of the
 * project (./support/decap.ts over it). Opt-in (`npm run test:cms`), not in
 * `npm test` or CI: the rebuild cannot be warm, since Gatsby's .cache holds
 * absolute paths, and rebuilding the checkout would change the public/ the
 * other browser tests read. e2e/admin.spec.ts covers the rest, in CI.
 */
import { spawn } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import sharp from "sharp"
import { copyProject } from "../test-support/project-copy"
import { checkContent } from "../src/content/check"
import { metaOf } from "../src/content/fields"
import { trackerSchema } from "../src/content/types/tracker"
import { smsHref } from "../src/shared/sms"
import { settings } from "../test-support/content"
import { startLocalEditor, type LocalEditor } from "./support/decap"

const ROOT = path.resolve(__dirname, "..")
/** What the form says under a phone it refuses (src/content/fields.ts, phone()). */
const PHONE_MESSAGE = metaOf(trackerSchema.shape.phone).formPattern![1]
/** Where the rebuilt copy is looked at: an origin Playwright answers from the copy's public/. */
const REBUILT = "http://rebuilt.test"

const NEW_TRACKER = { name: "Jane Doe", phone: "8105550199" }
/** The file name Decap makes from the name (the collection's fileName), which is also the page's address. */
const KEY = "jane-doe"
const PHOTO_NAME = `${KEY}.jpg`

let project: string
let editor: LocalEditor
let photo: Buffer

/** A real photo-like JPEG (a dusk sky over a field), as a phone would upload one. */
function makePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#24435c"/><stop offset="1" stop-color="#e3a25a"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#sky)"/><rect y="560" width="800" height="240" fill="#4b5a2a"/>
    <circle cx="400" cy="470" r="110" fill="#7a4b2a"/><circle cx="400" cy="330" r="70" fill="#c9956b"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}

/** `gatsby build` in the copy; resolves with the seconds it took. */
function rebuild(logFile: string): Promise<number> {
  const started = performance.now()
  const log = fs.openSync(logFile, "w")
  const child = spawn(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: project,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    stdio: ["ignore", log, log],
  })
  return new Promise((resolve, reject) => {
    child.on("error", reject)
    child.on("exit", (code) => {
      fs.closeSync(log)
      if (code === 0) resolve((performance.now() - started) / 1000)
      else reject(new Error(`gatsby build in the copy failed (exit ${code}); see ${logFile}`))
    })
  })
}

const CONTENT_TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".json": "application/json", ".css": "text/css" }

/** Answers `origin` from a built public/ folder, as a static host would (folders → index.html, else 404). */
async function serveFolder(page: Page, origin: string, folder: string): Promise<void> {
  await page.route(`${origin}/**`, async (route) => {
    const pathname = decodeURIComponent(new URL(route.request().url()).pathname)
    const file = path.join(folder, pathname.endsWith("/") ? `${pathname}index.html` : pathname)
    if (!file.startsWith(folder) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      await route.fulfill({ status: 404, path: path.join(folder, "404.html"), contentType: "text/html" })
      return
    }
    const type = CONTENT_TYPES[path.extname(file)]
    await route.fulfill({ path: file, ...(type ? { contentType: type } : {}) })
  })
}

test.describe("an editor adds a tracker", () => {
  // The second test rebuilds what the first one saved.
  test.describe.configure({ mode: "serial" })

  test.beforeAll(async () => {
    // No .cache or public/: Gatsby's cache holds absolute paths, so a copied one is not warm
    // (every image is processed again); the copy builds cold.
    project = copyProject()
    editor = await startLocalEditor(project)
    photo = await makePhoto()
  })

  // Decap may still be asking its backend when a test's last check passes: that answer arrives before the page closes.
  test.afterEach(async ({ page }) => page.unrouteAll({ behavior: "wait" }))

  test.afterAll(async () => {
    await editor?.stop()
  })

  test("a tracker adds a profile with a photo through the form, and a bad phone is caught before saving", async ({ page }) => {
    test.setTimeout(120_000)
    await editor.connect(page)
    await page.goto(editor.adminUrl)
    await page.getByRole("button", { name: "Login" }).click()
    await expect(page.getByRole("link", { name: "Trackers" }).first()).toBeVisible({ timeout: 30_000 })

    await page.goto(`${editor.adminUrl}#/collections/trackers/new`)
    await expect(page.getByLabel("Full name")).toBeVisible({ timeout: 20_000 })
    await page.getByLabel("Full name").fill(NEW_TRACKER.name)
    await page.getByLabel("Phone", { exact: true }).fill(NEW_TRACKER.phone)
    await page.getByLabel("Years tracking").fill("3")
    await page.getByLabel("Town", { exact: true }).fill("Caro")
    await page.getByLabel("Latitude", { exact: true }).fill("43.4911")
    await page.getByLabel("Longitude", { exact: true }).fill("-83.3969")
    await page.getByLabel("Home county").click()
    await page.keyboard.type("Tuscola")
    // Decap lists the counties once they load; its menu items have no option role (a hidden copy of the typed text sits beside them).
    await page.locator(`div:text-is("Tuscola"):visible`).click()
    await page.getByLabel("Tracks", { exact: true }).click()
    await page.keyboard.type("Deer")
    await page.keyboard.press("Enter")

    // The photo: Choose an image → Upload → the file from the computer → Choose selected.
    await page.getByRole("button", { name: "Choose an image" }).click()
    await page.locator('input[type="file"]').setInputFiles({ name: PHOTO_NAME, mimeType: "image/jpeg", buffer: photo })
    await expect(page.getByText(PHOTO_NAME).first()).toBeVisible({ timeout: 20_000 })
    await page.getByRole("button", { name: "Choose selected" }).click()
    await expect(page.getByRole("button", { name: "Choose different image" })).toBeVisible()

    await page.getByLabel("Dog 1", { exact: true }).fill("Scout — wirehaired dachshund")
    await page.getByLabel("Experience", { exact: true }).fill("Three seasons on blood trails around Caro.")
    await page.getByLabel("About you").fill("Jane grew up hunting near Caro and trains her dog on blood lines.")
    // The preview is the site's profile view, with the photo just uploaded and the Text button's template.
    const preview = page.frameLocator("#preview-pane")
    await expect(preview.getByRole("heading", { level: 1, name: NEW_TRACKER.name })).toBeVisible()
    await expect(preview.getByRole("img", { name: `Portrait of ${NEW_TRACKER.name}` })).toHaveJSProperty("complete", true)
    await expect(preview.getByRole("link", { name: /^Text/ })).toHaveAttribute("href", smsHref(NEW_TRACKER.phone, settings.textTemplate))
    // The form's top beside the preview's: the photo, the name and the call buttons.
    await page.getByLabel("Full name").scrollIntoViewIfNeeded()
    await preview.getByRole("heading", { level: 1 }).scrollIntoViewIfNeeded()

    // A digit goes missing. Decap's text input restores its own caret after each change, so
    // `fill` and select-all append instead of replacing: edit at the end, as an editor would.
    const phone = page.getByLabel("Phone", { exact: true })
    await phone.click()
    await page.keyboard.press("End")
    await page.keyboard.press("Backspace")
    await expect(phone).toHaveValue(NEW_TRACKER.phone.slice(0, 9))
    await page.getByRole("button", { name: "Publish" }).click()
    await page.getByText("Publish now").click()
    await expect(page.getByText(PHONE_MESSAGE)).toBeVisible()
    await phone.scrollIntoViewIfNeeded()
    const saved = path.join(project, "data/trackers", `${KEY}.json`)
    expect(fs.existsSync(saved)).toBe(false)

    await phone.click()
    await page.keyboard.press("End")
    await page.keyboard.type(NEW_TRACKER.phone.slice(9))
    await expect(phone).toHaveValue(NEW_TRACKER.phone)
    await page.getByRole("button", { name: "Publish" }).click()
    await page.getByText("Publish now").click()
    await expect.poll(() => fs.existsSync(saved), { timeout: 20_000 }).toBe(true)
    await expect(page.getByText(PHONE_MESSAGE)).toHaveCount(0)

    const record = JSON.parse(fs.readFileSync(saved, "utf8")) as Record<string, unknown>
    expect(record).toMatchObject({
      ...NEW_TRACKER,
      yearsTracking: 3,
      homeCounty: "tuscola",
      species: ["deer"],
      baseTown: { name: "Caro", latitude: 43.4911, longitude: -83.3969 },
    })
    // Relative to the JSON file, so Gatsby's File @fileByRelativePath finds it and sharp processes it.
    expect(record.image).toBe(`../images/trackers/${PHOTO_NAME}`)
    const stored = path.resolve(path.dirname(saved), String(record.image))
    expect(path.relative(project, stored)).toBe(path.join("data", "images", "trackers", PHOTO_NAME))
    const digest = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex")
    expect(digest(fs.readFileSync(stored))).toBe(digest(photo))
    expect((await checkContent(project)).errors).toEqual([])
  })

  test("a rebuild publishes the new profile page with the processed photo, and the home directory lists it", async ({ page }, testInfo) => {
    // A cold build of the whole site: minutes on a busy 2-core machine.
    test.setTimeout(20 * 60_000)
    const seconds = await rebuild(testInfo.outputPath("gatsby-build.log"))
    console.log(`Rebuild of the copy with the new tracker: ${seconds.toFixed(1)} s`)
    testInfo.annotations.push({ type: "rebuild", description: `${seconds.toFixed(1)} s` })

    const publicDir = path.join(project, "public")
    await serveFolder(page, REBUILT, publicDir)
    await page.goto(`${REBUILT}/tracker/${KEY}/`)
    await expect(page.getByRole("heading", { level: 1, name: NEW_TRACKER.name })).toBeVisible()
    await expect(page.getByRole("link", { name: "(810) 555-0199", exact: true })).toHaveAttribute("href", `tel:+1${NEW_TRACKER.phone}`)

    // The portrait went through sharp: a <picture> whose files are under /static/, and it loads.
    const portrait = page.getByRole("img", { name: new RegExp(NEW_TRACKER.name) }).first()
    await expect(portrait).toHaveAttribute("src", /^\/static\/[0-9a-f]+\/[0-9a-f]+\/jane-doe\.jpg$/)
    await expect(portrait.locator("xpath=preceding-sibling::source")).not.toHaveCount(0)
    await portrait.scrollIntoViewIfNeeded()
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
    for (const srcset of await portrait
      .locator("xpath=preceding-sibling::source")
      .evaluateAll((sources) => sources.map((source) => source.getAttribute("srcset") ?? ""))) {
      expect(srcset).toMatch(/^\/static\//)
    }

    await page.goto(`${REBUILT}/`)
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: NEW_TRACKER.name }) })
    await expect(card).toHaveCount(1)
    await expect(card.getByRole("link", { name: new RegExp(`View profile of ${NEW_TRACKER.name}`) })).toHaveAttribute("href", `/tracker/${KEY}/`)
    await expect(card.getByRole("img", { name: new RegExp(NEW_TRACKER.name) })).toHaveAttribute("src", /^\/static\//)
  })
})

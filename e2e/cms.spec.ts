/**
 * The editor at /admin, end to end in Chromium: a tracker creates a profile
 * through the form, is stopped by a 9-digit phone, fixes it, and the saved
 * file passes the same check the build runs.
 *
 * Opt-in (`npm run test:cms`, the "cms" project): it needs decap-server,
 * which `gatsby serve` does not run. The spec starts its own decap-server on
 * port 8082 over a temporary copy of data/, so the repository's data/ is
 * never touched, and points the admin's local backend (localhost:8081) at it.
 *
 * With CMS_SCREENSHOTS=1 it also writes the small screenshots CONTENT.md shows.
 */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import sharp from "sharp"
import { validateContent } from "../src/content/validate"

const ROOT = path.resolve(__dirname, "..")
const DECAP_PORT = 8082
const DECAP_API = `http://127.0.0.1:${DECAP_PORT}/api/v1`
const PHONE_MESSAGE = 'phone must be exactly 10 digits with no spaces, dashes, brackets or letters, e.g. "8105550142".'
const SHOTS = process.env.CMS_SCREENSHOTS ? path.join(ROOT, "docs/cms") : undefined

let workdir: string
let server: ChildProcess

async function decapServerUp(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(DECAP_API, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action: "info" }) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`decap-server did not start on ${DECAP_API}`)
}

/** A documentation screenshot: small, palette PNG (CONTENT.md embeds these). */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return
  const png = await page.screenshot()
  await sharp(png).png({ palette: true, quality: 70, compressionLevel: 9, effort: 10 }).toFile(path.join(SHOTS, `${name}.png`))
}

test.beforeAll(async () => {
  workdir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"))
  fs.cpSync(path.join(ROOT, "data"), path.join(workdir, "data"), { recursive: true })
  server = spawn(process.execPath, [path.join(ROOT, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(DECAP_PORT), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: workdir, LOG_LEVEL: "error" },
    stdio: "inherit",
  })
  await decapServerUp()
})

test.afterAll(() => {
  server?.kill()
  fs.rmSync(workdir, { recursive: true, force: true })
})

test.beforeEach(async ({ page }) => {
  // The admin asks for decap-server where `npm run cms` runs it; answer from this spec's own server.
  await page.route("http://localhost:8081/api/v1", async (route) => {
    const response = await route.fetch({ url: DECAP_API })
    await route.fulfill({ response, headers: { ...response.headers(), "access-control-allow-origin": "*" } })
  })
})

test("a tracker adds a profile through the form and a bad phone is caught before saving", async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("link", { name: /Trackers/ }).first()).toBeVisible({ timeout: 30_000 })
  await shoot(page, "1-collections")

  await page.goto("/admin/#/collections/trackers/new")
  await expect(page.getByLabel("Full name")).toBeVisible({ timeout: 20_000 })
  await page.getByLabel("Profile address (slug)").fill("jane-doe")
  await page.getByLabel("Full name").fill("Jane Doe")
  await page.getByLabel("Phone (10 digits)").fill("810555019")
  await page.getByLabel("Years tracking").fill("3")
  await page.getByLabel("Home county").click()
  await page.keyboard.type("tuscola")
  await page.keyboard.press("Enter")
  await page.getByLabel("First dog").fill("Scout — wirehaired dachshund")
  await page.getByLabel("Experience (one or two sentences)").fill("Three seasons on blood trails around Caro.")
  await page.getByLabel("About you").fill("Jane grew up hunting near Caro and trains her dog on blood lines.")
  await shoot(page, "2-new-tracker")

  await page.getByRole("button", { name: "Publish" }).click()
  await page.getByText("Publish now").click()
  await expect(page.getByText(PHONE_MESSAGE)).toBeVisible()
  await page.getByLabel("Phone (10 digits)").scrollIntoViewIfNeeded()
  await shoot(page, "3-phone-error")
  expect(fs.existsSync(path.join(workdir, "data/trackers/jane-doe.json"))).toBe(false)

  // Decap's text input restores its own caret after each change, so `fill` and select-all
  // append instead of replacing: add the missing digit as an editor would.
  await page.getByLabel("Phone (10 digits)").click()
  await page.keyboard.press("End")
  await page.keyboard.type("9")
  await expect(page.getByLabel("Phone (10 digits)")).toHaveValue("8105550199")
  await page.getByRole("button", { name: "Publish" }).click()
  await page.getByText("Publish now").click()
  const saved = path.join(workdir, "data/trackers/jane-doe.json")
  await expect.poll(() => fs.existsSync(saved), { timeout: 20_000 }).toBe(true)
  await expect(page.getByText(PHONE_MESSAGE)).toHaveCount(0)

  const record = JSON.parse(fs.readFileSync(saved, "utf8")) as Record<string, unknown>
  expect(record).toMatchObject({ slug: "jane-doe", name: "Jane Doe", phone: "8105550199", yearsTracking: 3, homeCounty: "tuscola", isApprentice: false })
  const report = validateContent(workdir)
  expect(report.errors).toEqual([])
})

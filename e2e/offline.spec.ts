/**
 * Issue 8, point 1: after one online visit the site works with no network.
 *
 * Each test serves the built site from its own static host (the `_headers`
 * rules applied, so the CSP and sw.js's caching are what a phone gets; a new
 * port, so no service worker is left from another test). "Offline" is
 * Playwright's context.setOffline(true) *and* the host shut down, so a page
 * that still loads can only have come from the service worker; one test
 * checks that setOffline alone also stops the service worker's own fetches
 * in this Chromium.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium, expect, test, type Locator, type Page, type Response } from "@playwright/test"
import { FIELD_LABELS } from "../src/copy"
import { SERVICE_WORKER_PATH } from "../src/site"
import { counties, formatted, settings, trackers } from "./support/content"
import { gotoHydrated } from "./support/hydration"
import { startStaticHost, type StaticHost } from "./support/static-host"
import { PUBLIC_DIR } from "./support/weight"

// The one spec that lets service workers run (playwright.config.ts blocks them for the others).
test.use({ serviceWorkers: "allow" })

let host: StaticHost

test.afterEach(async () => {
  await host.close()
})

const tracker = trackers.find((candidate) => candidate.image) ?? trackers[0]
const county = counties.find((candidate) => candidate.slug === tracker.homeCounty) ?? counties[0]
const photoAlt = (name: string) => `Illustrated portrait of ${name} with a tracking dog`

const offlineNote = (page: Page) => page.locator("#trackers").getByRole("status")

/** The first visit: the home page, online, until the note says the site is stored. */
async function visitOnline(page: Page): Promise<void> {
  if (page.url() !== `${host.origin}/`) await page.goto(`${host.origin}/`)
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  // The whole precache downloads in the background first (about 3.4 MB stored, 0.8 MB on the wire).
  await expect(offlineNote(page)).toContainText(FIELD_LABELS.offline, { timeout: 30_000 })
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

/** No network for the browser, and no server to reach anyway. */
async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true)
  await host.close()
  await expect(page.request.get(`${host.origin}/`)).rejects.toThrow()
}

async function expectServedOffline(response: Response | null, route: string): Promise<void> {
  expect(response, route).not.toBeNull()
  expect(response?.status(), route).toBe(200)
  expect(response?.fromServiceWorker(), `${route} comes from the service worker`).toBe(true)
}

async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
}

async function expectCallLinks(page: Page, expected: readonly { name: string; phone: string }[]): Promise<void> {
  for (const { name, phone } of expected) {
    const call = page.getByRole("main").getByRole("link", { name: new RegExp(`^Call( Now)? ${name}`) }).first()
    await expect(call).toHaveAttribute("href", `tel:+1${phone}`)
    await expect(call).toContainText(formatted(phone))
  }
}

const inCounty = (slug: string) =>
  trackers.filter((candidate) => candidate.homeCounty === slug || (candidate.servesCounties ?? []).some((served) => served === slug))

async function expectHome(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 2, name: "Our Trackers" })).toBeVisible()
  await expect(page.locator('#trackers a[href^="tel:"]')).toHaveCount(trackers.length)
  await expectCallLinks(page, trackers)
  // The wait-time guide and the tips: text, table and picture.
  await expect(page.locator("#contact")).toContainText(settings.waitTimes[0].label)
  await expectImageLoaded(page.getByRole("img", { name: settings.home.waitGuideAlt }))
}

async function expectProfile(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tracker.name)
  await expectCallLinks(page, [tracker])
  const details = page.getByRole("region", { name: "Tracker details" })
  await expect(details.getByRole("link", { name: formatted(tracker.phone) })).toHaveAttribute("href", `tel:+1${tracker.phone}`)
  await expectImageLoaded(page.getByRole("main").getByRole("img", { name: photoAlt(tracker.name), exact: true }))
}

async function expectCounty(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`${county.name} County`))
  await expectCallLinks(page, inCounty(county.slug))
}

test.describe("Offline after one visit", () => {
  test.beforeEach(async () => {
    host = await startStaticHost()
  })

  test("the first visit stores the site, says 'Available offline' and makes it installable", async ({ page, launchOptions, viewport }, testInfo) => {
    const html = await (await page.request.get(`${host.origin}/`)).text()
    expect(html, "the server-rendered page has the note's place but not its text").toMatch(/<p[^>]*role="status"[^>]*><\/p>/)
    expect(html).not.toContain(FIELD_LABELS.offline)

    // Layout shifts, from the first paint on, while the note fills in (it is below the first screen on a phone, so it is scrolled to first).
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = [])
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value)
        }
      }).observe({ type: "layout-shift", buffered: true })
    })
    await page.goto(`${host.origin}/`)
    await offlineNote(page).scrollIntoViewIfNeeded()
    const emptyBox = await offlineNote(page).boundingBox()
    await visitOnline(page)
    await expect(offlineNote(page)).toBeVisible()
    await expect(offlineNote(page)).toBeInViewport()
    expect((await offlineNote(page).boundingBox())?.height, "the note fills the room kept for it").toBe(emptyBox?.height)
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), "layout shifts").toEqual([])
    const worker = await page.request.get(`${host.origin}${SERVICE_WORKER_PATH}`)
    expect(worker.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate")
    expect(worker.headers()["content-security-policy"]).toContain("worker-src 'self'")

    const manifest = (await (await page.request.get(`${host.origin}/manifest.webmanifest`)).json()) as {
      name: string
      start_url: string
      display: string
      icons: { sizes: string }[]
    }
    expect(manifest).toMatchObject({ name: settings.brandName, start_url: "/", display: "standalone" })
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]))
    // Chromium's own verdict on installing to the home screen, in a profile that is not
    // private (Playwright's usual contexts are, and Chromium never installs from those).
    const profile = await chromium.launchPersistentContext(testInfo.outputPath("profile"), { ...launchOptions, viewport, serviceWorkers: "allow" })
    try {
      const phone = profile.pages()[0] ?? (await profile.newPage())
      await gotoHydrated(phone, `${host.origin}/`)
      await expect(offlineNote(phone)).toContainText(FIELD_LABELS.offline, { timeout: 30_000 })
      const devtools = await profile.newCDPSession(phone)
      const { installabilityErrors } = (await devtools.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] }
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([])
    } finally {
      await profile.close()
    }
  })

  test("with the network off, home, a profile and a county page load by address and by reload, with their tel: links", async ({ page }) => {
    await visitOnline(page)
    await goOffline(page)

    for (const [route, expectPage] of [
      [`/tracker/${tracker.slug}/`, expectProfile],
      [`/counties/${county.slug}/`, expectCounty],
      ["/", expectHome],
    ] as const) {
      await expectServedOffline(await page.goto(`${host.origin}${route}`), route)
      await expectPage(page)
      await expectServedOffline(await page.reload(), `${route} reloaded`)
      await expectPage(page)
    }

    // 'Save contact' still hands over the tracker's card.
    await page.goto(`${host.origin}/tracker/${tracker.slug}/`)
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("main").getByRole("link", { name: new RegExp(`^${FIELD_LABELS.saveContact}`) }).first().click(),
    ])
    expect(fs.readFileSync(await download.path(), "utf8")).toContain(`TEL;TYPE=CELL,VOICE:+1${tracker.phone}`)
  })

  test("with the network off, links inside the site still work, with page data from the service worker", async ({ page }) => {
    await visitOnline(page)
    await goOffline(page)
    const dataFetches: { url: string; fromServiceWorker: boolean; status: number }[] = []
    const failures: string[] = []
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/page-data/")) {
        dataFetches.push({ url: new URL(response.url()).pathname, fromServiceWorker: response.fromServiceWorker(), status: response.status() })
      }
    })
    // Photos outside the precache (gallery, map) may fail offline by design; what the pages need may not.
    page.on("requestfailed", (request) => {
      if (["document", "script", "stylesheet", "fetch", "xhr"].includes(request.resourceType())) failures.push(new URL(request.url()).pathname)
    })
    // Set on the page before the clicks: still there afterwards only if no page was loaded from scratch.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

    await page.getByRole("link", { name: `View profile of ${tracker.name}` }).click()
    await expect(page).toHaveURL(`${host.origin}/tracker/${tracker.slug}/`)
    await expectProfile(page)

    await page.getByRole("region", { name: "Tracker details" }).getByRole("link", { name: / County$/ }).click()
    await expect(page).toHaveURL(`${host.origin}/counties/${county.slug}/`)
    await expectCounty(page)

    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click()
    await expect(page).toHaveURL(`${host.origin}/`)
    await expectHome(page)

    expect(await sameDocument(), "every move was a client-side route change").toBe(true)
    const fetched = dataFetches.map((fetch) => fetch.url)
    expect(fetched).toEqual(expect.arrayContaining([`/page-data/counties/${county.slug}/page-data.json`, "/page-data/app-data.json"]))
    expect(dataFetches.filter((fetch) => !fetch.fromServiceWorker || fetch.status !== 200)).toEqual([])
    expect(failures).toEqual([])
  })

  test("setOffline stops the service worker's own fetches too; an address not stored gets the stored not-found page", async ({ page }) => {
    await visitOnline(page)
    // The host stays up: only the browser is offline.
    await page.context().setOffline(true)
    const response = await page.goto(`${host.origin}/robots.txt`)
    // The worker's network fetch for a page it does not store failed, so it answered with its stored 404.html.
    await expectServedOffline(response, "/robots.txt")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect(await page.content()).not.toContain("User-agent")
  })
})

test.describe("Updates", () => {
  let deploy: string

  test.beforeEach(async () => {
    // A copy of the build stands in for the live site, so a later deploy can be made by editing it.
    deploy = fs.mkdtempSync(path.join(os.tmpdir(), "offline-deploy-"))
    fs.cpSync(PUBLIC_DIR, deploy, { recursive: true, filter: (source) => !source.startsWith(path.join(PUBLIC_DIR, "admin")) && !source.endsWith(".map") })
    host = await startStaticHost(deploy)
  })

  test.afterEach(() => {
    fs.rmSync(deploy, { recursive: true, force: true })
  })

  /**
   * What a content deploy does to what the phone sees: a tracker's new number
   * in the home page and its data, and new content hashes for those two in
   * the precache list of sw.js (which is all a rebuild changes in sw.js).
   */
  function deployNewNumber(phone: string, newPhone: string): void {
    for (const file of ["index.html", "page-data/index/page-data.json"]) {
      const target = path.join(deploy, file)
      const text = fs.readFileSync(target, "utf8")
      fs.writeFileSync(target, text.split(phone).join(newPhone).split(formatted(phone)).join(formatted(newPhone)))
    }
    const worker = path.join(deploy, SERVICE_WORKER_PATH)
    let source = fs.readFileSync(worker, "utf8")
    for (const url of ["/", "/page-data/index/page-data.json"]) {
      const entry = new RegExp(`(\\{url:"${url.replace(/[/.]/g, "\\$&")}",revision:")([0-9a-f]+)"`)
      expect(source, `sw.js lists ${url} with a revision`).toMatch(entry)
      source = source.replace(entry, (_, start: string, revision: string) => `${start}${revision.split("").reverse().join("")}"`)
    }
    fs.writeFileSync(worker, source)
  }

  test("a new deploy reaches the phone on its next online visit, and stays for offline use", async ({ page }) => {
    const newPhone = `${tracker.phone.slice(0, 6)}${tracker.phone.slice(6) === "0199" ? "0198" : "0199"}`
    const homeCall = () => page.locator("#trackers").getByRole("link", { name: new RegExp(`^Call ${tracker.name}`) })
    await visitOnline(page)
    await expect(homeCall()).toHaveAttribute("href", `tel:+1${tracker.phone}`)

    deployNewNumber(tracker.phone, newPhone)
    // The next visit opens at once from the stored copy, and meanwhile fetches the new one.
    await expectServedOffline(await page.reload(), "/ from the stored copy")
    await expect(homeCall()).toHaveAttribute("href", `tel:+1${tracker.phone}`)
    const readyHeight = (await offlineNote(page).boundingBox())?.height
    await expect(offlineNote(page)).toContainText(FIELD_LABELS.offlineUpdated, { timeout: 30_000 })
    expect((await offlineNote(page).boundingBox())?.height, "the update message takes the same room").toBe(readyHeight)

    await offlineNote(page).getByRole("button", { name: FIELD_LABELS.offlineReload }).click()
    await expect(homeCall()).toHaveAttribute("href", `tel:+1${newPhone}`)
    await expect(offlineNote(page)).toContainText(FIELD_LABELS.offline)

    await goOffline(page)
    await expectServedOffline(await page.reload(), "/ offline after the update")
    await expect(homeCall()).toHaveAttribute("href", `tel:+1${newPhone}`)
  })
})

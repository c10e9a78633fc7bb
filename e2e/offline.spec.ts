/**
 * The offline service worker in Chromium (docs/offline.md has the rules;
 * the pure parts are unit tests). Each test serves the built site from its
 * own host (the `_headers` rules, gzip, ETags; a new port, so no
 * worker is left from another test). "Offline" is Playwright's
 * setOffline(true), which also stops the worker's own fetches, and where it
 * matters the host is shut down too, so a page that still loads can only
 * have come from the worker's store.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium, expect, test, type CDPSession, type Page, type Response, type TestInfo } from "@playwright/test"
import { SERVICE_WORKER_PATH, VCARD_PATHS, WEB_MANIFEST, pageDataOf } from "../src/shared/built-files"
import { OFFLINE_MESSAGES, type StatusMessage } from "../src/shared/offline/protocol"
import { NEWER_BUILD_LABELS } from "../src/shared/offline/newer-build-note"
import { OFFLINE_NOTE_LABELS } from "../src/shared/offline/offline-note"
import { BUILD_STAMP, stampFile, stampOfFile } from "../src/shared/offline/build-stamp"
import { trackerSlugOf } from "../src/shared/routes"
import { expectNoAxeViolations, expectNoAxeViolationsInBothSchemes } from "./support/axe"
import { counties, settings, speciesPages, trackers } from "../test-support/content"
import { formatted } from "./support/phone-display"
import { gotoHydrated } from "./support/hydration"
import { startHost, stopSharedRuntimes, type Host, type HostOptions } from "../test-support/host"
import { REGULAR_2G } from "../test-support/throttle"
import { PUBLIC_DIR } from "../test-support/weight"
import { filesUnder } from "../test-support/files"

// The one spec that lets service workers run (playwright.config.ts blocks them for the others).
test.use({ serviceWorkers: "allow" })

// The worker stores and answers the same whatever the viewport: checked on the phone.
test.skip(({ isMobile }) => !isMobile, "the worker stores and answers the same whatever the viewport")

let host: Host

test.afterEach(async () => {
  // A test skipped on this viewport started none (closing a host twice is harmless).
  await (host as Host | undefined)?.close()
})

test.afterAll(stopSharedRuntimes)

const tracker = trackers.find((candidate) => candidate.image) ?? trackers[0]
const county = counties.find((candidate) => candidate.slug === tracker.homeCounty) ?? counties[0]
const photoAlt = (name: string) => `Illustrated portrait of ${name} with a tracking dog`
const profile = `/tracker/${tracker.slug}/`
const rosterCard = VCARD_PATHS.all

const offlineNote = (page: Page) => page.getByTestId("offline-note")
/** What an open page says once the host serves a newer build than the one it holds (src/browser/offline/newer-build.ts). */
const newerBuildNote = (page: Page) => page.getByRole("status", { name: NEWER_BUILD_LABELS.region })
const savedCopyNote = (page: Page) => page.getByRole("complementary", { name: "Saved copy" })
const SAVED_COPY = /^Saved copy from [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M; numbers may have changed\. Retry$/

/** Asks the active worker how much of this build it has stored (protocol.ts). */
async function workerStatus(page: Page): Promise<StatusMessage> {
  return page.evaluate(
    (type) =>
      new Promise<StatusMessage>((resolve) => {
        const workers = navigator.serviceWorker
        const onMessage = (event: MessageEvent<StatusMessage>) => {
          if (event.data?.type !== type) return
          workers.removeEventListener("message", onMessage)
          resolve(event.data)
        }
        workers.addEventListener("message", onMessage)
        void workers.ready.then((registration) => registration.active?.postMessage({ type }))
      }),
    OFFLINE_MESSAGES.status,
  )
}

/** Until the worker has stored every file of the build but `missing`. */
async function storedAllBut(page: Page, missing = 0): Promise<void> {
  await expect.poll(async () => (await workerStatus(page)).missing, { timeout: 20_000 }).toBe(missing)
}

/** The first visit: a page, online, until everything is stored. */
async function visitOnline(page: Page, route = "/"): Promise<void> {
  await gotoHydrated(page, `${host.origin}${route}`)
  await storedAllBut(page)
}

/** Whether the worker has stored `route` (any of its caches). */
const isStored = (page: Page, route: string) => page.evaluate(async (url) => (await caches.match(url, { ignoreVary: true })) !== undefined, route)

/** A page opened online once the worker is active: until it is stored whole (its page and page data, a profile's card). */
async function openOnline(page: Page, route: string): Promise<void> {
  await gotoHydrated(page, `${host.origin}${route}`)
  const slug = trackerSlugOf(route)
  for (const file of [route, pageDataOf(route), ...(slug ? [VCARD_PATHS.tracker(slug)] : [])]) {
    await expect.poll(() => isStored(page, file), { message: `${file}, stored once its page was opened` }).toBe(true)
  }
}

/** The card a tap on the profile's link to the tracker's contact card hands over, as text. */
async function savedCard(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("main")
      .locator(`a[href="${VCARD_PATHS.tracker(tracker.slug)}"]`)
      .first()
      .click(),
  ])
  return fs.readFileSync(await download.path(), "utf8")
}

/** No network for the browser, and no server to reach anyway. */
async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true)
  await host.close()
  await expect(page.request.get(`${host.origin}/`)).rejects.toThrow()
}

function expectFromWorker(response: Response | null, route: string, status = 200): void {
  expect(response, route).not.toBeNull()
  expect(response?.status(), route).toBe(status)
  expect(response?.fromServiceWorker(), `${route} comes from the service worker`).toBe(true)
}

async function expectCallLinks(page: Page, expected: readonly { name: string; phone: string }[]): Promise<void> {
  for (const { name, phone } of expected) {
    const call = page
      .getByRole("main")
      .getByRole("link", { name: new RegExp(`^Call( Now)? ${name}`) })
      .first()
    await expect(call).toHaveAttribute("href", `tel:+1${phone}`)
    await expect(call).toContainText(formatted(phone))
  }
}

async function expectSavedCopy(page: Page, href: string): Promise<void> {
  await expect(savedCopyNote(page)).toHaveText(SAVED_COPY)
  await expect(savedCopyNote(page).getByRole("link", { name: "Retry" })).toHaveAttribute("href", href)
  // Clear of the fixed navigation bar (once a smooth scroll to the top after a page change has ended), and outside React's root.
  const bar = await page.locator("header").first().boundingBox()
  await expect
    .poll(async () => (await savedCopyNote(page).locator("p").boundingBox())?.y, { message: "the note's text starts below the navigation bar" })
    .toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0))
  expect(await page.locator("#___gatsby #saved-copy").count()).toBe(0)
}

/** Layout shifts from the first paint of every page loaded from now on (read with layoutShifts). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = [])
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)

/** Saves a full-width shot of the top of the page in both colour schemes, for a person to look at (test-results/). */
async function shootBothSchemes(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}-${scheme}.png`) })
  }
  await page.emulateMedia({ colorScheme: "light" })
}

/** A copy of the build to serve, standing in for the live site, which a test may change as a deploy would. */
function copyOfSite(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "offline-site-"))
  fs.cpSync(PUBLIC_DIR, copy, { recursive: true, filter: (source) => !source.startsWith(path.join(PUBLIC_DIR, "admin")) && !source.endsWith(".map") })
  return copy
}

/** Another number for the tracker, everywhere the copy has it: pages, page data, contact cards. */
function changeNumber(site: string, files: readonly string[], phone: string, newPhone: string): void {
  for (const file of files) {
    const target = path.join(site, file)
    const text = fs.readFileSync(target, "utf8")
    fs.writeFileSync(target, text.split(phone).join(newPhone).split(formatted(phone)).join(formatted(newPhone)))
  }
}

const otherNumber = (phone: string) => `${phone.slice(0, 6)}${phone.slice(6) === "0199" ? "0198" : "0199"}`

/** Text files of the copy that may hold a number. */
const numberFiles = (site: string) => filesUnder(site).filter((file) => /\.(?:html|json|vcf)$/.test(file))

test.describe("Storing for offline use", () => {
  // Before a browser page is opened for them.
  test("the first visit stores the numbers, says 'Available offline' only then, and makes the site installable", async ({
    page,
    launchOptions,
    viewport,
  }, testInfo) => {
    host = await startHost(PUBLIC_DIR, { shared: true })
    const html = await (await page.request.get(`${host.origin}/`)).text()
    expect(html, "the server-rendered page has the note's place but not its text").toMatch(/<p[^>]*role="status"[^>]*><\/p>/)
    expect(html).not.toContain(OFFLINE_NOTE_LABELS.available)

    // Layout shifts, from the first paint on, while the note fills in (it is below the first screen on a phone, so it is scrolled to first).
    await recordLayoutShifts(page)
    await page.goto(`${host.origin}/`)
    await offlineNote(page).scrollIntoViewIfNeeded()
    const emptyBox = await offlineNote(page).boundingBox()
    await expect(offlineNote(page)).toContainText(OFFLINE_NOTE_LABELS.available, { timeout: 15_000 })
    expect((await workerStatus(page)).numbers, "'Available offline' is said once the numbers are stored").toBe(true)
    await expect(offlineNote(page)).toBeInViewport()
    expect((await offlineNote(page).boundingBox())?.height, "the note fills the room kept for it").toBe(emptyBox?.height)
    expect(await layoutShifts(page), "layout shifts").toEqual([])
    const worker = await page.request.get(`${host.origin}${SERVICE_WORKER_PATH}`)
    expect(worker.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate")
    expect(worker.headers()["content-security-policy"]).toContain("worker-src 'self'")

    await expect(page.locator('head link[rel="manifest"]'), "the page links the manifest once it has painted").toHaveAttribute("href", WEB_MANIFEST)
    const manifest = (await (await page.request.get(`${host.origin}${WEB_MANIFEST}`)).json()) as {
      name: string
      start_url: string
      display: string
      icons: { sizes: string }[]
    }
    expect(manifest).toMatchObject({ name: settings.brandName, start_url: "/", display: "standalone" })
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]))
    // Chromium's own verdict on installing to the home screen, in a profile that is not
    // private (Playwright's usual contexts are, and Chromium never installs from those).
    const installable = await chromium.launchPersistentContext(testInfo.outputPath("profile"), { ...launchOptions, viewport, serviceWorkers: "allow" })
    try {
      const phone = installable.pages()[0] ?? (await installable.newPage())
      await gotoHydrated(phone, `${host.origin}/`)
      await expect(offlineNote(phone)).toContainText(OFFLINE_NOTE_LABELS.available, { timeout: 15_000 })
      const devtools = await installable.newCDPSession(phone)
      const { installabilityErrors } = (await devtools.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] }
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([])
    } finally {
      await installable.close()
    }
  })

  test("a file that fails to download costs only itself, the page just visited opens offline, and the file is fetched again later", async ({ page }) => {
    let failing = true
    host = await startHost(PUBLIC_DIR, { shared: true, failing: (requestPath) => failing && requestPath === "/trackers.vcf" })
    // The first visit is a profile: it is stored first, whatever its tier.
    await gotoHydrated(page, `${host.origin}${profile}`)
    await storedAllBut(page, 1)
    await gotoHydrated(page, `${host.origin}/`)
    expect((await workerStatus(page)).numbers, "the roster's card is missing, so the numbers are not all stored").toBe(false)
    await expect(offlineNote(page), "not 'Available offline' while the numbers are incomplete").toBeEmpty()

    await page.context().setOffline(true)
    expectFromWorker(await page.goto(`${host.origin}${profile}`), profile)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tracker.name)
    await expectCallLinks(page, [tracker])
    await expectSavedCopy(page, profile)

    // Back online with the host fixed: the page load asks the worker to fetch what is missing.
    failing = false
    await page.context().setOffline(false)
    await gotoHydrated(page, `${host.origin}/`)
    await storedAllBut(page, 0)
    await expect(offlineNote(page)).toContainText(OFFLINE_NOTE_LABELS.available)
  })

  test("on Regular 2G the numbers are stored within 10 s of the first visit's navigation", async ({ page }) => {
    test.setTimeout(45_000)
    host = await startHost(PUBLIC_DIR, { shared: true })
    const devtools = await page.context().newCDPSession(page)
    await throttleServiceWorkers(devtools)
    await devtools.send("Network.emulateNetworkConditions", REGULAR_2G)
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 })
    await page.addInitScript((type) => {
      navigator.serviceWorker?.addEventListener("message", (event: MessageEvent<StatusMessage>) => {
        if (event.data?.type === type && event.data.numbers) Object.assign(window, { numbersStoredAt: performance.now() })
      })
    }, OFFLINE_MESSAGES.status)
    await page.goto(`${host.origin}/`, { timeout: 30_000 })
    await expect.poll(() => page.evaluate(() => (window as { numbersStoredAt?: number }).numbersStoredAt ?? null), { timeout: 30_000 }).not.toBeNull()
    const timings = await page.evaluate(() => ({
      numbers: (window as { numbersStoredAt?: number }).numbersStoredAt ?? 0,
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    }))
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    console.log(
      `[offline] Regular 2G, CPU ×4: numbers tier stored ${seconds(timings.numbers)} after the navigation started ` +
        `(first contentful paint ${seconds(timings.paint)}, load ${seconds(timings.load)})`,
    )
    const stored = await page.evaluate(async () => {
      const keys = async (name: string) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)
      return [...(await keys("offline-pages")), ...(await keys("offline-assets"))]
    })
    // Every number: the home page, the page of every tracker, the roster's card, the compact roster; and the not-found page.
    expect(stored).toEqual(expect.arrayContaining(["/", "/trackers/", "/trackers.vcf", "/roster.json", "/404/"]))
    expect(
      stored.some((url) => /\/wait-time-guide\.avif$/.test(url)),
      "the wait-time guide",
    ).toBe(true)
    expect(timings.numbers).toBeLessThanOrEqual(10_000)
  })
})

/**
 * Network emulation on a page does not reach its service worker, which has
 * its own DevTools target. The page's session attaches to each service
 * worker of the page before it runs a line (Chromium takes only the
 * non-flattened protocol for that below the browser level) and gives it the
 * same conditions.
 */
async function throttleServiceWorkers(devtools: CDPSession): Promise<void> {
  let id = 0
  const send = (sessionId: string, method: string, params: object = {}) =>
    devtools.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id: ++id, method, params }) })
  devtools.on("Target.attachedToTarget", ({ sessionId, targetInfo }) => {
    if (targetInfo.type !== "service_worker") return
    void send(sessionId, "Network.emulateNetworkConditions", REGULAR_2G).then(() => send(sessionId, "Runtime.runIfWaitingForDebugger"))
  })
  await devtools.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: false })
}

test.describe("Network first, the stored copy when there is none", () => {
  let site = ""

  test.afterEach(() => {
    if (site) fs.rmSync(site, { recursive: true, force: true })
    site = ""
  })

  test("a changed number shows on the first online visit after the change: page, page data and contact card", async ({ page }) => {
    site = copyOfSite()
    host = await startHost(site)
    await visitOnline(page)
    const newPhone = otherNumber(tracker.phone)
    changeNumber(site, numberFiles(site), tracker.phone, newPhone)

    expectFromWorker(await page.goto(`${host.origin}${profile}`), profile)
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await expectCallLinks(page, [{ ...tracker, phone: newPhone }])
    await expect(savedCopyNote(page)).toHaveCount(0)
    const saved = await savedCard(page)
    expect(saved).toContain(`TEL;TYPE=CELL,VOICE:+1${newPhone}`)
    expect(saved).not.toContain("Saved copy")
    // The home page's data, fetched by the app.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click()
    await expect(page).toHaveURL(`${host.origin}/`)
    await expect(page.locator("#trackers").getByRole("link", { name: new RegExp(`^Call ${tracker.name}`) })).toHaveAttribute("href", `tel:+1${newPhone}`)
  })

  test("offline, a stored page says it is a saved copy from the first paint, whatever its query, with no layout shift", async ({ page }, testInfo) => {
    host = await startHost(PUBLIC_DIR, { shared: true })
    // The profile is stored because it was opened first.
    await visitOnline(page, profile)
    await goOffline(page)
    await recordLayoutShifts(page)

    const home = "/?gclid=x"
    expectFromWorker(await page.goto(`${host.origin}${home}`), home)
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await expectSavedCopy(page, home)
    await expectCallLinks(page, trackers)
    expect(await layoutShifts(page), `layout shifts on ${home}`).toEqual([])
    await shootBothSchemes(page, testInfo, "saved-copy-js-on")

    const fromText = `${profile}?ref=sms`
    expectFromWorker(await page.goto(`${host.origin}${fromText}`), fromText)
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await expectSavedCopy(page, fromText)
    await expectCallLinks(page, [tracker])
    expect(await layoutShifts(page), `layout shifts on ${fromText}`).toEqual([])
    // On the lighter of the two pages: the whole page, with the note, in both schemes.
    await expectNoAxeViolationsInBothSchemes(page)
  })

  test("offline with JavaScript off, the saved copy's note is in the page the worker serves", async ({ page }, testInfo) => {
    host = await startHost(PUBLIC_DIR, { shared: true })
    // The profile is stored because it was opened first.
    await visitOnline(page, profile)
    await goOffline(page)
    // The worker runs on its own; only the page's scripts are switched off.
    await (await page.context().newCDPSession(page)).send("Emulation.setScriptExecutionDisabled", { value: true })
    expectFromWorker(await page.goto(`${host.origin}${profile}`), profile)
    expect(await page.locator("html[data-hydrated]").count()).toBe(0)
    await expectSavedCopy(page, profile)
    await expectCallLinks(page, [tracker])
    await shootBothSchemes(page, testInfo, "saved-copy-js-off")
  })

  test("offline, links inside the site to the pages opened before still work, with page data from the stored copy and the note on each page", async ({
    page,
  }) => {
    host = await startHost(PUBLIC_DIR, { shared: true })
    // The county page and the profile are stored because they were opened; the home page is on the build's list.
    await visitOnline(page, `/counties/${county.slug}/`)
    await openOnline(page, profile)
    await goOffline(page)
    const failures: string[] = []
    page.on("requestfailed", (request) => {
      // Photos outside the store (gallery, map) may fail offline by design; what the pages need may not.
      if (["document", "script", "stylesheet", "fetch", "xhr"].includes(request.resourceType())) failures.push(new URL(request.url()).pathname)
    })
    await gotoHydrated(page, `${host.origin}${profile}`)
    // Set on the page before the clicks: still there afterwards only if no page was loaded from scratch.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))

    await page
      .getByRole("region", { name: "Tracker details" })
      .getByRole("link", { name: / County$/ })
      .click()
    await expect(page).toHaveURL(`${host.origin}/counties/${county.slug}/`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`${county.name} County`))
    // The note the layout wrote for the county page's stored data, with its own address.
    await expectSavedCopy(page, `/counties/${county.slug}/`)

    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click()
    await expect(page).toHaveURL(`${host.origin}/`)
    await expectCallLinks(page, trackers)
    await expectSavedCopy(page, "/")
    await expect(page.getByRole("img", { name: photoAlt(tracker.name) }).first()).toBeAttached()

    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true),
      "every move was a client-side route change",
    ).toBe(true)
    expect(failures).toEqual([])
  })

  test("offline, an unknown page and an unknown tracker get the stored not-found page, as online", async ({ page }) => {
    host = await startHost(PUBLIC_DIR, { shared: true })
    await visitOnline(page)
    // Only the browser is offline, the host is up: the worker's own fetches fail too.
    await page.context().setOffline(true)
    for (const route of ["/no-such-page/", "/robots.txt"]) {
      expectFromWorker(await page.goto(`${host.origin}${route}`), route, 404)
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Page not found/)
      await expectSavedCopy(page, route)
    }
    expectFromWorker(await page.goto(`${host.origin}/tracker/nobody/`), "/tracker/nobody/", 404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tracker Not Found")
  })

  test("a profile not stored, with the host failing, gives the tracker's name and number from the stored roster and a retry, never 'not found'", async ({
    page,
  }) => {
    const other = trackers.find((candidate) => candidate.slug !== tracker.slug) ?? trackers[1]
    const failing = [`/tracker/${other.slug}/`, `/page-data/tracker/${other.slug}/`]
    host = await startHost(PUBLIC_DIR, { shared: true, failing: (requestPath) => failing.some((prefix) => requestPath.startsWith(prefix)) })
    await visitOnline(page)
    // The card's link: its page data fails, Gatsby loads the address in full, and that fails too.
    const [response] = await Promise.all([
      page.waitForResponse(`${host.origin}/tracker/${other.slug}/`),
      page.locator(`li[data-tracker="${other.slug}"] a[href="/tracker/${other.slug}/"]`).first().click(),
    ])
    expect(response.status()).toBe(503)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${other.name}'s page did not load`)
    await expect(page.getByRole("link", { name: `Call ${formatted(other.phone)}` })).toHaveAttribute("href", `tel:+1${other.phone}`)
    await expect(page.getByRole("link", { name: `Text ${other.name}` })).toHaveAttribute("href", `sms:+1${other.phone}`)
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", `${host.origin}/tracker/${other.slug}/`)
    await expect(page.getByText(/not found/i)).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test("offline, a county page not stored gives the county's trackers from the stored roster, each with Call and Text, never 'not found'", async ({ page }) => {
    host = await startHost(PUBLIC_DIR, { shared: true })
    await visitOnline(page)
    await goOffline(page)
    expect(await isStored(page, `/counties/${county.slug}/`), "county pages are stored when opened, not ahead").toBe(false)
    // A county link in the app: its page data is not stored, Gatsby loads the address in full, and the worker answers from the roster.
    const [response] = await Promise.all([
      page.waitForResponse(`${host.origin}/counties/${county.slug}/`),
      page.locator(`#service-area a[href="/counties/${county.slug}/"]`).first().click(),
    ])
    expect(response.status()).toBe(503)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`The ${county.name} County page did not load`)
    const covering = trackers.filter((candidate) => candidate.homeCounty === county.slug || (candidate.servesCounties ?? []).includes(county.slug))
    // Who is listed; their order is the site's, unit-tested in offline-worker.test.ts.
    expect((await page.getByRole("heading", { level: 2 }).allInnerTexts()).sort()).toEqual(covering.map((candidate) => candidate.name).sort())
    for (const candidate of covering) {
      await expect(page.getByRole("link", { name: `Call ${formatted(candidate.phone)} ${candidate.name}` })).toHaveAttribute("href", `tel:+1${candidate.phone}`)
      await expect(page.getByRole("link", { name: `Text ${candidate.name}` })).toHaveAttribute("href", `sms:+1${candidate.phone}`)
    }
    await expect(page.getByText(/not found/i)).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test("with the network cut before anything but the first page is stored, no address ends on the browser's error page", async ({ page }) => {
    // Everything but what the first page itself loads fails, as on a signal lost right after it.
    host = await startHost(PUBLIC_DIR, { shared: true, failing: (requestPath) => /^\/(?:counties|tracker|trackers|404|roster\.json)/.test(requestPath) })
    await gotoHydrated(page, `${host.origin}/`)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.context().setOffline(true)
    for (const route of [`/counties/${county.slug}/`, profile, "/no-such-page/"]) {
      const response = await page.goto(`${host.origin}${route}`)
      expectFromWorker(response, route, 503)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page did not load")
      await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", `${host.origin}${route}`)
    }
  })

  test("offline, every 'save contacts' link hands over its stored card, marked as a saved copy", async ({ page }) => {
    host = await startHost(PUBLIC_DIR, { shared: true })
    // Both pages are stored because they were opened.
    await visitOnline(page, "/elk-tracking/")
    await openOnline(page, profile)
    await goOffline(page)
    const elkSave = speciesPages.elk.ctas.find((cta) => cta.contactCard)
    expect(elkSave, "the elk page has a button that saves the roster").toBeDefined()
    await gotoHydrated(page, `${host.origin}/elk-tracking/`)
    const button = page.getByRole("main").getByRole("link", { name: elkSave?.label, exact: true })
    await expect(button).not.toHaveAttribute("download")
    const [roster] = await Promise.all([page.waitForEvent("download"), button.click()])
    const cards = fs.readFileSync(await roster.path(), "utf8")
    for (const one of trackers) expect(cards).toContain(`TEL;TYPE=CELL,VOICE:+1${one.phone}`)
    expect(cards.replace(/\r\n /g, "")).toMatch(/NOTE:.*Saved copy from .*\\; numbers may have changed\./)
    // And on to the list, as online.
    await expect(page).toHaveURL(`${host.origin}/elk-tracking/#trackers`)

    await gotoHydrated(page, `${host.origin}${profile}`)
    expect(await savedCard(page)).toContain(`TEL;TYPE=CELL,VOICE:+1${tracker.phone}`)
  })
})

test.describe("Updates", () => {
  // Before a browser page is opened for them.
  let site = ""

  /**
   * A deploy of a new number for the tracker: every file of the copy that
   * has it (pages, page data, the roster, contact cards) and the build's
   * stamp, in /build.json and in every page, as the build writes them.
   * sw.js is left as it was: what these tests are about is the page open in
   * the tab, which a new worker does not change (the worker's own update is
   * the last test's).
   */
  function deployNewNumber(newPhone: string): void {
    const files = numberFiles(site)
    changeNumber(site, files, tracker.phone, newPhone)
    const stamp = `deploy-${newPhone}`
    const stampFilePath = path.join(site, BUILD_STAMP.path)
    const previous = stampOfFile(JSON.parse(fs.readFileSync(stampFilePath, "utf8")))
    fs.writeFileSync(stampFilePath, stampFile(stamp))
    // Each page carries the stamp as the build wrote it: the same tag, with the new value.
    const carried = (value: string | null) => `<meta name="${BUILD_STAMP.meta}" content="${value}"/>`
    for (const file of files.filter((name) => name.endsWith(".html"))) {
      const target = path.join(site, file)
      fs.writeFileSync(target, fs.readFileSync(target, "utf8").split(carried(previous)).join(carried(stamp)))
    }
  }

  /** Requests for the build's stamp the host has seen. */
  const stampRequests = (requests: readonly string[]) => requests.filter((requestPath) => requestPath === BUILD_STAMP.path).length

  /**
   * What the page shows for the tracker's number after the deploy: the new
   * one, or the old one with the note that the roster changed; never the
   * old one alone. Polled, since either comes after the page has asked the host.
   */
  async function expectNewNumberOrNote(page: Page, newPhone: string): Promise<void> {
    const call = page
      .getByRole("main")
      .getByRole("link", { name: new RegExp(`^Call( Now)? ${tracker.name}`) })
      .first()
    await expect
      .poll(
        async () => {
          try {
            if ((await call.getAttribute("href", { timeout: 1000 })) === `tel:+1${newPhone}`) return "the new number"
            return (await newerBuildNote(page).isVisible()) ? "the old number with the note" : "the old number alone"
          } catch {
            return "a page loading"
          }
        },
        { timeout: 15_000, message: "what the page shows for the tracker's number" },
      )
      .toMatch(/^(the new number|the old number with the note)$/)
  }

  test("a deploy while the site is open: the card tapped again shows the new number, not the one kept in memory since the page opened", async ({ page }) => {
    site = copyOfSite()
    host = await startHost(site)
    await visitOnline(page)
    const viewProfile = page.locator("#trackers").getByRole("link", { name: `View profile of ${tracker.name}` })
    await viewProfile.click()
    await expect(page).toHaveURL(`${host.origin}${profile}`)
    await expectCallLinks(page, [tracker])
    await page.goBack()
    await expect(page).toHaveURL(`${host.origin}/`)

    const newPhone = otherNumber(tracker.phone)
    deployNewNumber(newPhone)
    await viewProfile.click()
    await expect(page).toHaveURL(`${host.origin}${profile}`)
    await expectNewNumberOrNote(page, newPhone)
  })

  test("a deploy while a page stays open: within 5 minutes it says the roster changed, with a reload, and the call buttons do not move", async ({
    page,
  }, testInfo) => {
    site = copyOfSite()
    const requests: string[] = []
    host = await startHost(site, { onRequest: (requestPath) => requests.push(requestPath) })
    await page.clock.install()
    await visitOnline(page)
    const homeCall = page.locator("#trackers").getByRole("link", { name: new RegExp(`^Call ${tracker.name}`) })
    await homeCall.scrollIntoViewIfNeeded()
    const before = await homeCall.boundingBox()

    // Five minutes with nothing deployed: the page asks, and says nothing.
    const answered = page.waitForResponse(`${host.origin}${BUILD_STAMP.path}`)
    await page.clock.fastForward("05:00")
    await expect.poll(() => stampRequests(requests), { message: "the page asked for the build's stamp" }).toBe(1)
    // The page has read the answer: a question still open when the next five minutes are up is the one asked again.
    await (await answered).finished()
    await page.evaluate(
      // And a task later (a message: the clock holds the timers), for the page to take the answer it has read.
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = resolve
          channel.port2.postMessage(null)
        }),
    )
    await expect(newerBuildNote(page)).toHaveCount(0)

    const newPhone = otherNumber(tracker.phone)
    deployNewNumber(newPhone)
    await page.clock.fastForward("05:00")
    await expect(newerBuildNote(page)).toBeVisible()
    await expect(newerBuildNote(page)).toContainText(NEWER_BUILD_LABELS.changed)
    await expect(newerBuildNote(page)).toBeInViewport()
    expect(await homeCall.boundingBox(), "the call button stays where it was").toEqual(before)
    await shootBothSchemes(page, testInfo, "newer-build-note")
    await expectNoAxeViolationsInBothSchemes(page, { include: [`[aria-label="${NEWER_BUILD_LABELS.region}"]`] })

    await newerBuildNote(page).getByRole("button", { name: NEWER_BUILD_LABELS.reload }).click()
    await expect(homeCall).toHaveAttribute("href", `tel:+1${newPhone}`)
    await expect(newerBuildNote(page)).toHaveCount(0)
  })

  test.afterEach(() => {
    if (site) fs.rmSync(site, { recursive: true, force: true })
    site = ""
  })

  /** What a content deploy changes in sw.js: the revisions of the files it changed. */
  function newRevisions(files: readonly string[]): void {
    const worker = path.join(site, SERVICE_WORKER_PATH)
    let source = fs.readFileSync(worker, "utf8")
    for (const url of files) {
      const entry = new RegExp(`(\\{url:"${url.replace(/[/.]/g, "\\$&")}",revision:")([0-9a-f]+)"`)
      expect(source, `sw.js lists ${url} with a revision`).toMatch(entry)
      source = source.replace(entry, (_, start: string, revision: string) => `${start}${revision.split("").reverse().join("")}"`)
    }
    fs.writeFileSync(worker, source)
  }

  test("a deploy downloads only what changed, keeps the old copy of a file that did not arrive, and offers the newer roster", async ({ page }) => {
    site = copyOfSite()
    const requests: string[] = []
    const failing = new Set<string>()
    const options: HostOptions = { failing: (requestPath) => failing.has(requestPath), onRequest: (requestPath) => requests.push(requestPath) }
    host = await startHost(site, options)
    await visitOnline(page)
    const homeCall = () => page.locator("#trackers").getByRole("link", { name: new RegExp(`^Call ${tracker.name}`) })
    await expect(homeCall()).toHaveAttribute("href", `tel:+1${tracker.phone}`)

    // The deploy: a new number in the home page, its data and the roster's card; the card does not come through.
    const newPhone = otherNumber(tracker.phone)
    const changed = ["/", "/page-data/index/page-data.json", rosterCard]
    changeNumber(site, ["index.html", "page-data/index/page-data.json", rosterCard.slice(1)], tracker.phone, newPhone)
    newRevisions(changed)
    failing.add(rosterCard)
    requests.length = 0
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()))

    await expect(offlineNote(page)).toContainText(OFFLINE_NOTE_LABELS.updated, { timeout: 15_000 })
    await storedAllBut(page, 1)
    // A profile on screen is stored once Gatsby prefetches its page data (the worker keeps the
    // profiles a hunter opens), whenever that comes: not part of the deploy. The note and the count
    // can come before the last changed file is fetched, so the list is awaited.
    const deployRequests = () => new Set(requests.filter((requestPath) => !/^\/(page-data\/)?tracker\//.test(requestPath)))
    await expect
      .poll(deployRequests, { message: "the worker fetched sw.js and the changed files, nothing else", timeout: 10_000 })
      .toEqual(new Set([SERVICE_WORKER_PATH, ...changed]))
    // Online, the host's error for the card counts as no answer: the stored copy, said to be one.
    const answered = await page.evaluate((url) => fetch(url).then((response) => response.text()), rosterCard)
    expect(answered).toContain(`TEL;TYPE=CELL,VOICE:+1${tracker.phone}`)
    expect(answered.replace(/\r\n /g, "")).toContain("numbers may have changed")

    await offlineNote(page).getByRole("button", { name: OFFLINE_NOTE_LABELS.reload }).click()
    await expect(homeCall()).toHaveAttribute("href", `tel:+1${newPhone}`)

    await goOffline(page)
    expectFromWorker(await page.reload(), "/ offline after the deploy")
    await expect(homeCall()).toHaveAttribute("href", `tel:+1${newPhone}`)
    // The card that did not arrive: the old copy, said to be one.
    const stored = await page.evaluate((url) => fetch(url).then((response) => response.text()), rosterCard)
    expect(stored).toContain(`TEL;TYPE=CELL,VOICE:+1${tracker.phone}`)
    expect(stored.replace(/\r\n /g, "")).toContain("numbers may have changed")
  })
})

/**
 * The route matrix in Chromium at 390 px and 1280 px, served with the
 * host's generated rules, each address loaded once with every check that
 * needs a layout or a running page: the status, no script error or policy
 * violation, nothing from another host, no layout shift or sideways
 * scrolling, pictures at most twice their shown size and only the first
 * eager, tap targets a gloved thumb can hit, and zero axe violations per
 * template (light, and dark on the phone). What the built files alone show
 * is checked in __tests__/built/.
 */
import { expect, test, type Page } from "@playwright/test"
import { expectNoAxeViolations, expectNoAxeViolationsInBothSchemes } from "./support/axe"
import { trackers } from "../test-support/content"
import { servedImages } from "./support/image-sizes"
import { ONE_PER_FAMILY, ROUTE_MATRIX, type RouteCase } from "../test-support/route-matrix"

/** A picture may be served at most this many times its shown width (in device pixels). */
const OVERSIZE = 2
/** The smallest height for a link that calls, texts or saves a number. */
const TAP_TARGET = 48

/** Everything a load leaves behind that should not be there. */
async function watch(page: Page, origin: string, route: RouteCase) {
  const problems: string[] = []
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
  page.on("console", (message) => {
    if (message.type() !== "error") return
    // The not-found page logs the address it was asked for, on purpose; the browser logs its 404
    // and Gatsby's for the address's page data before it takes the not-found page's.
    const expected = route.status === 404 && (message.text().startsWith("404: no page at") || message.text().includes("status of 404"))
    if (!expected) problems.push(`console: ${message.text()}`)
  })
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`)
    })
  })
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.origin !== origin && url.protocol !== "data:") problems.push(`asked another host: ${request.url()}`)
  })
  await page.addInitScript(() => {
    const shifts: string[] = []
    Object.assign(window, { __shifts: shifts })
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }
    const describe = (node?: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${node.className}`.slice(0, 80) : String(node?.nodeName)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (!entry.hadRecentInput) shifts.push(`${entry.value.toFixed(4)} moved ${(entry.sources ?? []).map((source) => describe(source.node)).join(", ")}`)
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
  return problems
}

async function expectPicturesSized(page: Page, isMobile: boolean): Promise<void> {
  const oversized = (await servedImages(page)).filter((image) => image.served > image.shown * OVERSIZE + 1)
  expect(oversized.map((image) => `${image.src}: ${image.served} px served for ${Math.round(image.shown)} px shown`)).toEqual([])
  if (!isMobile) return
  // On the phone only the first picture on screen is fetched eagerly and first; every other waits to be scrolled to.
  const images = await page.evaluate(() =>
    Array.from(document.images, (image) => {
      const box = image.getBoundingClientRect()
      return {
        name: image.alt,
        loading: image.getAttribute("loading"),
        priority: image.getAttribute("fetchpriority"),
        onScreen: box.width > 0 && box.top < window.innerHeight,
      }
    }),
  )
  const first = images.filter((image) => image.priority === "high")
  expect(first.length).toBeLessThanOrEqual(1)
  expect(first.filter((image) => image.loading === "lazy" || !image.onScreen).map((image) => image.name)).toEqual([])
  expect(images.filter((image) => image.priority !== "high" && image.loading !== "lazy").map((image) => image.name)).toEqual([])
}

async function expectTapTargets(page: Page): Promise<void> {
  const small = await page.locator('main a[href^="tel:"], main a[href^="sms:"], main a[href$=".vcf"]').evaluateAll(
    (links, minimum) =>
      links.flatMap((link) => {
        const box = link.getBoundingClientRect()
        return box.width > 0 && box.height < minimum ? [`${link.textContent?.trim()} (${Math.round(box.height)} px)`] : []
      }),
    TAP_TARGET,
  )
  expect(small).toEqual([])
}

for (const route of ROUTE_MATRIX) {
  // Every address on the phone, where content fits or does not; on the wide screen one page per template, whose layout it checks.
  const firstOfFamily = ONE_PER_FAMILY.includes(route)
  test.describe(() => {
    // Skipped before a browser page is opened for it.
    if (!firstOfFamily) test.skip(({ isMobile }) => !isMobile, "one page per template on the wide screen")
    test(`${route.path} loads cleanly, fits and serves its pictures at their size${firstOfFamily ? ", and its template has no axe violations" : ""}`, async ({
      page,
      baseURL,
      isMobile,
    }) => {
      const problems = await watch(page, new URL(baseURL!).origin, route)
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(route.status)
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      await page.waitForLoadState("networkidle")
      // Below 0.001 the layout shift score rounds to 0, as Lighthouse reports it; anything larger is listed with what moved.
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)
      expect(shifts.filter((shift) => Number(shift.split(" ")[0]) >= 0.001)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await expectPicturesSized(page, isMobile)
      if (isMobile) await expectTapTargets(page)
      // axe checks the template, once per template and viewport: the pages of one template differ only in
      // content, whose rules (alt text, names, labels, lengths) the content check holds for every record. On
      // the phone in both schemes, the palette being the same on every page.
      if (firstOfFamily) await (isMobile ? expectNoAxeViolationsInBothSchemes(page) : expectNoAxeViolations(page))
      expect(problems).toEqual([])
    })
  })
}

test("a page whose markup the app renders differently fails these checks: React reports the mismatch as a page error", async ({ page, baseURL, isMobile }) => {
  test.skip(!isMobile, "what React reports does not depend on the viewport")
  const route = ROUTE_MATRIX.find((each) => each.path === "/privacy/") as RouteCase
  const problems = await watch(page, new URL(baseURL!).origin, route)
  // The page as built, but for its heading's text: React 19 reports a text mismatch in production (not an attribute's).
  await page.route(route.path, async (request) => {
    const response = await request.fetch()
    await request.fulfill({ response, body: (await response.text()).replace(/(<h1\b[^>]*>)/, "$1Not ") })
  })
  await page.goto(route.path)
  await expect.poll(() => problems).toContainEqual(expect.stringMatching(/^page error: Minified React error #418/))
})

test("a page applies its own inline styles and refuses one it was not built with, by its own policy", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the policy does not depend on the viewport")
  await page.goto("/")
  // The header leaves inline styles open (its one line must stay short); the page's own policy in its head closes them.
  const refused = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), { once: true })
        const style = document.createElement("style")
        style.textContent = "body{display:none}"
        document.head.append(style)
        setTimeout(() => resolve("allowed"), 2000)
      }),
  )
  expect(refused).toBe("style-src-elem")
  await expect(page.locator("body")).toBeVisible()
})

test.describe("addresses that are not pages", () => {
  test.skip(({ isMobile }) => !isMobile, "what an address shows does not depend on the screen: checked on the phone")
  const notFound = (path: string) => ROUTE_MATRIX.find((route) => route.path === path) as RouteCase

  test("an unknown path says so, links home and logs the path", async ({ page }) => {
    const logged: string[] = []
    page.on("console", (message) => logged.push(message.text()))
    await page.goto(notFound("/no-such-page/").path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/404\s*Oops! Page not found/)
    await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/")
    await expect.poll(() => logged.join("\n")).toContain("/no-such-page/")
  })

  test("an unknown tracker gets 'Tracker Not Found' and a way back to the list", async ({ page }) => {
    await page.goto(notFound("/tracker/nobody-here/").path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tracker Not Found")
    await expect(page.getByRole("main").getByRole("link", { name: "Back to All Trackers" })).toHaveAttribute("href", "/#trackers")
  })

  test("a tracker address typed in mixed case shows that tracker", async ({ page }) => {
    const tracker = trackers[0]
    const mixed = tracker.slug
      .split("-")
      .map((part) => part[0].toUpperCase() + part.slice(1))
      .join("-")
    await page.goto(`/tracker/${mixed}/`)
    await expect(page).toHaveURL(new RegExp(`/tracker/${tracker.slug}/$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tracker.name)
  })
})

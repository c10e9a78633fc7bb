/**
 * The host rules generated at build (public/_headers, public/_redirects),
 * served by a static host that applies them as Netlify does, and every page
 * loaded under the resulting Content-Security-Policy in Chromium. What the
 * rules say for each kind of path (which policies, joined how, and what
 * they allow) is checked without a browser in __tests__/host-rules.test.ts.
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { ALL_ROUTES, trackers } from "./support/content"
import { startStaticHost, type StaticHost } from "./support/static-host"
import { PUBLIC_DIR } from "./support/weight"

/** On every answer, from the `/*` rule. */
const SECURITY_HEADERS = {
  "strict-transport-security": /^max-age=\d{8,}; includeSubDomains$/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /(^|, )camera=\(\), .*geolocation=\(self\), .*microphone=\(\)/,
  "x-frame-options": /^DENY$/,
}

/** The pages' policy: hashes only. */
const PAGE_CSP = /^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+; style-src 'self' [^,]*frame-ancestors 'none'$/
/** The baseline on every path: the admin's needs, nothing from elsewhere. */
const BASELINE_CSP = /^default-src 'self'; script-src 'self' 'unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+; style-src 'self' 'unsafe-inline'; [^,]*frame-ancestors 'none'$/

/** A header two rules set arrives as one, the values joined with a comma: a CSP's is each policy, all enforced. */
const policies = (header: string | undefined) => String(header).split(", ")

const builtFiles = (dir = PUBLIC_DIR, base = ""): string[] =>
  fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const relative = base ? `${base}/${entry.name}` : entry.name
    return entry.isDirectory() ? builtFiles(dir, relative) : [relative]
  })

let host: StaticHost

test.beforeAll(async () => {
  host = await startStaticHost()
})

test.afterAll(async () => {
  await host.close()
})

test.describe("Host rules: headers", () => {
  // Rule files and HTTP answers do not depend on the viewport: checked once.
  test.skip(({ isMobile }) => !isMobile, "checked once")

  test("every kind of answer carries the security headers", async ({ request }) => {
    const asset = builtFiles().find((file) => /^app-[0-9a-f]+\.js$/.test(file))
    const paths = ["/", ...ALL_ROUTES, "/no-such-page/", "/page-data/index/page-data.json", `/${asset}`, "/robots.txt", "/og-image.png", "/admin/"]
    for (const url of paths) {
      const response = await request.get(`${host.origin}${url}`, { maxRedirects: 0 })
      for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers()[name], `${name} on ${url}`).toMatch(pattern)
      }
      expect(policies(response.headers()["content-security-policy"])[0], `the baseline CSP on ${url}`).toMatch(BASELINE_CSP)
    }
  })

  test("every page, /index.html, a 404 under a page family and the service worker get the pages' policy beside the baseline", async ({ request }) => {
    for (const url of ["/", "/index.html", ...ALL_ROUTES, "/404.html", "/tracker/nobody-here/", "/counties/nowhere/", "/sw.js"]) {
      const response = await request.get(`${host.origin}${url}`, { maxRedirects: 0 })
      const [baseline, page, ...more] = policies(response.headers()["content-security-policy"])
      expect([url, more]).toEqual([url, []])
      expect(baseline, url).toMatch(BASELINE_CSP)
      expect(page, url).toMatch(PAGE_CSP)
      expect(page, url).not.toMatch(/unsafe-eval|unsafe-inline/)
    }
  })

  test("/admin/ gets the admin's own policy beside the baseline, and not the pages'", async ({ request }) => {
    for (const url of ["/admin/", "/admin/cms.js"]) {
      const [baseline, admin, ...more] = policies((await request.get(`${host.origin}${url}`)).headers()["content-security-policy"])
      expect([url, more]).toEqual([url, []])
      expect(baseline, url).toMatch(BASELINE_CSP)
      expect(admin, url).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; /)
      expect(admin, url).toContain("frame-ancestors 'none'")
      expect(admin, url).not.toContain("sha256-")
    }
  })

  test("an unknown top-level path answers 404 under the baseline policy alone, since host rules match the request path", async ({ request }) => {
    const response = await request.get(`${host.origin}/no-such-page/`)
    expect(response.status()).toBe(404)
    expect(policies(response.headers()["content-security-policy"])).toEqual([expect.stringMatching(BASELINE_CSP)])
  })

  test("the offline service worker is served as JavaScript that revalidates", async ({ request }) => {
    const response = await request.get(`${host.origin}/sw.js`)
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toMatch(/^application\/javascript/)
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate")
    expect(await response.text()).toContain("workbox")
  })

  test("hashed assets are cached for a year; HTML and page data always revalidate", async ({ request }) => {
    const files = builtFiles()
    const hashed = [files.find((file) => /^app-[0-9a-f]+\.js$/.test(file)), files.find((file) => file.startsWith("static/"))].filter(Boolean)
    for (const file of hashed) {
      const response = await request.get(`${host.origin}/${file}`)
      expect(response.status()).toBe(200)
      expect(response.headers()["cache-control"], file).toBe("public, max-age=31536000, immutable")
    }
    for (const url of [...ALL_ROUTES, "/page-data/index/page-data.json", "/page-data/app-data.json", "/404.html"]) {
      const response = await request.get(`${host.origin}${url}`)
      expect(response.status(), url).toBe(200)
      expect(response.headers()["cache-control"], url).toBe("public, max-age=0, must-revalidate")
    }
  })
})

test.describe("The editor stays on /admin/", () => {
  test.skip(({ isMobile }) => !isMobile, "checked once")

  test("no public page or script carries Netlify's Identity widget, which only /admin/ loads", () => {
    const carriers = builtFiles()
      .filter((file) => /\.(?:html|js)$/.test(file) && !file.startsWith("admin/"))
      .filter((file) => /netlify-identity|invite_token/.test(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")))
    expect(carriers).toEqual([])
  })
})

test.describe("Host rules: redirects and 404s", () => {
  test.skip(({ isMobile }) => !isMobile, "checked once")

  test("each tracker's address in capitals or as the name is written answers 301 with the lowercase page", async ({ request }) => {
    for (const tracker of trackers) {
      const spellings = [tracker.name.split(" ").join("-"), tracker.slug.toUpperCase()]
      for (const spelling of spellings) {
        for (const url of [`/tracker/${spelling}/`, `/tracker/${spelling}`]) {
          const response = await request.get(`${host.origin}${url}`, { maxRedirects: 0 })
          expect(response.status(), url).toBe(301)
          expect(response.headers()["location"], url).toBe(`/tracker/${tracker.slug}/`)
        }
      }
      const lowercase = await request.get(`${host.origin}/tracker/${tracker.slug}/`, { maxRedirects: 0 })
      expect(lowercase.status()).toBe(200)
    }
  })

  test("unknown trackers and unknown paths answer 404 with the not-found page", async ({ request }) => {
    const notFound = fs.readFileSync(path.join(PUBLIC_DIR, "404.html"), "utf8")
    for (const url of ["/tracker/nobody-here/", "/no-such-page/", "/counties/nowhere/"]) {
      const response = await request.get(`${host.origin}${url}`, { maxRedirects: 0 })
      expect(response.status(), url).toBe(404)
      expect(await response.text()).toBe(notFound)
    }
  })
})

/** Collects CSP violations (the event, and Chromium's console report) and Permissions-Policy header errors. */
async function watchPolicies(page: Page): Promise<string[]> {
  const problems: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(message.text())) problems.push(`console: ${message.text()}`)
  })
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const list = ((window as unknown as { __violations?: string[] }).__violations ??= [])
      list.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`)
    })
  })
  return problems
}

async function violationsIn(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])
}

test.describe("Content-Security-Policy in Chromium", () => {
  for (const route of [...ALL_ROUTES, "/no-such-page/", "/tracker/nobody-here/"]) {
    test(`${route} loads and hydrates with no CSP violation`, async ({ page }) => {
      const problems = await watchPolicies(page)
      await page.goto(`${host.origin}${route}`)
      await page.waitForLoadState("networkidle")
      expect([...problems, ...(await violationsIn(page))]).toEqual([])
    })
  }

  test("moving between pages in the app and opening the menu cause no CSP violation", async ({ page, isMobile }) => {
    const problems = await watchPolicies(page)
    await page.goto(`${host.origin}/`)
    await page.waitForLoadState("networkidle")
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    if (isMobile) {
      await page.getByRole("button", { name: "Open navigation menu" }).click()
      await page.getByRole("dialog", { name: "Navigation menu" }).getByRole("link", { name: "Bear Tracking" }).click()
    } else {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bear Tracking" }).click()
    }
    await expect(page).toHaveURL(/\/bear-tracking\/$/)
    await page.getByRole("contentinfo").getByRole("link", { name: "Huron County" }).click()
    await expect(page).toHaveURL(/\/counties\/huron\/$/)
    await page.waitForLoadState("networkidle")
    // The route change ran in the app, so the structured data was put into the head by the app too.
    await expect(page.locator('head script[type="application/ld+json"]')).not.toHaveCount(0)
    // A profile rendered by the app: its photo, the gallery and the photo viewer's large image.
    await page.getByRole("link", { name: /^View profile of / }).first().click()
    await expect(page).toHaveURL(/\/tracker\/[a-z-]+\/$/)
    await page.getByRole("list", { name: "Recovery gallery" }).getByRole("link").first().click()
    await expect(page.getByRole("dialog").getByRole("img")).toBeVisible()
    await page.waitForLoadState("networkidle")
    expect([...problems, ...(await violationsIn(page))]).toEqual([])
  })

  test("a mixed-case tracker address lands on the tracker under the CSP", async ({ page }) => {
    const problems = await watchPolicies(page)
    const tracker = trackers[0]
    await page.goto(`${host.origin}/tracker/${tracker.slug.toUpperCase()}/`)
    await expect(page).toHaveURL(new RegExp(`/tracker/${tracker.slug}/$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tracker.name)
    expect([...problems, ...(await violationsIn(page))]).toEqual([])
  })
})

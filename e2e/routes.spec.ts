import { expect, test } from "@playwright/test"
import { ALL_ROUTES, NOINDEX_ROUTES, trackers } from "./support/content"

test.describe("Routes", () => {
  for (const route of ALL_ROUTES) {
    test(`${route} answers 200 with one h1, a title and a canonical link`, async ({ page }) => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      await expect(page.locator("h1")).toHaveCount(1)
      await expect(page).toHaveTitle(/\S/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${route}$`))
      await expect(page.locator("html")).toHaveAttribute("lang", "en")
      const robots = page.locator('meta[name="robots"]')
      if (NOINDEX_ROUTES.includes(route)) await expect(robots).toHaveAttribute("content", "noindex, nofollow")
      else await expect(robots).toHaveCount(0)
    })
  }

  test("an unknown path answers 404, says so, links home and logs the path", async ({ page }) => {
    const errors: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    const response = await page.goto("/no-such-page/")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/404\s*Oops! Page not found/)
    await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/")
    await expect.poll(() => errors.join("\n")).toContain("/no-such-page/")
  })

  test("an unknown tracker answers 404 with 'Tracker Not Found' and a way back to the list", async ({ page }) => {
    const response = await page.goto("/tracker/nobody-here/")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tracker Not Found")
    await expect(page.getByRole("main").getByRole("link", { name: "Back to All Trackers" })).toHaveAttribute("href", "/#trackers")
  })

  test("a tracker address in mixed case shows that tracker", async ({ page }) => {
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

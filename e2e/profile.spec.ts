import { expect, test, type Page } from "@playwright/test"
import { counties, formatted, reviews, trackers } from "./support/content"
import { expectNoAxeViolationsInBothSchemes } from "./support/axe"
import { expectOneH1AndHeadingsInOrder } from "./support/headings"
import { gotoHydrated } from "./support/hydration"

/**
 * Every point of SPEC 'Tracker profile', for every tracker file in
 * data/trackers, at phone and desktop width (the two Playwright projects).
 */

const NA = "N/A"
const reviewsOf = (slug: string) => reviews.filter((review) => review.tracker === slug)
const profileUrl = (slug: string) => `/tracker/${slug}/`

function expectedDetails(tracker: (typeof trackers)[number]): [string, string][] {
  const county = counties.find((candidate) => candidate.slug === tracker.homeCounty)
  if (!county) throw new Error(`${tracker.slug}: no county file for ${tracker.homeCounty}`)
  const certifications = (tracker.certifications ?? []).filter((name) => name.trim())
  return [
    ["Phone", formatted(tracker.phone)],
    ["Service area", "Thumb Region"],
    ["Years tracking", String(tracker.yearsTracking)],
    ["Home county", `${county.name} County`],
    ["Certifications", certifications.length > 0 ? certifications.join(", ") : NA],
    ["Dog 1", tracker.dog1.trim() || NA],
    ["Dog 2", tracker.dog2?.trim() || NA],
  ]
}

const contactBar = (page: Page) => page.getByRole("main").getByRole("group", { name: "Contact this tracker" })

test("exactly four trackers have client reviews (DECISIONS.md)", () => {
  expect(trackers.filter((tracker) => reviewsOf(tracker.slug).length > 0)).toHaveLength(4)
})

for (const tracker of trackers) {
  test.describe(`Profile of ${tracker.name}`, () => {
    const url = profileUrl(tracker.slug)

    test("shows photo, badge, name and experience, with Call Now and Contact Form on the first screen", async ({ page, isMobile }) => {
      await page.goto(url)
      const main = page.getByRole("main")
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(tracker.name)
      await expect(main.getByText(tracker.isApprentice ? "Apprentice tracker" : "Experienced tracker", { exact: true })).toBeVisible()
      const photoAlt = tracker.image ? `Illustrated portrait of ${tracker.name} with a tracking dog` : `No photo of ${tracker.name} yet`
      const photo = main.getByRole("img", { name: photoAlt, exact: true })
      await expect(photo).toBeVisible()
      await expect(photo).toHaveAttribute("loading", "eager")
      await expect(main.getByText(tracker.experience, { exact: true })).toBeVisible()

      const call = contactBar(page).getByRole("link", { name: /^Call Now/ })
      await expect(call).toHaveAttribute("href", `tel:+1${tracker.phone}`)
      await expect(call).toContainText(formatted(tracker.phone))
      const contact = contactBar(page).getByRole("link", { name: "Contact Form", exact: true })
      await expect(contact).toHaveAttribute("href", "/#contact")
      await expect(call).toBeInViewport({ ratio: 1 })
      await expect(contact).toBeInViewport({ ratio: 1 })

      if (isMobile) {
        // The call bar stays on screen while the hunter reads on.
        await page.getByRole("heading", { name: `About ${tracker.name.split(" ")[0]}` }).scrollIntoViewIfNeeded()
        await page.mouse.wheel(0, 600)
        await expect(call).toBeInViewport({ ratio: 1 })
      }
    })

    test("lists phone, service area, years, home county, certifications and dogs, with N/A for what is missing", async ({ page }) => {
      await page.goto(url)
      const details = page.getByRole("region", { name: "Tracker details" })
      const expected = expectedDetails(tracker)
      await expect(details.locator("dt")).toHaveText(expected.map(([label]) => label))
      await expect(details.locator("dd")).toHaveText(expected.map(([, value]) => value))
      await expect(details.getByRole("link", { name: formatted(tracker.phone) })).toHaveAttribute("href", `tel:+1${tracker.phone}`)
      await expect(details.getByRole("link", { name: / County$/ })).toHaveAttribute("href", `/counties/${tracker.homeCounty}/`)
      await expect(page.getByRole("main")).toContainText(tracker.bio)
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" })
      await expect(breadcrumb.getByRole("link", { name: "Our Trackers" })).toHaveAttribute("href", "/#trackers")
    })

    const own = reviewsOf(tracker.slug)
    test(own.length > 0 ? `shows its client reviews (${own.length})` : "shows no review section (no reviews)", async ({ page }) => {
      await page.goto(url)
      const section = page.getByRole("region", { name: "Client reviews" })
      if (own.length === 0) {
        await expect(section).toHaveCount(0)
        await expect(page.getByRole("heading", { name: "Client reviews" })).toHaveCount(0)
        return
      }
      const cards = section.getByRole("article")
      await expect(cards).toHaveCount(own.length)
      for (const review of own) {
        const card = cards.filter({ hasText: review.text.slice(0, 60) })
        await expect(card).toHaveCount(1)
        await expect(card.getByRole("heading", { name: review.reviewerName, exact: true })).toBeVisible()
        await expect(card.locator("time")).toHaveText(review.date)
        await expect(card.getByRole("img", { name: `Rated ${review.rating} out of 5` })).toBeVisible()
        await expect(card).toContainText(review.text)
      }
    })

    test("has a recovery gallery with alt text that works from the keyboard", async ({ page }) => {
      const photos = tracker.gallery ?? []
      test.skip(photos.length === 0, "this tracker has no gallery")
      // Before React has hydrated, Enter follows the link to the photo (as it does with JavaScript off).
      await gotoHydrated(page, url)
      const gallery = page.getByRole("list", { name: "Recovery gallery" })
      const links = gallery.getByRole("link")
      await expect(links).toHaveCount(photos.length)
      for (const [index, photo] of photos.entries()) {
        await expect(links.nth(index).getByRole("img", { name: photo.alt, exact: true })).toHaveAttribute("loading", "lazy")
        await expect(links.nth(index)).toHaveAttribute("href", /\.(jpe?g|png|webp|avif)$/)
      }

      await links.first().focus()
      await page.keyboard.press("Enter")
      const viewer = page.getByRole("dialog")
      await expect(viewer).toBeVisible()
      await expect(viewer).toHaveAccessibleName(`Photo 1 of ${photos.length}`)
      await expect(viewer.getByRole("img", { name: photos[0].alt, exact: true })).toBeVisible()
      await expect(viewer.getByRole("button", { name: "Close photo viewer" })).toBeFocused()

      let shown = 0
      if (photos.length > 1) {
        await page.keyboard.press("ArrowRight")
        await expect(viewer).toHaveAccessibleName(`Photo 2 of ${photos.length}`)
        await expect(viewer.getByRole("img", { name: photos[1].alt, exact: true })).toBeVisible()
        await page.keyboard.press("ArrowLeft")
        await page.keyboard.press("ArrowLeft")
        shown = photos.length - 1
        await expect(viewer).toHaveAccessibleName(`Photo ${photos.length} of ${photos.length}`)
        await expect(viewer.getByRole("img", { name: photos[shown].alt, exact: true })).toBeVisible()
      }

      await page.keyboard.press("Escape")
      await expect(viewer).toBeHidden()
      await expect(links.nth(shown)).toBeFocused()
    })

    test("has one h1 and its headings in order", async ({ page }) => {
      await page.goto(url)
      await expectOneH1AndHeadingsInOrder(page)
    })
  })
}

test("the open photo viewer has no axe violations, light or dark", async ({ page }) => {
  const tracker = trackers.find((candidate) => (candidate.gallery ?? []).length > 1)
  test.skip(!tracker, "no tracker has a gallery")
  await gotoHydrated(page, profileUrl(tracker!.slug))
  await page.getByRole("list", { name: "Recovery gallery" }).getByRole("link").first().click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await page.waitForLoadState("networkidle")
  await expectNoAxeViolationsInBothSchemes(page)
})

test.describe("Profiles with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  for (const tracker of trackers) {
    test(`${tracker.name}: reads in full and the gallery links open the photos`, async ({ page, request }) => {
      await page.goto(profileUrl(tracker.slug))
      const main = page.getByRole("main")
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(tracker.name)
      await expect(contactBar(page).getByRole("link", { name: /^Call Now/ })).toHaveAttribute("href", `tel:+1${tracker.phone}`)
      await expect(page.getByRole("region", { name: "Tracker details" }).locator("dd")).toHaveText(
        expectedDetails(tracker).map(([, value]) => value),
      )
      await expect(main).toContainText(tracker.bio)
      const links = page.getByRole("list", { name: "Recovery gallery" }).getByRole("link")
      await expect(links).toHaveCount((tracker.gallery ?? []).length)
      for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""))) {
        const response = await request.get(href)
        expect(response.status(), href).toBe(200)
        expect(response.headers()["content-type"], href).toMatch(/^image\//)
      }
    })
  }
})

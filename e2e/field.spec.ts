/**
 * The in-the-field features (issue 8), checked in Chromium against the
 * built site and generated from data/: text a tracker, save to contacts,
 * the shot timer and the printed roster.
 */
import { expect, test, type Locator } from "@playwright/test"
import { counties, formatted, settings, trackerRoutes, trackers } from "./support/content"

const tallEnough = async (link: Locator) => {
  const box = await link.boundingBox()
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(48)
}

const smsBody = (href: string | null) => decodeURIComponent((href ?? "").split("?&body=")[1] ?? "")

/** Unfolds a vCard's lines (RFC 2425) and splits it into cards. */
const parseVcards = (text: string) =>
  text
    .replace(/\r\n /g, "")
    .split("\r\n")
    .join("\n")
    .split("END:VCARD\n")
    .filter((card) => card.trim() !== "")
    .map((card) => Object.fromEntries(card.split("\n").filter(Boolean).map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)])))

test.describe("Text a tracker", () => {
  test("every card has a Text link beside its call button, carrying the details template", async ({ page }) => {
    await page.goto("/")
    for (const tracker of trackers) {
      const text = page.locator("#trackers").getByRole("link", { name: `Text ${tracker.name}`, exact: true })
      await expect(text).toHaveAttribute("href", new RegExp(`^sms:\\+1${tracker.phone}\\?&body=`))
      expect(smsBody(await text.getAttribute("href"))).toBe(settings.textTemplate.trim())
      await tallEnough(text)
    }
  })

  test("every profile has a Text link next to Call Now", async ({ page }) => {
    for (const [index, route] of trackerRoutes.entries()) {
      await page.goto(route)
      const text = page.getByRole("group", { name: "Contact this tracker" }).getByRole("link", { name: `Text ${trackers[index].name}` })
      expect(smsBody(await text.getAttribute("href"))).toMatch(/weapon/i)
      await tallEnough(text)
    }
  })
})

test.describe("Save to contacts", () => {
  test("/trackers.vcf holds every tracker as a vCard 3.0 with a 10-digit US cell number", async ({ request }) => {
    const response = await request.get("/trackers.vcf")
    expect(response.ok()).toBe(true)
    const body = await response.text()
    expect(body).toMatch(/\r\n$/)
    expect(body.replace(/\r\n/g, "")).not.toMatch(/\n/)
    const cards = parseVcards(body)
    expect(cards).toHaveLength(trackers.length)
    for (const card of cards) {
      expect(card["BEGIN"]).toBe("VCARD")
      expect(card["VERSION"]).toBe("3.0")
      expect(card["TEL;TYPE=CELL,VOICE"]).toMatch(/^\+1\d{10}$/)
    }
    expect(cards.map((card) => card["FN"]).sort()).toEqual(trackers.map((tracker) => tracker.name).sort())
  })

  test("each tracker's own card matches the data", async ({ request }) => {
    for (const tracker of trackers) {
      const cards = parseVcards(await (await request.get(`/tracker/${tracker.slug}.vcf`)).text())
      expect(cards).toHaveLength(1)
      expect(cards[0]["FN"]).toBe(tracker.name)
      expect(cards[0]["TEL;TYPE=CELL,VOICE"]).toBe(`+1${tracker.phone}`)
      expect(cards[0]["URL"]).toMatch(new RegExp(`/tracker/${tracker.slug}/$`))
    }
  })

  test("cards and profiles offer 'Save contact'; the directory offers the whole roster", async ({ page }) => {
    await page.goto("/")
    const directory = page.locator("#trackers")
    for (const tracker of trackers) {
      const save = directory.getByRole("link", { name: `Save contact ${tracker.name}` })
      await expect(save).toHaveAttribute("href", `/tracker/${tracker.slug}.vcf`)
      // A plain link: Chromium sends `<a download>` past the offline service worker (e2e/offline.spec.ts).
      await expect(save).not.toHaveAttribute("download")
      await tallEnough(save)
    }
    const all = directory.getByRole("link", { name: "Save all trackers to my phone" })
    await expect(all).toHaveAttribute("href", "/trackers.vcf")
    const download = page.waitForEvent("download")
    await all.click()
    expect((await download).suggestedFilename()).toBe("trackers.vcf")

    await page.goto(trackerRoutes[0])
    await expect(page.getByRole("link", { name: `Save contact ${trackers[0].name}` })).toHaveAttribute("href", `/tracker/${trackers[0].slug}.vcf`)
  })
})

test.describe("Shot timer", () => {
  // A fixed clock in the browser: 7:10 PM; the shot at 6:40 PM.
  const EXPECTED: Record<string, RegExp> = {
    "heart-lung": /Start tracking at 7:40 PM.*30 min from now/,
    liver: /Start tracking at 9:40 PM.*2 h 30 min from now.*11:40 PM/,
    gut: /Start tracking at 6:40 AM.*11 h 30 min from now/,
    shoulder: /Call a tracker right away/,
  }

  test("gives the earliest start for each hit, by keyboard, with the time of the shot", async ({ page }) => {
    await page.clock.install({ time: new Date(2025, 10, 15, 19, 10) })
    await page.goto("/#contact")
    const timer = page.getByRole("group", { name: /Shot timer/ })
    // The form's code runs once the timer comes within a screen of the viewport, as the hunter scrolls to it.
    await timer.scrollIntoViewIfNeeded()
    const time = timer.getByLabel("Time of the shot")
    await expect(time).toHaveValue("19:10")
    await time.fill("18:40")
    const result = timer.getByTestId("shot-timer-result")
    await expect(result).toHaveAttribute("aria-live", "polite")
    for (const rule of settings.waitTimes) {
      await timer.getByRole("radio", { name: rule.label }).check()
      await expect(result).toHaveText(EXPECTED[rule.hit])
    }
    await timer.getByRole("radio", { name: "Not sure" }).focus()
    await page.keyboard.press("Space")
    await expect(result).toContainText("6:40 AM")
    await expect(result).toContainText("ask the tracker")
    await expect(timer.getByRole("link", { name: "Call a tracker now, track later" })).toHaveAttribute("href", "#trackers")
  })
})

test.describe("Printed roster", () => {
  test("prints every tracker's name, county and phone and the wait guide on one page", async ({ page, browserName }, testInfo) => {
    await page.goto("/")
    await expect(page.locator("#trackers").getByRole("button", { name: "Print the roster" })).toBeVisible()
    await page.emulateMedia({ media: "print" })
    const roster = page.locator("[data-print-roster]")
    await expect(roster).toBeVisible()
    for (const tracker of trackers) {
      await expect(roster).toContainText(tracker.name)
      await expect(roster).toContainText(formatted(tracker.phone))
      await expect(roster).toContainText(`${counties.find((county) => county.slug === tracker.homeCounty)?.name} County`)
    }
    for (const rule of settings.waitTimes) await expect(roster).toContainText(rule.wait)
    await expect(page.locator("#trackers")).toBeHidden()
    await expect(page.locator("header, footer").first()).toBeHidden()
    await page.screenshot({ path: testInfo.outputPath("print.png"), fullPage: true })
    test.skip(browserName !== "chromium")
    for (const format of ["A4", "Letter"]) {
      const pdf = (await page.pdf({ format, printBackground: true })).toString("latin1")
      expect(pdf.match(/\/Type\s*\/Page(?!s)/g), `${format} pages`).toHaveLength(1)
    }
  })
})

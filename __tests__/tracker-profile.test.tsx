import React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { CurrentPathContext } from "../src/hooks/useCurrentPath"
import { TrackerProfile } from "../src/views/TrackerProfile/TrackerProfile"
import { findAmong, queriedRecord } from "../src/content/queried"
import type { TrackerInput } from "../src/content/types/tracker"

type Tracker = Queries.TrackerProfileFragment

const image = (src: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 400,
  height: 300,
  images: { fallback: { src, srcSet: `${src} 400w`, sizes: "31vw" }, sources: [] },
})

/** The counties the records below name, by key. */
const find = findAmong({
  County: [
    { key: "tuscola", name: "Tuscola" },
    { key: "genesee", name: "Genesee" },
  ],
})

/** An apprentice with only the required fields: no second dog, no certifications, no photo, no reviews. */
const apprenticeRecord: TrackerInput = {
  name: "Jane Doe",
  phone: "8105550199",
  baseTown: { name: "Caro", latitude: 43.4911, longitude: -83.3969 },
  homeCounty: "tuscola",
  species: ["deer"],
  yearsTracking: 1,
  dog1: "Scout — wirehaired dachshund",
  experience: "In training, working calls alongside her mentors.",
  bio: "Jane grew up hunting near Caro and trains her dog on blood lines.",
  isApprentice: true,
}
const apprentice = queriedRecord<Tracker>("Tracker", apprenticeRecord, { key: "jane-doe", find })

const veteran: Tracker = {
  ...queriedRecord<Tracker>(
    "Tracker",
    {
      ...apprenticeRecord,
      name: "Joe Roe",
      phone: "8105550123",
      yearsTracking: 22,
      certifications: ["UBT", "ABTA"],
      dog2: "Moose — Bavarian mountain hound",
      isApprentice: false,
      homeCounty: "genesee",
    },
    { key: "joe-roe", find },
  ),
  // Build-time photos and the reviews that point at the tracker, which a record does not hold.
  gallery: [
    {
      alt: "Illustration: a dachshund on a blood trail",
      image: { childImageSharp: { thumb: image("/static/a-thumb.jpg"), full: image("/static/a-full.jpg") } },
    },
    { alt: "Illustration: a recovered buck at dusk", image: { childImageSharp: { thumb: image("/static/b-thumb.jpg"), full: image("/static/b-full.jpg") } } },
  ],
  reviews: [
    { slug: "joe-roe-01", reviewerName: "Mike R.", rating: 5, date: "10-12-2023", dateISO: "2023-10-12", text: "Found my doe in a fencerow." },
    { slug: "joe-roe-02", reviewerName: "Amanda L.", rating: 5, date: "3 months ago", dateISO: "2024-09-01", text: "Patient and honest." },
  ],
}

function renderProfile(tracker: Tracker) {
  return render(
    <CurrentPathContext.Provider value={`/tracker/${tracker.slug}/`}>
      <TrackerProfile tracker={tracker} />
    </CurrentPathContext.Provider>,
  )
}

/** The value shown beside a label in the tracker details. */
function detail(label: string): string {
  const details = screen.getByRole("region", { name: "Tracker details" })
  const term = within(details).getByText(label, { selector: "dt" })
  return term.nextElementSibling?.textContent ?? ""
}

beforeEach(() => {
  // TrackerPhoto's placeholder query; the stand-in has no placeholder image.
  jest.mocked(useStaticQuery).mockReturnValue({ placeholder: null })
})

describe("TrackerProfile", () => {
  it("shows N/A for a missing second dog and for no certifications", () => {
    renderProfile(apprentice)
    expect(detail("Dog 2")).toBe("N/A")
    expect(detail("Certifications")).toBe("N/A")
    expect(detail("Dog 1")).toBe("Scout — wirehaired dachshund")
  })

  it("shows no review section when the tracker has no reviews", () => {
    renderProfile(apprentice)
    expect(screen.queryByRole("heading", { name: "Client reviews" })).not.toBeInTheDocument()
    expect(screen.queryByRole("region", { name: "Client reviews" })).not.toBeInTheDocument()
    // The only article is the profile itself: no review cards.
    expect(screen.getAllByRole("article")).toHaveLength(1)
    expect(screen.queryByRole("heading", { name: "Track record" })).not.toBeInTheDocument()
  })

  it("renders without a photo", () => {
    renderProfile(apprentice)
    expect(screen.getByRole("heading", { level: 1, name: "Jane Doe" })).toBeInTheDocument()
    expect(screen.queryByRole("img", { name: /Jane Doe/ })).not.toBeInTheDocument()
  })

  it("shows the badge, the experience, the bio, 'Thumb Region' and the years tracking", () => {
    renderProfile(apprentice)
    expect(screen.getByText("Apprentice tracker")).toBeInTheDocument()
    expect(screen.getByText(apprentice.experience)).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "About Jane" })).toBeInTheDocument()
    expect(screen.getByText(apprentice.bio)).toBeInTheDocument()
    expect(detail("Service area")).toBe("Thumb Region")
    expect(detail("Years tracking")).toBe("1")
  })

  it("offers 'Call Now' as a tel: link with the formatted number, and 'Contact Form' to /#contact", () => {
    renderProfile(apprentice)
    const actions = screen.getByRole("group", { name: "Contact this tracker" })
    const call = within(actions).getByRole("link", { name: /^Call Now/ })
    expect(call).toHaveAttribute("href", "tel:+18105550199")
    expect(call).toHaveTextContent("(810) 555-0199")
    expect(within(actions).getByRole("link", { name: "Contact Form" })).toHaveAttribute("href", "/#contact")
    expect(within(screen.getByRole("region", { name: "Tracker details" })).getByRole("link", { name: "(810) 555-0199" })).toHaveAttribute(
      "href",
      "tel:+18105550199",
    )
  })

  it("links the home county to its county page and the breadcrumb back to the tracker list", () => {
    renderProfile(apprentice)
    expect(screen.getByRole("link", { name: "Tuscola County" })).toHaveAttribute("href", "/counties/tuscola/")
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" })
    expect(within(breadcrumb).getByRole("link", { name: "Our Trackers" })).toHaveAttribute("href", "/#trackers")
    expect(within(breadcrumb).getByText("Jane Doe")).toHaveAttribute("aria-current", "page")
  })

  it("shows every review, newest first, with reviewer, stars, the date as written and the text", () => {
    renderProfile(veteran)
    const section = screen.getByRole("region", { name: "Client reviews" })
    const cards = within(section).getAllByRole("article")
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Amanda L.", "Mike R."])
    expect(within(cards[0]).getByText("3 months ago")).toBeInTheDocument()
    expect(within(cards[1]).getByText("10-12-2023")).toHaveAttribute("datetime", "2023-10-12")
    expect(within(cards[1]).getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument()
    expect(within(cards[1]).getByText("Found my doe in a fencerow.")).toBeInTheDocument()
    expect(within(section).getByText(/5\.0 · 2 reviews/)).toBeInTheDocument()
    // A profile shows each review whole: no "Read full review" toggle.
    expect(within(section).queryByText("Read full review")).not.toBeInTheDocument()
  })

  it("lists present values as written", () => {
    renderProfile(veteran)
    expect(screen.getByText("Experienced tracker")).toBeInTheDocument()
    expect(detail("Certifications")).toBe("UBT, ABTA")
    expect(detail("Dog 2")).toBe("Moose — Bavarian mountain hound")
    expect(detail("Years tracking")).toBe("22")
  })

  it("lists the card's facts in its details, a field added to cards too", () => {
    renderProfile({ ...veteran, tracksAtNight: true })
    expect(detail("Tracks at night")).toBe("Yes")
  })

  it("shows the recovery gallery as links to the full-size photos, each image with its alt text", () => {
    renderProfile(veteran)
    const gallery = screen.getByRole("list", { name: "Recovery gallery" })
    const links = within(gallery).getAllByRole("link")
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/static/a-full.jpg", "/static/b-full.jpg"])
    expect(within(links[0]).getByRole("img", { name: "Illustration: a dachshund on a blood trail" })).toBeInTheDocument()
    expect(within(links[1]).getByRole("img", { name: "Illustration: a recovered buck at dusk" })).toBeInTheDocument()
  })

  it("shows HTML typed into the bio as text and never runs it", () => {
    const bio = 'Great tracker <script>window.hacked = true</script><img src=x onerror="alert(1)">'
    const { container } = renderProfile({ ...apprentice, bio })
    expect(screen.getByText(bio)).toBeInTheDocument()
    expect(container.querySelector("script")).toBeNull()
    expect(container.querySelector("img[onerror]")).toBeNull()
  })

  it("shows a stand-in photo in place of the optimised one when given (the CMS preview)", () => {
    render(<TrackerProfile tracker={apprentice} photo={<img src="/uploads/jane.jpg" alt="Portrait of Jane Doe" />} />)
    expect(screen.getByRole("img", { name: "Portrait of Jane Doe" })).toHaveAttribute("src", "/uploads/jane.jpg")
  })
})

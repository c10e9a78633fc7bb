/**
 * Which structured data each page carries, from the build's data: written
 * at the end of each body after the build, so it costs a phone nothing to
 * run and comes after the numbers. The home page's LocalBusiness carries
 * the reviews the page shows (pickPageReviews), so it weighs the same at 8
 * trackers or 500; no FAQPage, which Google no longer shows for sites like
 * this one (docs/performance.md).
 */
import { HOME_ANCHORS, ROUTES } from "../../shared/routes"
import { SITE_URL } from "../../shared/site"
import { pickPageReviews } from "../../shared/reviews"
import { absoluteUrl } from "../../shared/url"
import { breadcrumbList, localBusiness, trackerPerson } from "./builders"
import type { BuildData } from "../build-data"

const url = (path: string) => absoluteUrl(SITE_URL, path)

/** URL path → the JSON-LD blocks of that page, in page order. Pages not listed carry none. */
export function structuredDataByPage(data: BuildData): Map<string, object[]> {
  const settings = data.siteSettings
  if (!settings) throw new Error("data/site.json is missing: the structured data needs the site's name.")
  const pages = new Map<string, object[]>()

  pages.set(ROUTES.home, [
    localBusiness({
      siteUrl: SITE_URL,
      brandName: settings.brandName,
      description: settings.siteDescription,
      socialPageUrl: settings.socialPageUrl,
      rating: settings.heroRating,
      reviewCount: settings.heroReviewCount,
      counties: data.allCounty.nodes,
      reviews: pickPageReviews(data.allReview.nodes).flatMap((group) => group.reviews),
    }),
  ])

  for (const county of data.allCounty.nodes) {
    pages.set(ROUTES.county(county.slug), [
      breadcrumbList([
        { name: "Home", url: url(ROUTES.home) },
        { name: "Service Area", url: url(`/#${HOME_ANCHORS.serviceArea}`) },
        { name: `${county.name} County`, url: url(ROUTES.county(county.slug)) },
      ]),
    ])
  }

  for (const tracker of data.allTracker.nodes) {
    pages.set(ROUTES.tracker(tracker.slug), [
      trackerPerson({
        siteUrl: SITE_URL,
        brandName: settings.brandName,
        slug: tracker.slug,
        name: tracker.name,
        phone: tracker.phone,
        isApprentice: tracker.isApprentice,
        experience: tracker.experience,
        homeCounty: tracker.homeCounty.name,
        certifications: tracker.certifications,
      }),
      breadcrumbList([
        { name: "Home", url: url(ROUTES.home) },
        { name: "Our Trackers", url: url(`/#${HOME_ANCHORS.trackers}`) },
        { name: tracker.name, url: url(ROUTES.tracker(tracker.slug)) },
      ]),
    ])
  }
  return pages
}

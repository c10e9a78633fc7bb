/**
 * The page queries' results, built from the real files in data/ the way
 * GraphQL would return them, so view tests render the actual content.
 */
import { inCallOrder } from "../../src/shared/call-order"
import { pickPageReviews, totalsOf } from "../../src/shared/reviews"
import { findAmong, queriedRecord } from "../../src/content/queried"
import { counties, faq, reviews, settings, trackers } from "../../test-support/content"

const countyBySlug = new Map<string, (typeof counties)[number]>(counties.map((county) => [county.slug, county]))

/** References between the records resolve as GraphQL resolves them, by key. */
const find = findAmong({ County: counties, Tracker: trackers })

/** In the site's call order, as every list shows them. */
const sorted = inCallOrder(trackers)

/** A card's data and the counties the tracker serves, which the build reads to pick a county page's trackers. */
export type CountyTracker = Queries.TrackerCardFragment & { key: string; servesCounties: readonly { slug: string }[] }

export const countyTrackers: CountyTracker[] = sorted.map((tracker) => queriedRecord<CountyTracker>("Tracker", tracker, { find }))

/** Every county as the nearest-first controls get it. */
export const nearestCounties = counties.map((county) => queriedRecord<Queries.NearestCountyFragment>("County", county))

/** The home directory's cards: the same trackers; the extra county links do no harm. */
export const trackerCards: Queries.TrackerCardFragment[] = countyTrackers

export const reviewNodes: Queries.ReviewsByTrackerFragment[] = [...reviews]
  .sort((a, b) => b.dateISO.localeCompare(a.dateISO) || a.slug.localeCompare(b.slug))
  .map((review) => queriedRecord<Queries.ReviewsByTrackerFragment>("Review", review, { find }))

/** The home page's review groups, as the build picks them (src/build/page-trackers.ts). */
const homeReviewGroups = pickPageReviews(reviewNodes)

/** The review totals the home page's context carries. */
export const homeReviewTotals = totalsOf(homeReviewGroups)

export const homeFaq = queriedRecord<Queries.FaqSectionFragment>("FaqSet", faq.home)

export const siteUrl = "https://thumbareadeertrackers.com"

export const indexPageData: Queries.IndexPageQuery = {
  siteSettings: queriedRecord<Queries.IndexPageQuery["siteSettings"]>("SiteSettings", settings),
  allTracker: { nodes: trackerCards },
  allCounty: { nodes: counties.map((county) => queriedRecord<Queries.IndexPageQuery["allCounty"]["nodes"][number]>("County", county)) },
  // As the home query takes them: those the build picked, newest first.
  allReview: { nodes: reviewNodes.filter((review) => homeReviewGroups.some((group) => group.reviews.includes(review))) },
  faqSet: homeFaq,
  map: null,
  waitGuide: null,
}

export const countySettings = queriedRecord<Queries.CountySettingsFragment>("SiteSettings", settings)

export function countyPageData(slug: string): Queries.CountyPageFragment {
  const county = countyBySlug.get(slug)
  if (!county) throw new Error(`No county ${slug} in data/counties/`)
  return queriedRecord<Queries.CountyPageFragment>("County", county)
}

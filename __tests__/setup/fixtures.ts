/**
 * The page queries' results, built from the real files in data/ the way
 * GraphQL would return them, so view tests render the actual content.
 */
import { HOME_REVIEWS, inCallOrder } from "../../src/utils/directory"
import { counties, faq, reviews, settings, trackers } from "../../e2e/support/content"

const countyBySlug = new Map<string, (typeof counties)[number]>(counties.map((county) => [county.slug, county]))
const trackerByKey = new Map(trackers.map((tracker) => [tracker.key, tracker]))

const countyRef = (slug: string) => ({ slug, name: countyBySlug.get(slug)?.name ?? slug })

/** In the site's call order, as every list shows them. */
const sorted = inCallOrder(trackers)

/** A card's data and the counties the tracker serves, which the build reads to pick a county page's trackers. */
export type CountyTracker = Queries.TrackerCardFragment & { key: string; servesCounties: readonly { slug: string }[] }

export const countyTrackers: CountyTracker[] = sorted.map((tracker) => ({
  key: tracker.key,
  slug: tracker.slug,
  name: tracker.name,
  phone: tracker.phone,
  yearsTracking: tracker.yearsTracking,
  certifications: tracker.certifications ?? null,
  dog1: tracker.dog1,
  dog2: tracker.dog2 ?? null,
  isApprentice: tracker.isApprentice,
  homeCounty: countyRef(tracker.homeCounty),
  baseTown: tracker.baseTown,
  availability: tracker.availability
    ? { status: tracker.availability.status, until: tracker.availability.until ?? null, updatedAt: tracker.availability.updatedAt }
    : null,
  servesCounties: (tracker.servesCounties ?? []).map((slug) => ({ slug })),
  image: null,
}))

/** Every county as the nearest-first controls get it. */
export const nearestCounties: Queries.NearestCountyFragment[] = counties.map((county) => ({
  slug: county.slug,
  name: county.name,
}))

/** The home directory's cards: the same trackers; the extra county links do no harm. */
export const trackerCards: Queries.TrackerCardFragment[] = countyTrackers

export const reviewNodes: Queries.ReviewsByTrackerFragment[] = [...reviews]
  .sort((a, b) => b.dateISO.localeCompare(a.dateISO) || a.slug.localeCompare(b.slug))
  .map((review) => ({
    slug: review.slug,
    reviewerName: review.reviewerName,
    rating: review.rating,
    date: review.date,
    dateISO: review.dateISO,
    text: review.text,
    tracker: { slug: trackerByKey.get(review.tracker)?.slug ?? review.tracker, name: trackerByKey.get(review.tracker)?.name ?? review.tracker },
  }))

export const homeFaq: Queries.FaqSectionFragment = {
  title: faq.home.title,
  items: faq.home.items.map((item) => ({ question: item.question, answer: item.answer, points: item.points ?? null, after: item.after ?? null })),
}

export const siteUrl = "https://thumbareadeertrackers.com"

export const indexPageData: Queries.IndexPageQuery = {
  siteSettings: {
    brandName: settings.brandName,
    siteDescription: settings.siteDescription,
    region: settings.region,
    heroRating: settings.heroRating,
    heroReviewCount: settings.heroReviewCount,
    socialPageUrl: settings.socialPageUrl,
    coverage: settings.coverage,
    home: settings.home,
    socialStats: settings.socialStats,
    waitTimes: settings.waitTimes.map(({ hit, label, wait, minHours, maxHours, advice }) => ({ hit, label, wait, minHours, maxHours, advice })),
  },
  allTracker: { nodes: trackerCards },
  allCounty: { nodes: counties.map((county) => ({ slug: county.slug, name: county.name, centralTowns: county.centralTowns, centre: county.centre })) },
  // As the home query takes them: the latest HOME_REVIEWS.
  allReview: { nodes: reviewNodes.slice(0, HOME_REVIEWS) },
  faqSet: homeFaq,
  map: null,
  waitGuide: null,
  // The structured data's own copies (aliased fields of the JSON-LD fragments).
}

export const countySettings: Queries.CountySettingsFragment = {
  region: settings.region,
  heroRating: settings.heroRating,
  heroReviewCount: settings.heroReviewCount,
  countyStats: settings.countyStats,
  home: {
    reviewsIntro: settings.home.reviewsIntro,
    heroTitle: settings.home.heroTitle,
    heroText: settings.home.heroText,
    heroTips: settings.home.heroTips,
  },
}

export function countyPageData(slug: string): Queries.CountyPageFragment {
  const county = countyBySlug.get(slug)
  if (!county) throw new Error(`No county ${slug} in data/counties/`)
  return {
    slug: county.slug,
    name: county.name,
    heading: county.heading ?? null,
    description: county.description,
    squareMiles: county.squareMiles,
    successRate: county.successRate,
    northernTowns: county.northernTowns,
    centralTowns: county.centralTowns,
    southernTowns: county.southernTowns,
    reasons: county.reasons,
    centre: county.centre,
  }
}

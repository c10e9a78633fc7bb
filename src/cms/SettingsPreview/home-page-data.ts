/**
 * The home page query's result with the settings being edited, made from
 * the JSON of the files it reads (src/content/queried.ts) and picked and
 * ordered as the query and the build pick them.
 */
import { findAmong, queriedRecord } from "../../content/queried"
import { PAGE_LIST_SIZE, rankTrackers, type ReviewTotal } from "../../shared/call-order"
import { pickPageReviews, totalsOf } from "../../shared/reviews"
import { numberOf } from "../entry"

type Data = Record<string, unknown>

/** The other files the home page shows beside the settings, as raw JSON records. */
export interface HomeFiles {
  trackers: Data[]
  counties: Data[]
  reviews: Data[]
  faq: Data | null
}

type Query = Queries.IndexPageQuery

/**
 * The lists order trackers themselves (compareCallOrder); the map and the
 * wait-time picture are build-time images, so the preview leaves them out
 * (the table stays). With the query's result, the review totals the home
 * page's context carries.
 */
export function homePageFrom(settings: Data, files: HomeFiles): { data: Query; reviewTotals: ReviewTotal[] } {
  const find = findAmong({ County: files.counties, Tracker: files.trackers })
  const trackers = files.trackers.map((tracker) => queriedRecord<Query["allTracker"]["nodes"][number]>("Tracker", tracker, { find }))
  // As the build picks them (src/build/page-trackers.ts).
  const reviewGroups = pickPageReviews(files.reviews.map((review) => queriedRecord<Query["allReview"]["nodes"][number]>("Review", review, { find })))
  const data: Query = {
    siteSettings: queriedRecord<Query["siteSettings"]>("SiteSettings", settings),
    // As the build picks them (src/build/page-trackers.ts): the first in the order to call them.
    allTracker: {
      nodes: rankTrackers(trackers, { now: Date.now() })
        .slice(0, PAGE_LIST_SIZE)
        .map(({ tracker }) => tracker),
    },
    allCounty: {
      nodes: [...files.counties]
        .sort((a, b) => numberOf(a.order) - numberOf(b.order))
        .map((county) => queriedRecord<Query["allCounty"]["nodes"][number]>("County", county)),
    },
    allReview: { nodes: reviewGroups.flatMap((group) => group.reviews) },
    faqSet: files.faq ? queriedRecord<Query["faqSet"]>("FaqSet", files.faq) : null,
    map: null,
    waitGuide: null,
  }
  return { data, reviewTotals: totalsOf(reviewGroups) }
}

/**
 * What GraphQL would hand the site's views, made from the JSON an editor is
 * writing, so a preview renders the very view the page renders. Absent
 * optional fields become null (as GraphQL returns them), and half-written
 * ones become empty values (see ./entry).
 */
import { PAGE_LIST_SIZE, rankTrackers } from "../utils/directory"
import { sortReviews } from "../utils/reviews"
import { slugFromName } from "../utils/slug"
import { numberOf, recordListOf, textListOf, textOf } from "./entry"

type Data = Record<string, unknown>

const recordOf = (value: unknown): Data => (value && typeof value === "object" && !Array.isArray(value) ? (value as Data) : {})
/** An optional list: null when absent or empty, as GraphQL gives it for a missing key. */
const optionalListOf = (value: unknown): string[] | null => (Array.isArray(value) && value.length > 0 ? textListOf(value) : null)
const optionalTextOf = (value: unknown): string | null => textOf(value) || null

/** A point as GraphQL gives it; a half-typed one is 0, 0, which orders it last rather than breaking the list. */
export const pointOf = (value: unknown) => {
  const point = recordOf(value)
  return { latitude: numberOf(point.latitude), longitude: numberOf(point.longitude) }
}

/** Where a tracker starts from: the town's name and its point. */
export const baseTownOf = (value: unknown) => ({ name: textOf(recordOf(value).name), ...pointOf(value) })

/** A tracker's status as GraphQL gives it: null when the tracker has set none. */
export function availabilityOf(value: unknown): Queries.TrackerCardFragment["availability"] {
  const availability = recordOf(value)
  if (!textOf(availability.status)) return null
  return { status: textOf(availability.status), until: optionalTextOf(availability.until), updatedAt: textOf(availability.updatedAt) }
}

export function faqSetFrom(data: Data): Queries.FaqSectionFragment {
  return {
    title: textOf(data.title),
    items: recordListOf(data.items).map((item) => ({
      question: textOf(item.question),
      answer: textOf(item.answer),
      points: optionalListOf(item.points),
      after: optionalTextOf(item.after),
    })),
  }
}

function sectionsFrom(value: unknown): Queries.LegalPageFragment["sections"] {
  return recordListOf(value).map((section) => ({
    heading: textOf(section.heading),
    paragraphs: textListOf(section.paragraphs),
    points: optionalListOf(section.points),
  }))
}

export function legalPageFrom(data: Data): Queries.LegalPageFragment {
  return {
    slug: textOf(data.key),
    title: textOf(data.title),
    description: textOf(data.description),
    keywords: textListOf(data.keywords),
    heading: textOf(data.heading),
    updated: textOf(data.updated),
    intro: optionalTextOf(data.intro),
    sections: sectionsFrom(data.sections),
  }
}

/** A bear or elk page; its FAQ lives in another file (`faqSet` names it), loaded by the preview. */
export function speciesPageFrom(data: Data, faq: Data): Queries.SpeciesPageFragment {
  const banner = recordOf(data.banner)
  const callout = recordOf(data.callout)
  const dnrLink = recordOf(data.dnrLink)
  return {
    slug: textOf(data.key),
    species: textOf(data.species),
    title: textOf(data.title),
    description: textOf(data.description),
    keywords: textListOf(data.keywords),
    heading: textOf(data.heading),
    intro: textOf(data.intro),
    factsNote: textOf(data.factsNote),
    featuresTitle: textOf(data.featuresTitle),
    banner: { tone: textOf(banner.tone), title: textOf(banner.title), text: textOf(banner.text) },
    facts: recordListOf(data.facts).map((fact) => ({ label: textOf(fact.label), value: textOf(fact.value) })),
    dnrLink: { label: textOf(dnrLink.label), url: textOf(dnrLink.url) },
    features: recordListOf(data.features).map((feature) => ({ title: textOf(feature.title), text: textOf(feature.text) })),
    sections: sectionsFrom(data.sections),
    callout: { title: textOf(callout.title), text: textOf(callout.text), points: optionalListOf(callout.points) },
    ctas: recordListOf(data.ctas).map((cta) => ({ label: textOf(cta.label), contactCard: optionalTextOf(cta.contactCard) })),
    faqSet: faqSetFrom(faq),
  }
}

/** The other files the home page shows beside the settings, as raw JSON records. */
export interface HomeFiles {
  trackers: Data[]
  counties: Data[]
  reviews: Data[]
  faq: Data | null
}

/**
 * The home page query's result with the settings being edited. The lists
 * order trackers themselves (compareCallOrder); the map and the wait-time picture are
 * build-time images, so the preview leaves them out (the table stays).
 */
export function homePageFrom(settings: Data, files: HomeFiles): Queries.IndexPageQuery {
  const home = recordOf(settings.home)
  const socialStats = recordOf(settings.socialStats)
  const countyNames = new Map(files.counties.map((county) => [textOf(county.key), textOf(county.name)]))
  const trackerNames = new Map(files.trackers.map((tracker) => [textOf(tracker.key), textOf(tracker.name)]))
  const counties = [...files.counties]
    .sort((a, b) => numberOf(a.order) - numberOf(b.order))
    .map((county) => ({ slug: textOf(county.key), name: textOf(county.name), centralTowns: textListOf(county.centralTowns), centre: pointOf(county.centre) }))
  const trackers = files.trackers
    .map((tracker) => {
      const county = textOf(tracker.homeCounty)
      return {
        slug: slugFromName(textOf(tracker.name)),
        name: textOf(tracker.name),
        phone: textOf(tracker.phone),
        yearsTracking: numberOf(tracker.yearsTracking),
        certifications: optionalListOf(tracker.certifications),
        dog1: textOf(tracker.dog1),
        dog2: optionalTextOf(tracker.dog2),
        isApprentice: tracker.isApprentice === true,
        homeCounty: { slug: county, name: countyNames.get(county) ?? "" },
        baseTown: baseTownOf(tracker.baseTown),
        availability: availabilityOf(tracker.availability),
        image: null,
      }
    })
  const reviews = sortReviews(
    files.reviews.map((review) => {
      const tracker = textOf(review.tracker)
      return {
        slug: textOf(review.key),
        reviewerName: textOf(review.reviewerName),
        rating: numberOf(review.rating),
        date: textOf(review.date),
        dateISO: textOf(review.dateISO),
        text: textOf(review.text),
        tracker: { slug: slugFromName(trackerNames.get(tracker) ?? tracker), name: trackerNames.get(tracker) ?? tracker },
      }
    }),
  )
  const faq = files.faq ? faqSetFrom(files.faq) : null
  const text = (key: string) => textOf(home[key])
  const list = (key: string) => textListOf(home[key])
  return {
    siteSettings: {
      brandName: textOf(settings.brandName),
      siteDescription: textOf(settings.siteDescription),
      region: textOf(settings.region),
      heroRating: numberOf(settings.heroRating),
      heroReviewCount: numberOf(settings.heroReviewCount),
      socialPageUrl: textOf(settings.socialPageUrl),
      coverage: textOf(settings.coverage),
      home: {
        heroTitle: text("heroTitle"),
        heroText: text("heroText"),
        heroTips: list("heroTips"),
        trackersIntro: text("trackersIntro"),
        serviceAreaIntro: text("serviceAreaIntro"),
        mapAlt: text("mapAlt"),
        shareTitle: text("shareTitle"),
        shareText: text("shareText"),
        shareHashtags: list("shareHashtags"),
        aboutParagraphs: list("aboutParagraphs"),
        reviewsIntro: text("reviewsIntro"),
        socialTitle: text("socialTitle"),
        socialText: text("socialText"),
        contactIntro: text("contactIntro"),
        reachSteps: list("reachSteps"),
        readyChecklist: list("readyChecklist"),
        waitIntro: text("waitIntro"),
        waitGuideAlt: text("waitGuideAlt"),
        applyIntro: text("applyIntro"),
        applyRequirements: list("applyRequirements"),
        applyHow: text("applyHow"),
      },
      socialStats: { followers: textOf(socialStats.followers), successStories: textOf(socialStats.successStories), support: textOf(socialStats.support) },
      waitTimes: recordListOf(settings.waitTimes).map((row) => ({
        hit: textOf(row.hit),
        label: textOf(row.label),
        wait: textOf(row.wait),
        minHours: numberOf(row.minHours),
        maxHours: numberOf(row.maxHours),
        advice: textOf(row.advice),
      })),
    },
    // As the build picks them (src/node/page-trackers.ts): the first in the order to call them.
    allTracker: { nodes: rankTrackers(trackers, { now: Date.now() }).slice(0, PAGE_LIST_SIZE).map(({ tracker }) => tracker) },
    allCounty: { nodes: counties },
    allReview: { nodes: reviews },
    faqSet: faq,
    map: null,
    waitGuide: null,
    // The structured data's copies; a preview writes no head, so they stay empty.
  }
}

/**
 * GraphQL types for everything in `data/`, declared explicitly so that a
 * missing or misspelt field is an error instead of a silently inferred type.
 * Field names are the JSON keys (and the CMS field names); the zod schemas
 * in `src/content/schema.ts` hold the same fields with their rules.
 */
export const typeDefs = /* GraphQL */ `
  type GalleryImage {
    image: File! @fileByRelativePath
    alt: String!
  }

  type Tracker implements Node @dontInfer {
    slug: String!
    name: String!
    phone: String!
    image: File @fileByRelativePath
    yearsTracking: Int!
    homeCounty: County! @link(by: "slug")
    servesCounties: [County!] @link(by: "slug")
    certifications: [String!]
    dog1: String!
    dog2: String
    experience: String!
    bio: String!
    isApprentice: Boolean!
    gallery: [GalleryImage!]
    reviews: [Review!]! @link(by: "tracker.slug", from: "slug")
  }

  type Review implements Node @dontInfer {
    slug: String!
    tracker: Tracker! @link(by: "slug")
    reviewerName: String!
    rating: Int!
    date: String!
    dateISO: Date! @dateformat
    text: String!
  }

  type CountyReason {
    title: String!
    text: String!
  }

  type County implements Node @dontInfer {
    slug: String!
    name: String!
    order: Int!
    heading: String
    description: String!
    squareMiles: Int!
    successRate: Float!
    northernTowns: [String!]!
    centralTowns: [String!]!
    southernTowns: [String!]!
    reasons: [CountyReason!]!
  }

  type FaqItem {
    question: String!
    answer: String!
    points: [String!]
    after: String
  }

  type FaqSet implements Node @dontInfer {
    slug: String!
    title: String!
    items: [FaqItem!]!
  }

  type SocialStats {
    followers: String!
    successStories: String!
    support: String!
  }

  type CountyStats {
    activeTrackers: String!
    availability: String!
    recoveries: String!
  }

  type WaitTime {
    hit: String!
    label: String!
    wait: String!
    minHours: Float!
    maxHours: Float!
    advice: String!
  }

  type SiteSettings implements Node @dontInfer {
    brandName: String!
    shortName: String!
    tagline: String!
    siteDescription: String!
    region: String!
    socialPageName: String!
    socialPageUrl: String!
    heroRating: Float!
    heroReviewCount: Int!
    homeSuccessRate: Float!
    socialStats: SocialStats!
    countyStats: CountyStats!
    coverage: String!
    waitTimes: [WaitTime!]!
    textTemplate: String!
    copyrightYear: Int!
    home: HomeCopy!
  }

  type PageSection {
    heading: String!
    paragraphs: [String!]!
    points: [String!]
  }

  type PageBanner {
    tone: String!
    title: String!
    text: String!
  }

  type PageFact {
    label: String!
    value: String!
  }

  type PageFeature {
    title: String!
    text: String!
  }

  type PageCallout {
    title: String!
    text: String!
    points: [String!]
  }

  type PageCta {
    label: String!
    download: String
  }

  type SpeciesPage implements Node @dontInfer {
    slug: String!
    title: String!
    description: String!
    keywords: [String!]!
    heading: String!
    intro: String!
    banner: PageBanner!
    facts: [PageFact!]!
    factsNote: String!
    features: [PageFeature!]!
    sections: [PageSection!]!
    callout: PageCallout!
    ctas: [PageCta!]!
    faqSet: FaqSet! @link(by: "slug")
    featuresTitle: String!
    dnrLink: PageLink!
  }

  type LegalPage implements Node @dontInfer {
    slug: String!
    title: String!
    description: String!
    heading: String!
    updated: String!
    intro: String
    sections: [PageSection!]!
  }

  type PageLink {
    label: String!
    url: String!
  }

  type HomeCopy {
    heroTitle: String!
    heroText: String!
    heroTips: [String!]!
    trackersIntro: String!
    serviceAreaIntro: String!
    mapAlt: String!
    shareTitle: String!
    shareText: String!
    shareHashtags: [String!]!
    aboutParagraphs: [String!]!
    reviewsIntro: String!
    socialTitle: String!
    socialText: String!
    contactIntro: String!
    reachSteps: [String!]!
    readyChecklist: [String!]!
    waitIntro: String!
    waitGuideAlt: String!
    applyIntro: String!
    applyRequirements: [String!]!
    applyHow: String!
  }
`

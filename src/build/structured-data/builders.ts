/**
 * Structured data (schema.org JSON-LD) as pure functions of the content, typed
 * with schema-dts. Nothing here reads a clock or a random source: the same
 * content gives the same bytes, so the built HTML is identical build to build
 * (a review's date is its own, never the build's).
 */
import type { BreadcrumbList, LocalBusiness, Person, Review, WithContext } from "schema-dts"
import { SHARE_IMAGE } from "../../shared/site"
import { internationalPhone } from "../../shared/phone"
import { sortReviews } from "../../shared/reviews"
import { absoluteUrl } from "../../shared/url"

/** The logo gatsby-plugin-manifest generates from src/images/icon.png. */
export const LOGO_PATH = "/icons/icon-512x512.png"

/** Every node that stands for the group points at this one id. */
export const organizationId = (siteUrl: string): string => `${siteUrl}/#organization`

export interface ReviewFacts {
  slug: string
  reviewerName: string
  rating: number
  /** `YYYY-MM-DD` */
  dateISO: string
  text: string
}

export interface BusinessInput {
  siteUrl: string
  brandName: string
  description: string
  socialPageUrl: string
  rating: number
  reviewCount: number
  counties: readonly { name: string }[]
  reviews: readonly ReviewFacts[]
}

const rating = (value: number) => ({ "@type": "Rating", ratingValue: value, bestRating: 5, worstRating: 1 }) as const

export function localBusiness(input: BusinessInput): WithContext<LocalBusiness> {
  const reviews: Review[] = sortReviews(input.reviews).map((review) => ({
    "@type": "Review",
    author: { "@type": "Person", name: review.reviewerName },
    reviewRating: rating(review.rating),
    datePublished: review.dateISO,
    reviewBody: review.text,
  }))
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": organizationId(input.siteUrl),
    name: input.brandName,
    description: input.description,
    url: absoluteUrl(input.siteUrl, "/"),
    logo: absoluteUrl(input.siteUrl, LOGO_PATH),
    image: absoluteUrl(input.siteUrl, SHARE_IMAGE.path),
    sameAs: [input.socialPageUrl],
    // No street address: the trackers work from their own homes across the region.
    address: { "@type": "PostalAddress", addressRegion: "MI", addressCountry: "US" },
    areaServed: input.counties.map((county) => ({
      "@type": "AdministrativeArea",
      name: `${county.name} County, Michigan`,
    })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: input.rating,
      reviewCount: input.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews,
  }
}

export function breadcrumbList(crumbs: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

export interface PersonFacts {
  siteUrl: string
  brandName: string
  slug: string
  name: string
  phone: string
  isApprentice: boolean
  experience: string
  homeCounty: string
  certifications?: readonly string[] | null
}

export function trackerPerson(input: PersonFacts): WithContext<Person> {
  const url = absoluteUrl(input.siteUrl, `/tracker/${input.slug}/`)
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${url}#person`,
    name: input.name,
    url,
    telephone: internationalPhone(input.phone),
    jobTitle: input.isApprentice ? "Apprentice deer tracker" : "Deer tracker",
    description: input.experience,
    homeLocation: { "@type": "AdministrativeArea", name: `${input.homeCounty} County, Michigan` },
    memberOf: { "@type": "Organization", "@id": organizationId(input.siteUrl), name: input.brandName },
    knowsAbout: ["Blood tracking with a dog", "Wounded deer recovery"],
    ...(input.certifications && input.certifications.length > 0
      ? {
          hasCredential: input.certifications.map((certification) => ({
            "@type": "EducationalOccupationalCredential",
            name: certification,
          })),
        }
      : {}),
  }
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}

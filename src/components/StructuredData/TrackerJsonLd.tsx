import React from "react"
import { graphql } from "gatsby"
import { HOME_ANCHORS, ROUTES } from "../../routes"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { absoluteUrl } from "../../utils/url"
import { JsonLd } from "./JsonLd"
import { breadcrumbList, trackerPerson } from "./builders"
import { SITE_URL } from "../../site"

/** A tracker profile: the tracker as a Person with telephone, and the trail back to the list. */
export function TrackerJsonLd({ tracker }: { tracker: Queries.TrackerJsonLdFragment }) {
  const settings = useSiteSettings()
  return (
    <>
      <JsonLd
        data={trackerPerson({
          siteUrl: SITE_URL,
          brandName: settings.brandName,
          slug: tracker.slug,
          name: tracker.name,
          phone: tracker.phone,
          isApprentice: tracker.isApprentice,
          experience: tracker.experience,
          homeCounty: tracker.homeCounty.name,
          certifications: tracker.certifications,
        })}
      />
      <JsonLd
        data={breadcrumbList([
          { name: "Home", url: absoluteUrl(SITE_URL, ROUTES.home) },
          { name: "Our Trackers", url: absoluteUrl(SITE_URL, `/#${HOME_ANCHORS.trackers}`) },
          { name: tracker.name, url: absoluteUrl(SITE_URL, ROUTES.tracker(tracker.slug)) },
        ])}
      />
    </>
  )
}

export const query = graphql`
  fragment TrackerJsonLd on Tracker {
    slug
    name
    phone
    isApprentice
    experience
    certifications
    homeCounty {
      name
    }
  }
`

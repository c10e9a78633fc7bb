import React from "react"
import { graphql } from "gatsby"
import { HOME_ANCHORS, ROUTES } from "../../constants"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { useSiteUrl } from "../../hooks/useSiteUrl"
import { absoluteUrl } from "../../utils/url"
import { JsonLd } from "./JsonLd"
import { breadcrumbList, trackerPerson } from "./builders"

/** A tracker profile: the tracker as a Person with telephone, and the trail back to the list. */
export function TrackerJsonLd({ tracker }: { tracker: Queries.TrackerJsonLdFragment }) {
  const siteUrl = useSiteUrl()
  const settings = useSiteSettings()
  return (
    <>
      <JsonLd
        data={trackerPerson({
          siteUrl,
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
          { name: "Home", url: absoluteUrl(siteUrl, ROUTES.home) },
          { name: "Our Trackers", url: absoluteUrl(siteUrl, `/#${HOME_ANCHORS.trackers}`) },
          { name: tracker.name, url: absoluteUrl(siteUrl, ROUTES.tracker(tracker.slug)) },
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

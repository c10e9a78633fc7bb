import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import { ALL_TRACKERS_PAGE } from "../views/AllTrackers/AllTrackers.copy"
import { AllTrackers } from "../views/AllTrackers/AllTrackers"

/** Every tracker, /trackers/: the roster in full, to call from or print. */
export default function AllTrackersPage({ data }: PageProps<Queries.AllTrackersPageQuery>) {
  const settings = data.siteSettings
  if (!settings) throw new Error("data/site.json is missing: the roster page has nothing to show.")
  return <AllTrackers brandName={settings.brandName} trackers={data.allTracker.nodes} waitTimes={settings.waitTimes} />
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={ALL_TRACKERS_PAGE.title} description={ALL_TRACKERS_PAGE.description} keywords={ALL_TRACKERS_PAGE.keywords} pathname={location.pathname} />
)

export const query = graphql`
  query AllTrackersPage {
    siteSettings {
      brandName
      waitTimes {
        hit
        label
        wait
      }
    }
    allTracker {
      nodes {
        ...RosterRow
      }
    }
  }
`

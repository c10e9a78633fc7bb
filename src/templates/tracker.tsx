import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import { TrackerProfile } from "../views/TrackerProfile/TrackerProfile"

/** A tracker's page. Its structured data is written in after the build (src/build/structured-data). */
export default function TrackerTemplate({ data }: PageProps<Queries.TrackerTemplateQuery>) {
  if (!data.tracker) throw new Error("Tracker page built without a tracker.")
  return <TrackerProfile tracker={data.tracker} />
}

export const Head: HeadFC<Queries.TrackerTemplateQuery> = ({ data, location }) => {
  const tracker = data.tracker
  if (!tracker) throw new Error("Tracker page built without a tracker.")
  const role = tracker.isApprentice ? "apprentice deer tracker" : "deer tracker"
  return (
    <Seo
      title={`${tracker.name}, ${role} in ${tracker.homeCounty.name} County`}
      description={`${tracker.name} is a ${role} with a trained tracking dog, based in ${tracker.homeCounty.name} County, Michigan. ${tracker.experience}`}
      pathname={location.pathname}
      keywords={[tracker.name, "deer tracker", "blood tracking dog", `${tracker.homeCounty.name} County`, "Michigan"]}
      ogType="profile"
    />
  )
}

export const query = graphql`
  query TrackerTemplate($key: String!) {
    tracker(key: { eq: $key }) {
      ...TrackerProfile
    }
  }
`

import React, { useEffect, useState } from "react"
import { graphql, navigate, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import { NotFound } from "../views/NotFound/NotFound"
import { classifyMissingPath } from "../views/NotFound/notFound"

/**
 * Served for every unknown path (HTTP 404). The prerendered HTML is the
 * generic message; in the browser the real path is known, so a mixed-case
 * tracker address goes to its page and an unknown tracker gets its own message.
 */
export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const [unknownTracker, setUnknownTracker] = useState(false)

  useEffect(() => {
    const verdict = classifyMissingPath(
      location.pathname,
      data.allTracker.nodes.map((tracker) => tracker.slug),
    )
    if (verdict.kind === "redirect") {
      void navigate(`${verdict.to}${location.search}${location.hash}`, { replace: true })
      return
    }
    console.error(`404: no page at ${location.pathname}`)
    setUnknownTracker(verdict.kind === "unknown-tracker")
  }, [data, location.pathname, location.search, location.hash])

  return <NotFound unknownTracker={unknownTracker} />
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Page not found" description="This page does not exist." pathname={location.pathname} noindex />
)

export const query = graphql`
  query NotFoundPage {
    allTracker {
      nodes {
        slug
      }
    }
  }
`

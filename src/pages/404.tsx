import React, { useEffect } from "react"
import { graphql, navigate, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import { NOT_FOUND_COPY } from "../views/NotFound/NotFound.copy"
import { NotFound } from "../views/NotFound/NotFound"
import { InlineScript } from "../components/InlineScript/InlineScript"
import { INLINE_SCRIPTS } from "../shared/inline-scripts"
import { classifyMissingPath } from "../shared/not-found"

/**
 * Served for every unknown path (HTTP 404). Its head script tells a tracker
 * address from any other before the first paint (NotFound shows the message
 * that fits); once the scripts run, a tracker address in mixed case goes to
 * that tracker's page, and any other unknown address is logged.
 */
export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
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
  }, [data, location.pathname, location.search, location.hash])

  return <NotFound />
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={NOT_FOUND_COPY.title} description={NOT_FOUND_COPY.description} keywords={NOT_FOUND_COPY.keywords} pathname={location.pathname} noindex>
    <InlineScript name={INLINE_SCRIPTS.notFound} />
  </Seo>
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

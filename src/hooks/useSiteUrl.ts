import { graphql, useStaticQuery } from "gatsby"

/** The production origin from gatsby-config's siteMetadata, without a trailing slash. */
export function useSiteUrl(): string {
  const { site } = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  return (site?.siteMetadata?.siteUrl ?? "").replace(/\/$/, "")
}


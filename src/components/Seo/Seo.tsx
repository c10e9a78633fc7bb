import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { useSiteSettings } from "../../hooks/useSiteSettings"

type SeoProps = {
  title: string
  description: string
  /** The page's own path, e.g. `/tracker/jane-doe/`; made absolute for the canonical link. */
  pathname: string
  keywords?: readonly string[]
  /** SPEC: the sitemap and legal pages ask robots not to index or follow them. */
  noindex?: boolean
  ogType?: "website" | "article" | "profile"
  children?: React.ReactNode
}

/** Every page's head tags, used from each page's `Head` export. */
export function Seo({ title, description, pathname, keywords = [], noindex = false, ogType = "website", children }: SeoProps) {
  const { site } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const settings = useSiteSettings()
  const siteUrl = site?.siteMetadata?.siteUrl ?? ""
  const url = `${siteUrl}${pathname}`
  const fullTitle = title.includes(settings.brandName) ? title : `${title} | ${settings.brandName}`

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <link rel="canonical" href={url} />
      <meta name="theme-color" content="#153a20" />
      <meta property="og:site_name" content={settings.brandName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={ogType} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {children}
    </>
  )
}

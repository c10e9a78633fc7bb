import React from "react"
import { SHARE_IMAGE, SITE_URL } from "../../shared/site"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { palettes } from "../../styles/theme"
import { absoluteUrl } from "../../shared/url"
import { APP_ICON } from "../../shared/built-files"

type SeoProps = {
  title: string
  description: string
  /** The page's own path, e.g. `/tracker/jane-doe/`; made absolute for the canonical link. */
  pathname: string
  keywords?: readonly string[]
  /** The sitemap and the legal pages ask robots not to index or follow them: they are not what a hunter searches for. */
  noindex?: boolean
  ogType?: "website" | "article" | "profile"
  /** Any other head element of the page. */
  children?: React.ReactNode
}

/** Every page's head tags, used from each page's `Head` export. */
export function Seo({ title, description, pathname, keywords = [], noindex = false, ogType = "website", children }: SeoProps) {
  const settings = useSiteSettings()
  const url = absoluteUrl(SITE_URL, pathname)
  const fullTitle = title.includes(settings.brandName) ? title : `${title} | ${settings.brandName}`
  // Share previews are fetched by the networks' crawlers, which need an absolute URL.
  const image = absoluteUrl(SITE_URL, SHARE_IMAGE.path)
  const imageAlt = `${settings.brandName}: ${settings.tagline}`

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <link rel="canonical" href={url} />
      {/* The navigation bar keeps its colour in the dark scheme, so one theme-color serves both. */}
      <meta name="theme-color" content={palettes.light.forestDark} />
      <link rel="apple-touch-icon" href={APP_ICON} />
      <meta property="og:site_name" content={settings.brandName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={ogType} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {children}
    </>
  )
}

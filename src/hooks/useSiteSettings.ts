import { graphql, useStaticQuery } from "gatsby"

/**
 * The site-wide settings from data/site.json that the shared components
 * (head, navigation, footer, structured data) need on every page. Figures
 * only one page shows (the home and county statistics, the wait-time guide)
 * come with that page's own query, so they are not in every page's data.
 */
export function useSiteSettings(): Queries.SiteSettingsQuery["siteSettings"] & object {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteSettings {
        brandName
        shortName
        tagline
        siteDescription
        region
        socialPageName
        socialPageUrl
        heroRating
        heroReviewCount
        homeSuccessRate
        coverage
        copyrightYear
      }
    }
  `)
  if (!data.siteSettings) throw new Error("data/site.json is missing: the site settings could not be loaded.")
  return data.siteSettings
}

import { graphql, useStaticQuery } from "gatsby"

/** The site-wide settings from data/site.json. */
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
        socialStats {
          followers
          successStories
          support
        }
        countyStats {
          activeTrackers
          availability
          recoveries
        }
        waitTimes {
          hit
          label
          wait
          minHours
          maxHours
          advice
        }
      }
    }
  `)
  if (!data.siteSettings) throw new Error("data/site.json is missing: the site settings could not be loaded.")
  return data.siteSettings
}

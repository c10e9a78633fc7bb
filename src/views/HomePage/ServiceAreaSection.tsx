import React from "react"
import { graphql, Link } from "gatsby"
import { ButtonLink } from "../../components/Button/ButtonLink"
import { Picture } from "../../components/Picture/Picture"
import { Section } from "../../components/Section/Section"
import { ShareButtons } from "../../components/ShareButtons/ShareButtons"
import { HOME_LABELS, HOME_SECTION_TITLES } from "../../copy"
import { HOME_ANCHORS, ROUTES } from "../../shared/routes"
import { countyName } from "../../shared/format"
import { AreaLayout, CountyGrid, MapFigure, ShareBox } from "./HomePage.styles"

type ServiceAreaSectionProps = {
  home: Queries.HomePageFragment["home"]
  counties: readonly Queries.ServiceAreaCountyFragment[]
  map: Queries.ServiceAreaMapFragment | null
  pageUrl: string
}

/** The eight county pages, the county map, and ways to pass the site on. */
export function ServiceAreaSection({ home, counties, map, pageUrl }: ServiceAreaSectionProps) {
  const mapImage = map?.childImageSharp?.gatsbyImageData
  return (
    <Section id={HOME_ANCHORS.serviceArea} title={HOME_SECTION_TITLES.serviceArea} intro={home.serviceAreaIntro} tone="alt">
      <AreaLayout>
        <CountyGrid>
          {counties.map((county) => (
            <li key={county.slug}>
              <Link to={ROUTES.county(county.slug)}>
                <strong>{countyName(county.name)}</strong>
                <span>{county.centralTowns.slice(0, 2).join(", ")}</span>
              </Link>
            </li>
          ))}
        </CountyGrid>
        {mapImage && (
          <MapFigure>
            <Picture image={mapImage} alt={home.mapAlt} />
          </MapFigure>
        )}
        <ShareBox>
          <h3>{home.shareTitle}</h3>
          <ShareButtons url={pageUrl} text={home.shareText} hashtags={home.shareHashtags} />
          <ButtonLink target={{ label: HOME_LABELS.findTracker, anchor: HOME_ANCHORS.trackers }} block />
        </ShareBox>
      </AreaLayout>
    </Section>
  )
}

export const query = graphql`
  fragment ServiceAreaCounty on County {
    slug
    name
    centralTowns
  }

  # Shown at most 640 px wide; half the 1152 px content width beside the
  # county cards on desktop, the container width (16 px sides) on phones.
  fragment ServiceAreaMap on File {
    childImageSharp {
      gatsbyImageData(
        width: 640
        layout: CONSTRAINED
        sizes: "(min-width: 1200px) 552px, (min-width: 1024px) calc(50vw - 48px), (min-width: 688px) 640px, calc(100vw - 32px)"
        placeholder: DOMINANT_COLOR
        formats: [AUTO, WEBP, AVIF]
      )
    }
  }
`

import React from "react"
import { graphql } from "gatsby"
import { ButtonLink } from "../../components/Button/ButtonLink"
import { ButtonAnchor } from "../../components/ButtonAnchor/ButtonAnchor"
import { CardGrid } from "../../components/CardGrid/CardGrid"
import { Container } from "../../components/Container/Container"
import { FaqSection } from "../../components/FaqSection/FaqSection"
import { FirstCall } from "../../components/FirstCall/FirstCall"
import { FirstScreenEnd } from "../../components/FirstScreenEnd/FirstScreenEnd"
import type { RosterTracker } from "../../shared/roster-file"
import { Hero } from "../../components/Hero/Hero"
import { Icon } from "../../components/icons/Icon"
import { ReviewsByTracker } from "../../components/ReviewsByTracker/ReviewsByTracker"
import { NearestControls } from "../../components/NearestControls/NearestControls"
import { Section } from "../../components/Section/Section"
import { StatList } from "../../components/StatList/StatList"
import { TrackerList } from "../../components/TrackerList/TrackerList"
import { COMMON_LABELS, FIRST_CALL_LABELS, HOME_SECTION_TITLES } from "../../copy"
import type { ReviewTotal } from "../../shared/call-order"
import { COUNTY_LABELS } from "./CountyPage.copy"
import { HOME_ANCHORS, NAV_LINKS, ROUTES } from "../../shared/routes"
import { countyName } from "../../shared/format"
import { formatCount } from "../../shared/format"
import { Centered, CountyHero, Crumbs, StatsCard, TextCard, TownList, TrackerGroup } from "./CountyPage.styles"

type CountyPageProps = {
  county: Queries.CountyPageFragment
  /** The other counties, to pick instead. */
  counties: readonly Queries.NearestCountyFragment[]
  settings: Queries.CountySettingsFragment
  /** The trackers who cover the county or, when none does, the nearest to its centre (src/build/page-trackers.ts). */
  trackers: readonly Queries.TrackerCardFragment[]
  /** Whether any tracker covers the county. */
  covered: boolean
  /** How many trackers cover it in all: the page carries the first ones (src/build/page-trackers.ts). */
  rosterSize: number
  reviews: readonly Queries.ReviewsByTrackerFragment[]
  /** Each shown group's tracker and how many reviews they have in all (the page shows some of them at most: src/shared/reviews.ts). */
  reviewTotals: readonly ReviewTotal[]
  faq: Queries.FaqSectionFragment | null
}

/**
 * A county page: its own heading and at once the first trackers to call
 * (FirstCall), then the county's text and all the trackers who cover the
 * county, nearest its centre first (or nearest the hunter, on request),
 * then the home hero, where in the county the trackers go, why call them,
 * the reviews (the same as the home page's) and the FAQ. All eight share this layout.
 */
export function CountyPage({ county, counties, settings, trackers, covered, rosterSize, reviews, reviewTotals, faq }: CountyPageProps) {
  const name = county.name
  const centre = { point: county.centre, label: COUNTY_LABELS.centre(name) }
  const order = { from: centre, rosterSize, about: (tracker: RosterTracker) => tracker.counties.includes(county.slug) }
  const areas = [
    { title: COUNTY_LABELS.northern(name), towns: county.northernTowns },
    { title: COUNTY_LABELS.central(name), towns: county.centralTowns },
    { title: COUNTY_LABELS.southern(name), towns: county.southernTowns },
  ]
  const stats = [
    { label: COUNTY_LABELS.activeTrackers, value: settings.countyStats.activeTrackers },
    { label: COUNTY_LABELS.availability, value: settings.countyStats.availability },
    { label: COUNTY_LABELS.squareMiles, value: formatCount(county.squareMiles) },
    { label: COUNTY_LABELS.recoveries, value: settings.countyStats.recoveries },
  ]
  const home = NAV_LINKS[0]
  const serviceArea = NAV_LINKS.find((link) => "anchor" in link && link.anchor === HOME_ANCHORS.serviceArea) ?? home

  return (
    <>
      <CountyHero aria-labelledby="county-heading">
        <Container>
          <Crumbs label={COMMON_LABELS.breadcrumb} trail={[{ label: home.label, to: ROUTES.home }, serviceArea]} current={countyName(name)} />
          <h1 id="county-heading">{county.heading ?? COUNTY_LABELS.heading(name)}</h1>
          <FirstCall trackers={trackers} {...order} note={covered ? undefined : FIRST_CALL_LABELS.nearestInstead(name)} />
          <p>{county.description}</p>
        </Container>
      </CountyHero>
      <FirstScreenEnd />

      <Section id={HOME_ANCHORS.trackers} title={COUNTY_LABELS.trackersTitle(name)} intro={COUNTY_LABELS.trackersIntro(name)}>
        {!covered && (
          <TrackerGroup>
            <p>{COUNTY_LABELS.noTrackers(name)}</p>
            <ButtonLink target={{ label: COUNTY_LABELS.allTrackers, to: ROUTES.trackers }} />
          </TrackerGroup>
        )}
        <NearestControls counties={counties} />
        <TrackerList trackers={trackers} {...order} />
      </Section>

      <Hero settings={settings} headingLevel={2} />

      <Section id="areas" title={COUNTY_LABELS.areasTitle(name)}>
        <CardGrid as="div" columns={{ tablet: 3, desktop: 3 }}>
          {areas.map((area) => (
            <TextCard key={area.title}>
              <h3>{area.title}</h3>
              <TownList>
                {area.towns.map((town) => (
                  <li key={town}>
                    <Icon name="pin" size={16} />
                    {town}
                  </li>
                ))}
              </TownList>
            </TextCard>
          ))}
        </CardGrid>
        <StatsCard>
          <h3>{COUNTY_LABELS.statsTitle(name)}</h3>
          <StatList items={stats} />
        </StatsCard>
      </Section>

      <Section id="why-choose" title={COUNTY_LABELS.reasonsTitle(name)} tone="alt">
        <CardGrid as="div" columns={{ tablet: 2, desktop: 2 }}>
          {county.reasons.map((reason) => (
            <TextCard key={reason.title}>
              <h3>
                <Icon name="check" />
                {reason.title}
              </h3>
              <p>{reason.text}</p>
            </TextCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="find-trackers" title={COUNTY_LABELS.ctaTitle(name)} tone="forest">
        <Centered>
          <ButtonAnchor href={`#${HOME_ANCHORS.trackers}`} data-button="">
            <Icon name="phone" />
            {COUNTY_LABELS.findAvailable}
          </ButtonAnchor>
        </Centered>
      </Section>

      <Section id={HOME_ANCHORS.reviews} title={HOME_SECTION_TITLES.reviews} intro={settings.home.reviewsIntro} tone="alt">
        <ReviewsByTracker reviews={reviews} totals={reviewTotals} />
      </Section>

      {faq && <FaqSection faq={faq} />}
    </>
  )
}

export const query = graphql`
  fragment CountyPage on County {
    slug
    name
    heading
    description
    centre {
      latitude
      longitude
    }
    squareMiles
    successRate
    northernTowns
    centralTowns
    southernTowns
    reasons {
      title
      text
    }
  }

  fragment CountySettings on SiteSettings {
    ...Hero
    countyStats {
      activeTrackers
      availability
      recoveries
    }
    home {
      reviewsIntro
    }
  }
`

import React from "react"
import { graphql } from "gatsby"
import type { ButtonVariant } from "../../components/Button/Button.styles"
import { ButtonAnchor } from "../../components/ButtonAnchor/ButtonAnchor"
import { ButtonLink } from "../../components/Button/ButtonLink"
import { CardGrid } from "../../components/CardGrid/CardGrid"
import { Container } from "../../components/Container/Container"
import { FactList } from "../../components/FactList/FactList"
import { FaqSection } from "../../components/FaqSection/FaqSection"
import { FirstCall } from "../../components/FirstCall/FirstCall"
import { FirstScreenEnd } from "../../components/FirstScreenEnd/FirstScreenEnd"
import type { RosterTracker } from "../../shared/roster-file"
import { Icon } from "../../components/icons/Icon"
import { NearestControls } from "../../components/NearestControls/NearestControls"
import { NewTabLink } from "../../components/NewTabLink/NewTabLink"
import { ProseSection } from "../../components/ProseSection/ProseSection"
import { Section } from "../../components/Section/Section"
import { TrackerList } from "../../components/TrackerList/TrackerList"
import { SPECIES_NAMES, type Species } from "../../content/species"
import { INFO_PAGE_LABELS } from "../../copy"
import { SPECIES_LABELS } from "./SpeciesPage.copy"
import { HOME_ANCHORS } from "../../shared/routes"
import { Banner, Body, Callout, Card, Closing, Hero, NoTrackers, Note, Reading, type BannerTone } from "./SpeciesPage.styles"

type SpeciesPageProps = {
  page: Queries.SpeciesPageFragment
  /** The first trackers who take this page's game (src/build/page-trackers.ts). */
  trackers: readonly Queries.TrackerCardFragment[]
  /** How many take it in all. */
  rosterSize: number
  counties: readonly Queries.NearestCountyFragment[]
}

/** Every button on these pages takes the visitor to the page's own tracker list. */
const TO_TRACKERS = `#${HOME_ANCHORS.trackers}`

type CtaProps = { cta: Queries.SpeciesPageFragment["ctas"][number]; variant?: ButtonVariant }

/**
 * A button to the tracker list. One with a contact card also hands the
 * roster's card to the phone: a plain link (no `download` attribute, which
 * would send it past the offline copy), served as text/vcard so the phone
 * offers to add the contacts; the page then moves on to the list.
 */
function Cta({ cta, variant }: CtaProps) {
  if (!cta.contactCard) {
    return (
      <ButtonAnchor href={TO_TRACKERS} $variant={variant} data-button="">
        <Icon name="phone" />
        <span>{cta.label}</span>
      </ButtonAnchor>
    )
  }
  return (
    <ButtonAnchor href={cta.contactCard} $variant={variant} data-button="" onClick={() => window.setTimeout(() => window.location.assign(TO_TRACKERS), 0)}>
      <Icon name="download" />
      <span>{cta.label}</span>
    </ButtonAnchor>
  )
}

const bannerTone = (tone: string): BannerTone => (tone === "warning" ? "warning" : "info")

/**
 * The bear and elk tracking pages: under the heading the first trackers to
 * call (FirstCall), then the trackers who take that game
 * (nearest first on request), then a banner, the season facts with a
 * pointer to the DNR, three feature cards, the long text beside a 'when to
 * call' box, and the FAQ. The page's buttons, which all lead to the list,
 * are spread along it: the first in the hero, the second in the box, the
 * rest after the FAQ.
 */
export function SpeciesPage({ page, trackers, rosterSize, counties }: SpeciesPageProps) {
  const game = SPECIES_NAMES[page.species as Species]?.toLowerCase() ?? page.species
  const order = { rosterSize, about: (tracker: RosterTracker) => tracker.species.includes(page.species) }
  const [heroCta, calloutCta, ...closingCtas] = page.ctas
  const tone = bannerTone(page.banner.tone)
  return (
    <>
      <Hero aria-labelledby="page-heading">
        <Container>
          <h1 id="page-heading">{page.heading}</h1>
          <FirstCall trackers={trackers} {...order} />
          <p>{page.intro}</p>
          {heroCta && <Cta cta={heroCta} />}
        </Container>
      </Hero>
      <FirstScreenEnd />

      <Section id={HOME_ANCHORS.trackers} title={SPECIES_LABELS.trackersTitle(game)} intro={SPECIES_LABELS.trackersIntro(game)}>
        {trackers.length > 0 ? (
          <>
            <NearestControls counties={counties} />
            <TrackerList trackers={trackers} {...order} />
          </>
        ) : (
          <NoTrackers>
            <p>{SPECIES_LABELS.noTrackers(game)}</p>
            <ButtonLink target={{ label: SPECIES_LABELS.allTrackers, anchor: HOME_ANCHORS.trackers }} />
          </NoTrackers>
        )}
      </Section>

      <Container>
        <Body>
          <Banner $tone={tone} aria-labelledby="banner-heading">
            <Icon name={tone === "warning" ? "alert" : "paw"} size={28} />
            <h2 id="banner-heading">{page.banner.title}</h2>
            <p>{page.banner.text}</p>
          </Banner>

          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading">{INFO_PAGE_LABELS.facts}</h2>
            <FactList facts={page.facts} />
            <Note>
              <Icon name="clock" size={18} />
              <span>
                {page.factsNote} <NewTabLink href={page.dnrLink.url}>{page.dnrLink.label}</NewTabLink>
              </span>
            </Note>
          </section>

          <section aria-labelledby="features-heading">
            <h2 id="features-heading">{page.featuresTitle}</h2>
            <CardGrid columns={{ desktop: 3 }}>
              {page.features.map((feature) => (
                <Card key={feature.title}>
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </Card>
              ))}
            </CardGrid>
          </section>

          <Reading>
            <div>
              {page.sections.map((section, index) => (
                <ProseSection
                  key={section.heading}
                  id={`topic-${index + 1}`}
                  heading={section.heading}
                  paragraphs={section.paragraphs}
                  points={section.points}
                />
              ))}
            </div>
            <Callout aria-labelledby="callout-heading">
              <h2 id="callout-heading">{page.callout.title}</h2>
              <p>{page.callout.text}</p>
              {page.callout.points && (
                <ul>
                  {page.callout.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
              {calloutCta && <Cta cta={calloutCta} />}
            </Callout>
          </Reading>
        </Body>
      </Container>

      <FaqSection faq={page.faqSet}>
        {closingCtas.length > 0 && (
          <Closing>
            {closingCtas.map((cta) => (
              <Cta key={cta.label} cta={cta} variant="secondary" />
            ))}
          </Closing>
        )}
      </FaqSection>
    </>
  )
}

export const query = graphql`
  fragment SpeciesPage on SpeciesPage {
    slug
    species
    title
    description
    keywords
    heading
    intro
    banner {
      tone
      title
      text
    }
    facts {
      label
      value
    }
    factsNote
    dnrLink {
      label
      url
    }
    featuresTitle
    features {
      title
      text
    }
    sections {
      heading
      paragraphs
      points
    }
    callout {
      title
      text
      points
    }
    ctas {
      label
      contactCard
    }
    faqSet {
      ...FaqSection
    }
  }
`

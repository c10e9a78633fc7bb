import React from "react"
import { graphql, navigate } from "gatsby"
import type { ButtonVariant } from "../../components/Button/Button.styles"
import { ButtonLink } from "../../components/Button/ButtonLink"
import { ButtonAnchor } from "../../components/ButtonAnchor/ButtonAnchor"
import { CardGrid } from "../../components/CardGrid/CardGrid"
import { Container } from "../../components/Container/Container"
import { FactList } from "../../components/FactList/FactList"
import { FaqSection } from "../../components/FaqSection/FaqSection"
import { Icon } from "../../components/icons/Icon"
import { ProseSection } from "../../components/ProseSection/ProseSection"
import { HOME_ANCHORS, INFO_PAGE_LABELS, ROUTES, type NavTarget } from "../../constants"
import { Banner, Body, Callout, Card, Closing, Hero, Note, Reading, type BannerTone } from "./SpeciesPage.styles"

type SpeciesPageProps = { page: Queries.SpeciesPageFragment }

/** Every button on these pages takes the visitor to the tracker list. */
const toTrackers = (label: string): NavTarget => ({ label, anchor: HOME_ANCHORS.trackers })

type CtaProps = { cta: Queries.SpeciesPageFragment["ctas"][number]; variant?: ButtonVariant }

/**
 * A button to the tracker list. One with a `download` file is a plain link to
 * the file (a contact card: the host serves it as `text/vcard`, which the
 * browser hands to the contacts or saves, and it works with JavaScript off)
 * that also takes the visitor on to the list once the download has started.
 * No `download` attribute: Chromium sends `<a download>` past the offline
 * service worker, so with one the card could not be saved without a signal.
 */
function Cta({ cta, variant }: CtaProps) {
  if (!cta.download) return <ButtonLink target={toTrackers(cta.label)} variant={variant} />
  const trackers = `${ROUTES.home}#${HOME_ANCHORS.trackers}`
  return (
    <ButtonAnchor href={cta.download} $variant={variant} data-button="" onClick={() => window.setTimeout(() => navigate(trackers), 0)}>
      <Icon name="download" />
      <span>{cta.label}</span>
    </ButtonAnchor>
  )
}

const bannerTone = (tone: string): BannerTone => (tone === "warning" ? "warning" : "info")

/**
 * The bear and elk tracking pages (SPEC 'Bear tracking page', 'Elk tracking
 * page'): a banner, the season facts with a pointer to the DNR, three
 * feature cards, the long text beside a 'when to call' box, and the FAQ.
 * The page's buttons are spread along it: the first in the hero, the second
 * in the box, the rest after the FAQ.
 */
export function SpeciesPage({ page }: SpeciesPageProps) {
  const [heroCta, calloutCta, ...closingCtas] = page.ctas
  const tone = bannerTone(page.banner.tone)
  return (
    <>
      <Hero aria-labelledby="page-heading">
        <Container>
          <h1 id="page-heading">{page.heading}</h1>
          <p>{page.intro}</p>
          {heroCta && <Cta cta={heroCta} />}
        </Container>
      </Hero>

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
                {page.factsNote}{" "}
                <a href={page.dnrLink.url} target="_blank" rel="noopener noreferrer">
                  {page.dnrLink.label}
                  <span className="visually-hidden"> {INFO_PAGE_LABELS.newTab}</span>
                </a>
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
      download
    }
    faqSet {
      ...FaqSection
    }
  }
`

import React from "react"
import { graphql } from "gatsby"
import { HOME_LABELS } from "../../copy"
import { HOME_ANCHORS } from "../../shared/routes"
import { ButtonLink } from "../Button/ButtonLink"
import { ButtonAnchor } from "../ButtonAnchor/ButtonAnchor"
import { Container } from "../Container/Container"
import { Icon } from "../icons/Icon"
import { StarRating } from "../StarRating/StarRating"
import { Actions, Call, Eyebrow, HeroBlock, Layout, Lead, Rating, Tips, Title } from "./Hero.styles"

type HeroProps = {
  settings: Queries.HeroFragment
  /** The home page's main heading; a county page shows the same hero under its own h1. */
  headingLevel?: 1 | 2
  id?: string
  /** The first trackers to call (FirstCall), on the home page: under the rating on a phone, beside the text on a wide screen. */
  firstCall?: React.ReactNode
}

/**
 * The home hero: what the site is for, the combined rating, the first
 * trackers to call and the way to the rest. On a phone it is compact, so
 * the first tracker's Call is in the first screen: heading, rating, the
 * trackers, the buttons, then the longer text. "Find a Tracker" is a
 * same-page link: the home page and every county page have their tracker
 * list at #trackers.
 */
export function Hero({ settings, headingLevel = 1, id, firstCall }: HeroProps) {
  const headingId = `${id ?? "hero"}-heading`
  const rating = HOME_LABELS.rating(settings.heroRating, settings.heroReviewCount)
  const TipsHeading = headingLevel === 1 ? "h2" : "h3"
  return (
    <HeroBlock id={id} aria-labelledby={headingId}>
      <Container>
        <Layout $withCall={Boolean(firstCall)}>
          <Eyebrow $withCall={Boolean(firstCall)}>
            <Icon name="pin" size={16} />
            {settings.region}
          </Eyebrow>
          <Title as={headingLevel === 1 ? "h1" : "h2"} id={headingId}>
            {settings.home.heroTitle}
          </Title>
          <Rating>
            <StarRating rating={settings.heroRating} size={16} />
            <span>{rating}</span>
          </Rating>
          {firstCall && <Call>{firstCall}</Call>}
          <Actions>
            <ButtonAnchor href={`#${HOME_ANCHORS.trackers}`} data-button="">
              <Icon name="phone" />
              {HOME_LABELS.findTracker}
            </ButtonAnchor>
            <ButtonLink target={{ label: HOME_LABELS.viewServiceAreas, anchor: HOME_ANCHORS.serviceArea }} variant="light" block />
          </Actions>
          <Lead>{settings.home.heroText}</Lead>
          <Tips>
            <TipsHeading>
              <Icon name="clock" />
              {HOME_LABELS.heroTipsTitle}
            </TipsHeading>
            <ul>
              {settings.home.heroTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </Tips>
        </Layout>
      </Container>
    </HeroBlock>
  )
}

export const query = graphql`
  fragment Hero on SiteSettings {
    region
    heroRating
    heroReviewCount
    home {
      heroTitle
      heroText
      heroTips
    }
  }
`

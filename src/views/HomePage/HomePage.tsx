import React from "react"
import { graphql } from "gatsby"
import { AddLocationButton } from "../../components/AddLocationButton/AddLocationButton"
import { ButtonLink } from "../../components/Button/ButtonLink"
import { ExternalLink } from "../../components/ExternalLink/ExternalLink"
import { FaqSection } from "../../components/FaqSection/FaqSection"
import { FirstCall } from "../../components/FirstCall/FirstCall"
import { FirstScreenEnd } from "../../components/FirstScreenEnd/FirstScreenEnd"
import { Hero } from "../../components/Hero/Hero"
import { NearestControls } from "../../components/NearestControls/NearestControls"
import { OfflineNote } from "../../components/OfflineNote/OfflineNote"
import { Icon } from "../../components/icons/Icon"
import { ReviewsByTracker } from "../../components/ReviewsByTracker/ReviewsByTracker"
import { SaveContactButton } from "../../components/SaveContactButton/SaveContactButton"
import { Section } from "../../components/Section/Section"
import { StatList } from "../../components/StatList/StatList"
import { TrackerList } from "../../components/TrackerList/TrackerList"
import { FIELD_LABELS, HOME_LABELS, HOME_SECTION_TITLES } from "../../copy"
import { HOME_ANCHORS, ROUTES } from "../../shared/routes"
import { SITE_URL } from "../../shared/site"
import { VCARD_PATHS } from "../../shared/built-files"
import type { ReviewTotal } from "../../shared/call-order"
import { countyName } from "../../shared/format"
import { absoluteUrl } from "../../shared/url"
import { ContactSection } from "./ContactSection"
import { AboutAside, ApplyBody, CountyNames, DirectoryTools, Prose, SocialBody, TwoColumns } from "./HomePage.styles"
import { ServiceAreaSection } from "./ServiceAreaSection"

type HomePageProps = {
  data: Queries.IndexPageQuery
  /** How many trackers the roster has; the page lists the first ones (src/build/page-trackers.ts). */
  rosterSize: number
  /** How many reviews each tracker whose reviews the page shows has in all (src/build/page-trackers.ts). */
  reviewTotals: readonly ReviewTotal[]
}

/** The home page: every section in page order (HOME_ANCHORS in src/shared/routes.ts), each at its anchor. */
export function HomePage({ data, rosterSize, reviewTotals }: HomePageProps) {
  const settings = data.siteSettings
  if (!settings) throw new Error("data/site.json is missing: the home page has nothing to show.")
  const { home } = settings
  const counties = data.allCounty.nodes
  const pageUrl = absoluteUrl(SITE_URL, ROUTES.home)
  const trackers = data.allTracker.nodes

  return (
    <>
      <Hero settings={settings} id={HOME_ANCHORS.home} firstCall={<FirstCall trackers={trackers} rosterSize={rosterSize} />} />
      <FirstScreenEnd />

      <Section id={HOME_ANCHORS.trackers} title={HOME_SECTION_TITLES.trackers} intro={home.trackersIntro}>
        <NearestControls counties={counties} />
        <TrackerList trackers={trackers} rosterSize={rosterSize} />
        <DirectoryTools>
          <AddLocationButton />
          <SaveContactButton href={VCARD_PATHS.all} variant="secondary">
            {FIELD_LABELS.saveAll}
          </SaveContactButton>
          <ButtonLink target={{ label: FIELD_LABELS.everyTracker(rosterSize), to: ROUTES.trackers }} variant="ghost" />
        </DirectoryTools>
        <OfflineNote />
      </Section>

      <ServiceAreaSection home={home} counties={counties} map={data.map} pageUrl={pageUrl} />

      <Section id={HOME_ANCHORS.about} title={HOME_SECTION_TITLES.about}>
        <TwoColumns>
          <Prose>
            {home.aboutParagraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
          <AboutAside>
            <StatList
              items={[
                { label: HOME_LABELS.countiesCovered, value: String(counties.length) },
                { label: HOME_LABELS.coverage, value: settings.coverage },
              ]}
            />
            <CountyNames>
              {counties.map((county) => (
                <li key={county.slug}>{countyName(county.name)}</li>
              ))}
            </CountyNames>
          </AboutAside>
        </TwoColumns>
      </Section>

      <Section id={HOME_ANCHORS.reviews} title={HOME_SECTION_TITLES.reviews} intro={home.reviewsIntro} tone="alt">
        <ReviewsByTracker reviews={data.allReview.nodes} totals={reviewTotals} />
      </Section>

      <Section id={HOME_ANCHORS.facebook} title={home.socialTitle} intro={home.socialText} tone="forest">
        <SocialBody>
          <StatList
            tone="dark"
            items={[
              { label: HOME_LABELS.followers, value: settings.socialStats.followers },
              { label: HOME_LABELS.successStories, value: settings.socialStats.successStories },
              { label: HOME_LABELS.support, value: settings.socialStats.support },
            ]}
          />
          <ExternalLink href={settings.socialPageUrl} icon="facebook" variant="light">
            {HOME_LABELS.visitSocialPage}
          </ExternalLink>
        </SocialBody>
      </Section>

      <ContactSection settings={settings} guide={data.waitGuide} />

      {data.faqSet && <FaqSection faq={data.faqSet} />}

      <Section id={HOME_ANCHORS.apply} title={HOME_SECTION_TITLES.apply}>
        <ApplyBody>
          <p>{home.applyIntro}</p>
          <ul>
            {home.applyRequirements.map((requirement) => (
              <li key={requirement}>
                <Icon name="check" />
                <span>{requirement}</span>
              </li>
            ))}
          </ul>
          <p>{home.applyHow}</p>
          <ExternalLink href={settings.socialPageUrl} icon="message" variant="secondary">
            {HOME_LABELS.messageSocialPage}
          </ExternalLink>
        </ApplyBody>
      </Section>
    </>
  )
}

export const query = graphql`
  fragment HomePage on SiteSettings {
    socialPageUrl
    coverage
    socialStats {
      followers
      successStories
      support
    }
    waitTimes {
      hit
      label
      wait
      minHours
      maxHours
      advice
    }
    home {
      trackersIntro
      serviceAreaIntro
      mapAlt
      shareTitle
      shareText
      shareHashtags
      aboutParagraphs
      reviewsIntro
      socialTitle
      socialText
      contactIntro
      reachSteps
      readyChecklist
      waitIntro
      waitGuideAlt
      applyIntro
      applyRequirements
      applyHow
    }
  }
`

import React from "react"
import { graphql } from "gatsby"
import { ExperienceBadge } from "../../components/Badge/Badge"
import { Breadcrumb } from "../../components/Breadcrumb/Breadcrumb"
import { ButtonLink } from "../../components/Button/ButtonLink"
import { CallButton } from "../../components/CallButton/CallButton"
import { Container } from "../../components/Container/Container"
import { FactList, type Fact } from "../../components/FactList/FactList"
import { PhotoGallery } from "../../components/PhotoGallery/PhotoGallery"
import { ReviewList } from "../../components/ReviewList/ReviewList"
import { SaveContactButton } from "../../components/SaveContactButton/SaveContactButton"
import { SiteLink } from "../../components/SiteLink/SiteLink"
import { StarRating } from "../../components/StarRating/StarRating"
import { TextButton } from "../../components/TextButton/TextButton"
import { trackerFacts } from "../../components/TrackerCard/facts"
import { TrackerPhoto } from "../../components/TrackerPhoto/TrackerPhoto"
import { LapseScript, TrackerStatus } from "../../components/TrackerStatus/TrackerStatus"
import { AddLocationButton } from "../../components/AddLocationButton/AddLocationButton"
import { FirstScreenEnd } from "../../components/FirstScreenEnd/FirstScreenEnd"
import { useNow } from "../../hooks/useNow"
import { useLiveStatuses, withLiveStatus } from "../../browser/status/live"
import { COMMON_LABELS, FIELD_LABELS, HOME_SECTION_TITLES } from "../../copy"
import { PROFILE_LABELS as LABELS, SERVICE_AREA_LABEL } from "./TrackerProfile.copy"
import { HOME_ANCHORS, NAV_LINKS, ROUTES } from "../../shared/routes"
import { VCARD_PATHS } from "../../shared/built-files"
import { compareText } from "../../shared/format"
import { formatPhone, telHref } from "../../shared/phone"
import {
  Actions,
  Bio,
  Block,
  Columns,
  Crumbs,
  DetailsCard,
  Hero,
  Intro,
  Lead,
  NameBlock,
  Photo,
  Profile,
  Reviews,
  SubBlock,
  Summary,
} from "./TrackerProfile.styles"

type TrackerProfileProps = {
  tracker: Queries.TrackerProfileFragment
  /**
   * Stands in for the optimised photo where gatsby-plugin-image has nothing
   * to work with: the CMS preview shows the file the editor just uploaded.
   */
  photo?: React.ReactNode
}

type Review = Queries.TrackerProfileFragment["reviews"][number]

/** The photo's width beside the name (Photo in TrackerProfile.styles.ts), as the query's `sizes` says. */
const PHOTO_SIZES = "(min-width: 768px) 320px, 112px"

/** Newest first; `dateISO` is YYYY-MM-DD, so text order is date order. */
const newestFirst = (reviews: readonly Review[]) => [...reviews].sort((a, b) => compareText(b.dateISO, a.dateISO))

/** The mean rating to one decimal, as shown: 5 → 5.0. */
function averageRating(reviews: readonly Review[]): string {
  return (reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length).toFixed(1)
}

/**
 * A tracker's profile page body: who they are and
 * how to call them first, then the details beside the bio, and their track
 * record (the recovery gallery, and client reviews when they have any).
 */
export function TrackerProfile({ tracker, photo }: TrackerProfileProps) {
  const now = useNow()
  const { availability } = withLiveStatus(tracker, useLiveStatuses())
  const firstName = tracker.name.split(/\s+/)[0]
  const reviews = newestFirst(tracker.reviews)
  const gallery = tracker.gallery ?? []
  const county = tracker.homeCounty

  const details: Fact[] = [
    { label: LABELS.phone, value: <a href={telHref(tracker.phone)}>{formatPhone(tracker.phone)}</a> },
    { label: LABELS.serviceArea, value: SERVICE_AREA_LABEL },
    { label: LABELS.baseTown, value: tracker.baseTown.name },
    {
      label: LABELS.homeCounty,
      value: <SiteLink target={{ label: `${county.name} County`, to: ROUTES.county(county.slug) }} />,
    },
    ...trackerFacts(tracker),
  ]

  return (
    <Container>
      <Profile aria-labelledby="tracker-name">
        <Crumbs>
          <Breadcrumb
            label={COMMON_LABELS.breadcrumb}
            trail={[
              { label: NAV_LINKS[0].label, to: ROUTES.home },
              { label: HOME_SECTION_TITLES.trackers, anchor: HOME_ANCHORS.trackers },
            ]}
            current={tracker.name}
          />
        </Crumbs>
        <Hero>
          <Photo>{photo ?? <TrackerPhoto image={tracker.image?.childImageSharp?.gatsbyImageData} name={tracker.name} sizes={PHOTO_SIZES} priority />}</Photo>
          <Intro>
            <NameBlock>
              <h1 id="tracker-name">{tracker.name}</h1>
              <ExperienceBadge isApprentice={tracker.isApprentice} />
            </NameBlock>
            <Lead>{tracker.experience}</Lead>
            <TrackerStatus availability={availability} now={now} tracker={tracker.slug} />
            <LapseScript when={Boolean(tracker.availability?.until)} />
            <Actions role="group" aria-label={LABELS.contactActions}>
              <CallButton phone={tracker.phone} name={tracker.name} label={LABELS.callNow} />
              <TextButton phone={tracker.phone} name={tracker.name} />
              <ButtonLink target={{ label: LABELS.contactForm, anchor: HOME_ANCHORS.contact }} variant="ghost" />
            </Actions>
            <AddLocationButton />
          </Intro>
        </Hero>
        <FirstScreenEnd />

        <Columns>
          <DetailsCard aria-labelledby="details-heading">
            <h2 id="details-heading">{LABELS.details}</h2>
            <FactList facts={details} layout="rows" />
            <SaveContactButton href={VCARD_PATHS.tracker(tracker.slug)} block>
              {FIELD_LABELS.saveContact}
              <span className="visually-hidden"> {tracker.name}</span>
            </SaveContactButton>
          </DetailsCard>
          <div>
            <Block aria-labelledby="about-heading">
              <h2 id="about-heading">{LABELS.about(firstName)}</h2>
              <Bio>{tracker.bio}</Bio>
            </Block>

            {(reviews.length > 0 || gallery.length > 0) && (
              <Block aria-labelledby="record-heading">
                <h2 id="record-heading">{LABELS.trackRecord}</h2>
                {gallery.length > 0 && (
                  <SubBlock aria-labelledby="gallery-heading">
                    <h3 id="gallery-heading">{LABELS.gallery}</h3>
                    <PhotoGallery photos={gallery} labelledBy="gallery-heading" />
                  </SubBlock>
                )}
                {reviews.length > 0 && (
                  <SubBlock aria-labelledby="reviews-heading">
                    <h3 id="reviews-heading">{LABELS.reviews}</h3>
                    <Summary>
                      <StarRating rating={Number(averageRating(reviews))} />
                      <span>
                        {averageRating(reviews)} · {COMMON_LABELS.reviewCount(reviews.length)}
                      </span>
                    </Summary>
                    <Reviews>
                      <ReviewList reviews={reviews} columns={{ desktop: 2 }} />
                    </Reviews>
                  </SubBlock>
                )}
              </Block>
            )}
          </div>
        </Columns>
      </Profile>
    </Container>
  )
}

export const query = graphql`
  fragment TrackerProfile on Tracker {
    ...TrackerCardFields
    experience
    bio
    image {
      childImageSharp {
        gatsbyImageData(width: 640, height: 640, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF], sizes: "(min-width: 768px) 320px, 112px")
      }
    }
    gallery {
      ...PhotoGalleryImage
    }
    reviews {
      slug
      reviewerName
      rating
      date
      dateISO
      text
    }
  }
`

import React from "react"
import { graphql } from "gatsby"
import { FIELD_LABELS, TRACKER_LABELS } from "../../copy"
import { VCARD_PATHS } from "../../shared/built-files"
import { countyName } from "../../shared/format"
import { aboutMiles } from "../../shared/geo"
import { ExperienceBadge } from "../Badge/Badge"
import { CallButton } from "../CallButton/CallButton"
import { Icon } from "../icons/Icon"
import { SaveContactButton } from "../SaveContactButton/SaveContactButton"
import { TextButton } from "../TextButton/TextButton"
import { TrackerPhoto } from "../TrackerPhoto/TrackerPhoto"
import { TrackerStatus } from "../TrackerStatus/TrackerStatus"
import { trackerFacts } from "./facts"
import { ViewProfileLink } from "./ViewProfileLink"
import type { Availability } from "../../shared/status/availability"
import { Body, Distance, Facts, Home, Identity, Name, Photo, Reach, Top } from "./TrackerCard.styles"

/** The card shows the photo in a 120 px square (its query asks for a FIXED 120 px image). */
const PHOTO_SIZES = "120px"

type TrackerCardProps = {
  tracker: Queries.TrackerCardFragment
  /** The status to show, when newer than the built one (src/browser/status/live.ts). */
  availability?: Availability | null
  /** h3 under a section heading; h4 where the list has its own sub-headings. */
  headingLevel?: 3 | 4
  /** The reader's clock (useNow), null as built. */
  now?: number | null
  /** Straight-line miles from the hunter or the place they picked, when there is one. */
  miles?: number | null
  /** Where `miles` is measured from, e.g. "you", "the centre of Lapeer County". */
  from?: string
}

/**
 * One tracker in the directory: who, whether they can come, how far, and
 * the call button first, because a hunter with a wounded deer wants the
 * number.
 */
export function TrackerCard({ tracker, availability = tracker.availability, headingLevel = 3, now = null, miles = null, from }: TrackerCardProps) {
  return (
    <Body as="article">
      <Top>
        <Photo>
          <TrackerPhoto image={tracker.image?.childImageSharp?.gatsbyImageData} name={tracker.name} sizes={PHOTO_SIZES} />
        </Photo>
        <Identity>
          <Name as={`h${headingLevel}`}>{tracker.name}</Name>
          <ExperienceBadge isApprentice={tracker.isApprentice} />
          <Home>
            <Icon name="pin" size={16} />
            <span>{`${TRACKER_LABELS.basedIn} ${tracker.baseTown.name}, ${countyName(tracker.homeCounty.name)}`}</span>
          </Home>
          {miles !== null && <Distance>{TRACKER_LABELS.distance(aboutMiles(miles), from)}</Distance>}
        </Identity>
      </Top>
      <TrackerStatus availability={availability} now={now} tracker={tracker.slug} />
      <Reach>
        <CallButton phone={tracker.phone} name={tracker.name} block />
        <TextButton phone={tracker.phone} name={tracker.name} />
        <SaveContactButton href={VCARD_PATHS.tracker(tracker.slug)}>
          {FIELD_LABELS.saveContact}
          <span className="visually-hidden"> {tracker.name}</span>
        </SaveContactButton>
      </Reach>
      <Facts>
        {trackerFacts(tracker).map(({ label, value }) => (
          <React.Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </React.Fragment>
        ))}
      </Facts>
      <ViewProfileLink slug={tracker.slug} name={tracker.name} />
    </Body>
  )
}

/**
 * What a card shows: its fields (./facts.ts) and its photo. The thumbnail
 * comes in AVIF and JPEG, not WebP too: a page lists up to twelve cards and
 * carries every format's addresses for each; a browser without AVIF
 * (Safari before 16) takes the JPEG, a few KB more a photo.
 */
export const query = graphql`
  fragment TrackerCard on Tracker {
    ...TrackerCardFields
    image {
      childImageSharp {
        gatsbyImageData(layout: FIXED, width: 120, height: 120, placeholder: DOMINANT_COLOR, formats: [AUTO, AVIF])
      }
    }
  }
`

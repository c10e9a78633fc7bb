import React from "react"
import { TRACKER_LABELS } from "../../copy"
import type { Callable } from "../../hooks/useCallOrder"
import { aboutMiles } from "../../shared/geo"
import { CallButton } from "../CallButton/CallButton"
import { Icon } from "../icons/Icon"
import { TextButton } from "../TextButton/TextButton"
import { TrackerStatus } from "../TrackerStatus/TrackerStatus"
import { ViewProfileLink } from "./ViewProfileLink"
import { Body, Distance, Home, Identity, Name, Reach } from "./TrackerCard.styles"

type RosterCardProps = {
  /** A tracker the page does not carry, from /roster.json. */
  tracker: Callable
  headingLevel?: 3 | 4
  now: number | null
  miles: number | null
  from?: string
}

/**
 * A tracker the page does not carry, in a list that reached past the page
 * into the compact roster (TrackerList): what /roster.json has, which is
 * what it takes to choose and call (name, status, base town, distance,
 * Call and Text), and the way to their profile for the rest.
 */
export function RosterCard({ tracker, headingLevel = 3, now, miles, from }: RosterCardProps) {
  return (
    <Body as="article">
      <Identity>
        <Name as={`h${headingLevel}`}>{tracker.name}</Name>
        <Home>
          <Icon name="pin" size={16} />
          <span>{`${TRACKER_LABELS.basedIn} ${tracker.baseTown.name}`}</span>
        </Home>
        {miles !== null && <Distance>{TRACKER_LABELS.distance(aboutMiles(miles), from)}</Distance>}
      </Identity>
      <TrackerStatus availability={tracker.availability} now={now} tracker={tracker.slug} />
      <Reach>
        <CallButton phone={tracker.phone} name={tracker.name} block />
        <TextButton phone={tracker.phone} name={tracker.name} />
      </Reach>
      <ViewProfileLink slug={tracker.slug} name={tracker.name} />
    </Body>
  )
}

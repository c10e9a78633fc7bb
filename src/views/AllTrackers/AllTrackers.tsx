import React from "react"
import { AskTrackersLink } from "../../components/AskTrackersLink/AskTrackersLink"
import { ButtonLink } from "../../components/Button/ButtonLink"
import { Container } from "../../components/Container/Container"
import { PageHeader } from "../../components/PageHeader/PageHeader"
import { PrintButton } from "../../components/PrintButton/PrintButton"
import { RosterTable } from "../../components/RosterTable/RosterTable"
import { SaveContactButton } from "../../components/SaveContactButton/SaveContactButton"
import { VCARD_PATHS } from "../../shared/built-files"
import { FIELD_LABELS } from "../../copy"
import { HOME_ANCHORS } from "../../shared/routes"
import { inCallOrder } from "../../shared/call-order"
import { ALL_TRACKERS_PAGE } from "./AllTrackers.copy"
import { Ask, Tools } from "./AllTrackers.styles"

type AllTrackersProps = {
  brandName: string
  trackers: readonly Queries.RosterRowFragment[]
  waitTimes: readonly { hit: string; label: string; wait: string }[]
}

/**
 * Every tracker on one plain page, in the call order: the whole roster
 * however long it grows, which the home page (the first few) and the
 * county pages link to: the table first, so the first number is on the
 * first screen (after the one request to every available tracker near the
 * shot), then the ways to save or print it (the card for the truck).
 */
export function AllTrackers({ brandName, trackers, waitTimes }: AllTrackersProps) {
  return (
    <Container>
      <PageHeader title={ALL_TRACKERS_PAGE.heading} intro={ALL_TRACKERS_PAGE.intro(trackers.length)} />
      <Ask>
        <AskTrackersLink />
      </Ask>
      <RosterTable brandName={brandName} trackers={inCallOrder(trackers)} waitTimes={waitTimes} />
      <Tools>
        <ButtonLink target={{ label: ALL_TRACKERS_PAGE.nearest, anchor: HOME_ANCHORS.trackers }} variant="secondary" />
        <SaveContactButton href={VCARD_PATHS.all} variant="secondary">
          {FIELD_LABELS.saveAll}
        </SaveContactButton>
        <PrintButton>{FIELD_LABELS.printRoster}</PrintButton>
      </Tools>
    </Container>
  )
}

import React from "react"
import { graphql, Link } from "gatsby"
import { FIELD_LABELS, HOME_LABELS } from "../../copy"
import { ROUTES } from "../../shared/routes"
import { countyName } from "../../shared/format"
import { formatPhone, telHref } from "../../shared/phone"
import { Roster } from "./RosterTable.styles"

type RosterTableProps = {
  brandName: string
  /** Every tracker, in the call order. */
  trackers: readonly Pick<Queries.RosterRowFragment, "slug" | "name" | "phone" | "homeCounty" | "baseTown">[]
  waitTimes: readonly { hit: string; label: string; wait: string }[]
}

/**
 * Every tracker's name, base town and number in one table, and the
 * wait-time guide: on screen a plain list to call from, printed the card
 * for the truck (GlobalStyle's print block prints only this on a page
 * that has it). Large type, black on white on paper.
 */
export function RosterTable({ brandName, trackers, waitTimes }: RosterTableProps) {
  return (
    <Roster data-print-roster="">
      <table>
        <caption>{`${brandName}: ${FIELD_LABELS.rosterTitle}`}</caption>
        <thead>
          <tr>
            <th scope="col">{FIELD_LABELS.rosterName}</th>
            <th scope="col">{FIELD_LABELS.rosterBase}</th>
            <th scope="col">{FIELD_LABELS.rosterPhone}</th>
          </tr>
        </thead>
        <tbody>
          {trackers.map((tracker) => (
            <tr key={tracker.slug}>
              <th scope="row">
                <Link to={ROUTES.tracker(tracker.slug)}>{tracker.name}</Link>
              </th>
              <td>{`${tracker.baseTown.name}, ${countyName(tracker.homeCounty.name)}`}</td>
              <td>
                <a href={telHref(tracker.phone)} className="phone">
                  {formatPhone(tracker.phone)}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{HOME_LABELS.waitTitle}</h2>
      <table>
        <tbody>
          {waitTimes.map((row) => (
            <tr key={row.hit}>
              <th scope="row">{row.label}</th>
              <td>{row.wait}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Roster>
  )
}

export const query = graphql`
  fragment RosterRow on Tracker {
    slug
    name
    phone
    isApprentice
    yearsTracking
    homeCounty {
      name
    }
    baseTown {
      name
    }
  }
`

import React from "react"
import { FIELD_LABELS, HOME_LABELS } from "../../copy"
import { countyName } from "../../utils/format"
import { inCallOrder } from "../../utils/directory"
import { formatPhone } from "../../utils/phone"
import { Roster } from "./PrintRoster.styles"

type PrintRosterProps = {
  brandName: string
  trackers: readonly Pick<Queries.TrackerCardFragment, "slug" | "name" | "phone" | "homeCounty" | "isApprentice" | "yearsTracking">[]
  waitTimes: readonly { hit: string; label: string; wait: string }[]
}

/** One printed page for the truck: every tracker's name, county and phone, and the wait-time guide. */
export function PrintRoster({ brandName, trackers, waitTimes }: PrintRosterProps) {
  return (
    <Roster data-print-roster="">
      <h2>
        {brandName}: {FIELD_LABELS.rosterTitle}
      </h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{FIELD_LABELS.rosterName}</th>
            <th scope="col">{FIELD_LABELS.rosterCounty}</th>
            <th scope="col">{FIELD_LABELS.rosterPhone}</th>
          </tr>
        </thead>
        <tbody>
          {inCallOrder(trackers).map((tracker) => (
            <tr key={tracker.slug}>
              <td className="name">{tracker.name}</td>
              <td>{countyName(tracker.homeCounty.name)}</td>
              <td className="phone">{formatPhone(tracker.phone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{HOME_LABELS.waitTitle}</h3>
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

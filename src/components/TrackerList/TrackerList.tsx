import React from "react"
import { CardGrid } from "../CardGrid/CardGrid"
import { TrackerCard } from "../TrackerCard/TrackerCard"

type TrackerListProps = {
  trackers: readonly Queries.TrackerCardFragment[]
  headingLevel?: 3 | 4
}

/** The directory: one card per tracker, in the order given. */
export function TrackerList({ trackers, headingLevel = 3 }: TrackerListProps) {
  return (
    <CardGrid columns={{ tablet: 2, desktop: 3 }}>
      {trackers.map((tracker) => (
        <li key={tracker.slug}>
          <TrackerCard tracker={tracker} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  )
}

import React from "react"
import styled from "styled-components"
import { TrackerCard } from "../TrackerCard/TrackerCard"

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.space(68)}, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space(6)};
  }
`

type TrackerListProps = {
  trackers: readonly Queries.TrackerCardFragment[]
  headingLevel?: 3 | 4
  label?: string
}

/** The directory grid: one card per tracker, in the order given. */
export function TrackerList({ trackers, headingLevel = 3, label }: TrackerListProps) {
  return (
    <Grid aria-label={label}>
      {trackers.map((tracker) => (
        <li key={tracker.slug}>
          <TrackerCard tracker={tracker} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  )
}

/**
 * A tracker's record as the site reads it once queried: the fields of
 * data/trackers/*.json (declared in src/content/types/tracker.ts) that the
 * build, the pages, the roster file, the offline worker and the status
 * service use, under the record's own names. Declared once, as the GraphQL
 * fragment below: what every card shows (TrackerCardFields) and what the
 * build chooses pages by. Every other shape of a tracker is a Pick of it.
 */
import { graphql } from "gatsby"

export type TrackerRecord = Queries.TrackerRecordFragment

export const query = graphql`
  fragment TrackerRecord on Tracker {
    ...TrackerCardFields
    key
    species
    servesCounties {
      slug
    }
  }
`

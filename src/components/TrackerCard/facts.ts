/**
 * What a tracker card shows about a tracker, but the photo: the fields it
 * queries (the profile queries the same, with a larger photo) and the facts
 * it lists. A field the editor adds to trackers (src/content/types/) reaches
 * every card and profile through this file alone: its fragment and its list.
 */
import { graphql } from "gatsby"
import { TRACKER_FIELD_LABELS } from "../../content/labels"
import { factText, NOT_AVAILABLE } from "../../shared/format"
import type { Fact } from "../FactList/FactList"

/**
 * The facts a card lists under its buttons, in this order, each under the
 * label the editor's form gives the field (src/content/types/tracker.ts);
 * the profile lists them too. The specification's four say N/A when empty;
 * a field added later is left out until the tracker fills it in. Adding a
 * field is one line here and one in the fragment below.
 */
const CARD_FACTS = [
  { field: "yearsTracking", whenEmpty: NOT_AVAILABLE },
  { field: "certifications", whenEmpty: NOT_AVAILABLE },
  { field: "dog1", whenEmpty: NOT_AVAILABLE },
  { field: "dog2", whenEmpty: NOT_AVAILABLE },
  { field: "tracksAtNight" },
] as const satisfies readonly { field: keyof Queries.TrackerCardFieldsFragment & keyof typeof TRACKER_FIELD_LABELS; whenEmpty?: string }[]

/** The card's facts as the tracker has them, worded for the page. */
export function trackerFacts(tracker: Queries.TrackerCardFieldsFragment): Fact[] {
  return CARD_FACTS.flatMap((fact) => {
    const value = factText(tracker[fact.field]) ?? ("whenEmpty" in fact ? fact.whenEmpty : null)
    return value === null ? [] : [{ label: TRACKER_FIELD_LABELS[fact.field], value }]
  })
}

export const query = graphql`
  fragment TrackerCardFields on Tracker {
    slug
    name
    phone
    yearsTracking
    certifications
    dog1
    dog2
    tracksAtNight
    isApprentice
    homeCounty {
      slug
      name
    }
    baseTown {
      name
      latitude
      longitude
    }
    availability {
      status
      until
      updatedAt
    }
  }
`

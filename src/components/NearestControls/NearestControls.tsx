import React, { useId } from "react"
import { graphql, Link } from "gatsby"
import { askForPosition, useHunterPosition } from "../../hooks/useHunterPosition"
import { nearestStatus } from "../../shared/position-fix"
import { ROUTES } from "../../shared/routes"
import { Icon } from "../icons/Icon"
import { ScriptButton } from "../ScriptButton/ScriptButton"
import { Controls, Counties, Message } from "./NearestControls.styles"
import { NEAREST_LABELS } from "../../copy"

type NearestControlsProps = {
  /** The counties a hunter may pick instead of sharing where they are. */
  counties: readonly Queries.NearestCountyFragment[]
}

/**
 * 'Nearest to me': on that tap alone the phone is asked where it is (the
 * answer stays on the phone); the list below then orders itself by
 * distance. Instead, or when the phone cannot or may not say, the hunter
 * picks a county: a link, with or without script, to that county's page,
 * whose list is ordered from the county's centre.
 */
export function NearestControls({ counties }: NearestControlsProps) {
  const position = useHunterPosition()
  const messageId = useId()
  return (
    <Controls aria-label="Order by distance">
      <ScriptButton variant="secondary" onClick={() => askForPosition()} aria-describedby={messageId}>
        <Icon name="pin" />
        {NEAREST_LABELS.button}
      </ScriptButton>
      <Message id={messageId} role="status">
        {NEAREST_LABELS.messages[nearestStatus(position)]}
      </Message>
      <Counties>
        <span>{NEAREST_LABELS.pickCounty}</span>
        <ul>
          {counties.map((county) => (
            <li key={county.slug}>
              <Link to={`${ROUTES.county(county.slug)}#trackers`}>{county.name}</Link>
            </li>
          ))}
        </ul>
      </Counties>
    </Controls>
  )
}

export const query = graphql`
  fragment NearestCounty on County {
    slug
    name
  }
`

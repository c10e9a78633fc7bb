import React, { useId } from "react"
import { NewTabLink } from "../NewTabLink/NewTabLink"
import { REQUEST_RULES } from "./RequestRules.copy"
import { Rules } from "./RequestRules.styles"

/** The rules a hunter must meet when a tracker comes, under the request form and on a request's page. */
export function RequestRules() {
  const titleId = useId()
  return (
    <Rules aria-labelledby={titleId}>
      <h2 id={titleId}>{REQUEST_RULES.title}</h2>
      <ul>
        {REQUEST_RULES.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p>
        {REQUEST_RULES.changes} <NewTabLink href={REQUEST_RULES.dnrUrl}>{REQUEST_RULES.dnr}</NewTabLink>.
      </p>
    </Rules>
  )
}

import React from "react"
import styled from "styled-components"
import { ASK_TRACKERS_LABEL } from "../../copy"
import { REQUEST_PAGES } from "../../shared/requests/api"
import { buttonShape, buttonVariant } from "../Button/Button.styles"
import { Icon } from "../icons/Icon"

const Link = styled.a`
  ${buttonShape}
  ${buttonVariant("ghost")}
`

/**
 * Beside every call list: one request to every available tracker near the
 * shot (/request/). A plain link, so it works before any script and with
 * none, and the form loads whole (the offline worker stores it ahead).
 */
export function AskTrackersLink() {
  return (
    <Link href={REQUEST_PAGES.form} data-button="">
      <Icon name="paw" />
      {ASK_TRACKERS_LABEL}
    </Link>
  )
}

import React from "react"
import styled from "styled-components"
import { ButtonLink } from "../../components/Button/ButtonLink"
import { Container } from "../../components/Container/Container"
import { HOME_ANCHORS } from "../../shared/routes"
import { MISSING_ATTRIBUTE } from "../../shared/not-found"
import { theme } from "../../styles/theme"
import { NOT_FOUND_LABELS } from "./NotFound.copy"

const Panel = styled.div`
  padding: ${theme.space(16)} 0;
  text-align: center;

  h1 {
    font-size: ${theme.fontSizes.xxl};
  }
`

/** Shown unless the address is a tracker's. */
const PagePanel = styled(Panel)`
  html[${MISSING_ATTRIBUTE}="tracker"] & {
    display: none;
  }
`

/** Shown only when the address is a tracker's. */
const TrackerPanel = styled(Panel)`
  html:not([${MISSING_ATTRIBUTE}="tracker"]) & {
    display: none;
  }
`

const Code = styled.span`
  display: block;
  font-size: clamp(4rem, 18vw, 7rem);
  font-weight: 800;
  line-height: 1;
  color: ${theme.colors.forest};
`

/**
 * 'Tracker Not Found' for an unknown tracker address, '404 Oops!' for any
 * other. One prerendered page answers every unknown address, so both are in
 * it; the head's script (src/browser/inline/not-found.ts) marks a tracker address before the
 * first paint, and the styles show the one that fits. Nothing changes when
 * React takes over, so nothing moves; with JavaScript off the general one shows.
 */
export function NotFound() {
  return (
    <Container>
      <TrackerPanel>
        <h1>{NOT_FOUND_LABELS.trackerTitle}</h1>
        <p>{NOT_FOUND_LABELS.trackerText}</p>
        <ButtonLink target={{ label: NOT_FOUND_LABELS.backToTrackers, anchor: HOME_ANCHORS.trackers }} />
      </TrackerPanel>
      <PagePanel>
        <h1>
          <Code>{NOT_FOUND_LABELS.code}</Code> {NOT_FOUND_LABELS.pageTitle}
        </h1>
        <p>{NOT_FOUND_LABELS.pageText}</p>
        <ButtonLink target={{ label: NOT_FOUND_LABELS.home, to: "/" }} />
      </PagePanel>
    </Container>
  )
}

import React from "react"
import styled from "styled-components"
import { ButtonLink } from "../../components/Button/ButtonLink"
import { Container } from "../../components/Container/Container"
import { HOME_ANCHORS } from "../../routes"
import { MISSING_ATTRIBUTE } from "./notFound"
import { theme } from "../../styles/theme"

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
 * it; the head's script (notFoundScript) marks a tracker address before the
 * first paint, and the styles show the one that fits. Nothing changes when
 * React takes over, so nothing moves; with JavaScript off the general one shows.
 */
export function NotFound() {
  return (
    <Container>
      <TrackerPanel>
        <h1>Tracker Not Found</h1>
        <p>We could not find a tracker at this address. Every tracker and phone number is on the tracker list.</p>
        <ButtonLink target={{ label: "Back to All Trackers", anchor: HOME_ANCHORS.trackers }} />
      </TrackerPanel>
      <PagePanel>
        <h1>
          <Code>404</Code> Oops! Page not found
        </h1>
        <p>The page you asked for does not exist or has moved.</p>
        <ButtonLink target={{ label: "Go to the home page", to: "/" }} />
      </PagePanel>
    </Container>
  )
}

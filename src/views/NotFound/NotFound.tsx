import React from "react"
import styled from "styled-components"
import { ButtonLink } from "../../components/Button/ButtonLink"
import { Container } from "../../components/Container/Container"
import { HOME_ANCHORS } from "../../routes"

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(16)} 0;
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`

const Code = styled.span`
  display: block;
  font-size: clamp(4rem, 18vw, 7rem);
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.forest};
`

/** 'Tracker Not Found' for an unknown tracker name; '404 Oops!' for any other path. */
export function NotFound({ unknownTracker }: { unknownTracker: boolean }) {
  if (unknownTracker) {
    return (
      <Container>
        <Panel>
          <h1>Tracker Not Found</h1>
          <p>We could not find a tracker at this address. Every tracker and phone number is on the tracker list.</p>
          <ButtonLink target={{ label: "Back to All Trackers", anchor: HOME_ANCHORS.trackers }} />
        </Panel>
      </Container>
    )
  }
  return (
    <Container>
      <Panel>
        <h1>
          <Code>404</Code> Oops! Page not found
        </h1>
        <p>The page you asked for does not exist or has moved.</p>
        <ButtonLink target={{ label: "Go to the home page", to: "/" }} />
      </Panel>
    </Container>
  )
}

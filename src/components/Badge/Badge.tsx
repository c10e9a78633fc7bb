import React from "react"
import styled from "styled-components"
import { theme } from "../../styles/theme"

const Pill = styled.span<{ $apprentice: boolean }>`
  display: inline-flex;
  align-items: center;
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  background: ${({ $apprentice }) => ($apprentice ? theme.colors.blazeTint : theme.colors.forestTint)};
  color: ${({ $apprentice }) => ($apprentice ? theme.colors.blazeText : theme.colors.forestStrong)};
`

/** The tracker's level: it changes the badge only, never the order or what the card shows. */
export function ExperienceBadge({ isApprentice }: { isApprentice: boolean }) {
  return <Pill $apprentice={isApprentice}>{isApprentice ? "Apprentice tracker" : "Experienced tracker"}</Pill>
}

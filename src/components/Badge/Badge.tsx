import React from "react"
import styled from "styled-components"

const Pill = styled.span<{ $apprentice: boolean }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  background: ${({ $apprentice, theme }) => ($apprentice ? theme.colors.blazeTint : theme.colors.forestTint)};
  color: ${({ $apprentice, theme }) => ($apprentice ? theme.colors.blazeText : theme.colors.forestStrong)};
`

/** The tracker's level (SPEC: levels only change the badge). */
export function ExperienceBadge({ isApprentice }: { isApprentice: boolean }) {
  return <Pill $apprentice={isApprentice}>{isApprentice ? "Apprentice tracker" : "Experienced tracker"}</Pill>
}

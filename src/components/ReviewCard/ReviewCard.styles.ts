import styled, { css, keyframes } from "styled-components"
import { theme } from "../../styles/theme"

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`

export const Card = styled.article<{ $delaySeconds: number }>`
  &:has(details[open]) p {
    display: block;
    -webkit-line-clamp: unset;
  }

  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(5)};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paper};
  box-shadow: ${theme.shadows.card};

  ${({ $delaySeconds }) => css`
    ${theme.media.motion} {
      animation: ${rise} 0.5s ease both;
      animation-delay: ${$delaySeconds}s;
    }
  `}
`

export const Meta = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
`

export const Reviewer = styled.h4`
  margin: 0;
  font-size: ${theme.fontSizes.base};
`

export const ReviewDate = styled.span`
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`

export const Text = styled.p<{ $clampLines: number }>`
  margin: 0;
  white-space: pre-line;
  ${({ $clampLines }) =>
    $clampLines > 0 &&
    css`
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: ${$clampLines};
      overflow: hidden;
    `}
`

/** Opening the toggle lifts the clamp on its card's text. */
export const MoreToggle = styled.details`
  summary {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.space(11)};
    color: ${theme.colors.forest};
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  &:not([open]) [data-open],
  &[open] [data-closed] {
    display: none;
  }
`

import React from "react"
import styled from "styled-components"
import { symbolHref } from "../icons/symbols"
import { useIcon } from "../icons/used-icons"
import { theme } from "../../styles/theme"

const Stars = styled.svg`
  flex: none;
  color: ${theme.colors.star};
`

/** Space between two stars, in pixels. */
const GAP = 2

/**
 * Stars out of five, read as "Rated 5 out of 5": one image of five uses of
 * the page's star symbol (which carries its stroke), outlined past the rating.
 */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  const filled = Math.round(rating)
  const width = 5 * size + 4 * GAP
  const star = symbolHref(useIcon("star"))
  return (
    <Stars role="img" aria-label={`Rated ${rating} out of 5`} width={width} height={size} viewBox={`0 0 ${width} ${size}`} fill="currentColor">
      {Array.from({ length: 5 }, (_, index) => (
        <use key={index} href={star} x={index * (size + GAP)} width={size} height={size} fill={index < filled ? undefined : "none"} />
      ))}
    </Stars>
  )
}

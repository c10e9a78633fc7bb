import React from "react"
import styled from "styled-components"
import { Icon } from "../icons/Icon"
import { theme } from "../../styles/theme"

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${theme.colors.star};
`

/** Stars out of five, read as "Rated 5 out of 5". */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    <Stars role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} name="star" size={size} filled={index < Math.round(rating)} />
      ))}
    </Stars>
  )
}

import React from "react"
import styled from "styled-components"

const Mark = styled.svg`
  display: block;
  width: ${({ theme }) => theme.space(10)};
  height: ${({ theme }) => theme.space(10)};
  flex: none;
`

/** The brand mark, inline so it costs no request. Decorative: the brand name sits beside it. */
export function Logo({ className }: { className?: string }) {
  return (
    <Mark viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <circle cx="32" cy="32" r="30" fill="#1f4d2b" />
      <circle cx="32" cy="32" r="26" fill="none" stroke="#f97316" strokeWidth="3" />
      <ellipse cx="32" cy="39" rx="9" ry="8" fill="#fff" />
      <ellipse cx="20" cy="29" rx="4.2" ry="5.5" fill="#fff" />
      <ellipse cx="27" cy="21" rx="4.2" ry="5.8" fill="#fff" />
      <ellipse cx="37" cy="21" rx="4.2" ry="5.8" fill="#fff" />
      <ellipse cx="44" cy="29" rx="4.2" ry="5.5" fill="#fff" />
    </Mark>
  )
}

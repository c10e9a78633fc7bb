import React from "react"
import styled from "styled-components"
import type { NavTarget } from "../../shared/routes"
import { SiteLink } from "../SiteLink/SiteLink"
import { buttonStyles, type ButtonVariant } from "./Button.styles"

const Styled = styled.span<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: ${({ $block }) => ($block ? "block" : "inline-block")};
  a {
    ${buttonStyles}
  }
`

type ButtonLinkProps = {
  target: NavTarget
  variant?: ButtonVariant
  block?: boolean
  children?: React.ReactNode
}

/** A site link (route or home section) that looks like a button. */
export function ButtonLink({ target, variant = "primary", block = false, children }: ButtonLinkProps) {
  return (
    <Styled $variant={variant} $block={block}>
      <SiteLink target={target}>{children}</SiteLink>
    </Styled>
  )
}

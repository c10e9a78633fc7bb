import React from "react"
import { COMMON_LABELS } from "../../copy"
import type { ButtonVariant } from "../Button/Button.styles"
import { ButtonAnchor } from "../ButtonAnchor/ButtonAnchor"
import { Icon, type IconName } from "../icons/Icon"

type ExternalLinkProps = {
  href: string
  icon?: IconName
  variant?: ButtonVariant
  block?: boolean
  children: React.ReactNode
}

/**
 * A link to another site that looks like a button: it opens in a new tab
 * without giving that site a handle on this one, and says so to screen readers.
 */
export function ExternalLink({ href, icon, variant = "primary", block = false, children }: ExternalLinkProps) {
  return (
    <ButtonAnchor href={href} target="_blank" rel="noopener noreferrer" $variant={variant} $block={block} data-button="">
      {icon && <Icon name={icon} />}
      {children}
      <span className="visually-hidden">{` ${COMMON_LABELS.newTab}`}</span>
    </ButtonAnchor>
  )
}

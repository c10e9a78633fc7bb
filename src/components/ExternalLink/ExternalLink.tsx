import React from "react"
import type { ButtonVariant } from "../Button/Button.styles"
import { ButtonAnchor } from "../ButtonAnchor/ButtonAnchor"
import { Icon, type IconName } from "../icons/Icon"
import { NewTabLink } from "../NewTabLink/NewTabLink"

type ExternalLinkProps = {
  href: string
  icon?: IconName
  variant?: ButtonVariant
  block?: boolean
  children: React.ReactNode
}

/** A link to another site that looks like a button, opening in a new tab as NewTabLink does. */
export function ExternalLink({ href, icon, variant = "primary", block = false, children }: ExternalLinkProps) {
  return (
    <ButtonAnchor as={NewTabLink} href={href} $variant={variant} $block={block} data-button="">
      {icon && <Icon name={icon} />}
      {children}
    </ButtonAnchor>
  )
}

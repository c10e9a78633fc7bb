import React from "react"
import type { ButtonVariant } from "../Button/Button.styles"
import { Icon } from "../icons/Icon"
import { SaveLink } from "./SaveContactButton.styles"

type SaveContactButtonProps = {
  /** A .vcf file the build wrote (VCARD_PATHS). */
  href: string
  children: React.ReactNode
  variant?: ButtonVariant
  block?: boolean
}

/**
 * A download link to a vCard: phones offer to add it to the contacts, so the
 * number is there when the site is not. A plain `<a download>`, not a Gatsby
 * link, because the file is not a page.
 */
export function SaveContactButton({ href, children, variant = "ghost", block = false }: SaveContactButtonProps) {
  return (
    <SaveLink href={href} download $variant={variant} $block={block} data-button="">
      <Icon name="download" />
      <span>{children}</span>
    </SaveLink>
  )
}

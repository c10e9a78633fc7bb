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
 * A link to a vCard: phones offer to add it to the contacts, so the number is
 * there when the site is not. A plain `<a>`, not a Gatsby link, because the
 * file is not a page; and no `download` attribute: the host serves it as
 * `text/vcard`, which browsers hand to the contacts or save instead of
 * showing, and Chromium sends an `<a download>` past the offline service
 * worker, so with one the card could not be saved without a signal.
 */
export function SaveContactButton({ href, children, variant = "ghost", block = false }: SaveContactButtonProps) {
  return (
    <SaveLink href={href} $variant={variant} $block={block} data-button="">
      <Icon name="download" />
      <span>{children}</span>
    </SaveLink>
  )
}

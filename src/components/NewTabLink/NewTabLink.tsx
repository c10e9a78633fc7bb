import React from "react"
import { COMMON_LABELS } from "../../copy"

type NewTabLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/**
 * A link to another site: it opens in a new tab without giving that site a
 * handle on this one, and says so to screen readers.
 */
export function NewTabLink({ href, children, ...rest }: NewTabLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden">{` ${COMMON_LABELS.newTab}`}</span>
    </a>
  )
}

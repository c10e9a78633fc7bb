import React from "react"
import { symbolHref, type IconName } from "./symbols"
import { useIcon } from "./used-icons"

export type { IconName } from "./symbols"

type IconProps = { name: IconName; size?: number; className?: string }

/**
 * A decorative icon; the control it sits in carries the accessible name.
 * The page's symbol carries the view box and the stroke (IconSymbols), so
 * each of the dozens of icons on a page is only its size and a reference;
 * `fill="none"` stays here, where the star rating's own `<svg>` sets its fill.
 */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} fill="none" aria-hidden="true">
      <use href={symbolHref(useIcon(name))} />
    </svg>
  )
}

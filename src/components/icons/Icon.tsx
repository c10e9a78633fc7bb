import React from "react"
import type { IconName } from "./paths"
import { symbolHref } from "./symbols"

export type { IconName } from "./paths"

type IconProps = { name: IconName; size?: number; filled?: boolean; className?: string }

/** A decorative icon; the control it sits in carries the accessible name. */
export function Icon({ name, size = 20, filled = false, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={symbolHref(name)} />
    </svg>
  )
}

import React from "react"
import type { NavTarget } from "../../shared/routes"
import { SiteLink } from "../SiteLink/SiteLink"
import { Current, Trail } from "./Breadcrumb.styles"

type BreadcrumbProps = {
  /** The name of the navigation landmark, e.g. "Breadcrumb". */
  label: string
  /** The pages above this one, outermost first. */
  trail: readonly NavTarget[]
  /** This page's own name, shown last and not linked. */
  current: string
  className?: string
}

/** Where this page sits in the site, with links back up. */
export function Breadcrumb({ label, trail, current, className }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={className}>
      <Trail>
        {trail.map((target) => (
          <li key={target.label}>
            <SiteLink target={target} />
          </li>
        ))}
        <li>
          <Current aria-current="page">{current}</Current>
        </li>
      </Trail>
    </nav>
  )
}

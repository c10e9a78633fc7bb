import React from "react"
import { Link } from "gatsby"
import { useCurrentPath } from "../../hooks/useCurrentPath"
import type { NavTarget } from "../../shared/routes"

type SiteLinkProps = {
  target: NavTarget
  className?: string
  onNavigate?: () => void
  children?: React.ReactNode
}

/**
 * A link to a route or to a home-page section. On the home page a section
 * link is a plain `#anchor` (the browser scrolls, smoothly unless reduced
 * motion is asked for); elsewhere it goes to `/#anchor`. Both work with
 * JavaScript switched off.
 */
export function SiteLink({ target, className, onNavigate, children }: SiteLinkProps) {
  const pathname = useCurrentPath()
  const content = children ?? target.label
  if ("to" in target) {
    return (
      <Link to={target.to} className={className} onClick={onNavigate}>
        {content}
      </Link>
    )
  }
  if (pathname === "/") {
    return (
      <a href={`#${target.anchor}`} className={className} onClick={onNavigate}>
        {content}
      </a>
    )
  }
  return (
    <Link to={`/#${target.anchor}`} className={className} onClick={onNavigate}>
      {content}
    </Link>
  )
}

import React from "react"
import { Link } from "gatsby"
import { TRACKER_LABELS } from "../../copy"
import { ROUTES } from "../../shared/routes"
import { Icon } from "../icons/Icon"
import { ProfileLink } from "./TrackerCard.styles"

/** The foot of a card: the way to the tracker's profile, named for screen readers. */
export function ViewProfileLink({ slug, name }: { slug: string; name: string }) {
  return (
    <ProfileLink as={Link} to={ROUTES.tracker(slug)}>
      {TRACKER_LABELS.viewProfile}
      <span className="visually-hidden"> {TRACKER_LABELS.profileOf(name)}</span>
      <Icon name="chevron" size={16} />
    </ProfileLink>
  )
}

import React from "react"
import { Block } from "./ProseSection.styles"

type ProseSectionProps = {
  /** The section's anchor; its heading gets `<id>-heading`. */
  id: string
  heading: React.ReactNode
  paragraphs: readonly string[]
  points?: readonly string[] | null
  className?: string
}

/** A titled stretch of prose (an h2, paragraphs, then an optional list), as the page data holds it. */
export function ProseSection({ id, heading, paragraphs, points, className }: ProseSectionProps) {
  const headingId = `${id}-heading`
  return (
    <Block id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId}>{heading}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {points && points.length > 0 && (
        <ul>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
    </Block>
  )
}

import React from "react"
import { Container } from "../Container/Container"
import { SectionBlock, SectionHeader, SectionIntro, SectionTitle, type SectionTone } from "./Section.styles"

type SectionProps = {
  /** The anchor (`id`) of the section, also used to label it. */
  id: string
  title: string
  intro?: React.ReactNode
  tone?: SectionTone
  className?: string
  children: React.ReactNode
}

/** A page section: a labelled landmark with an h2, centred header and content. */
export function Section({ id, title, intro, tone = "plain", className, children }: SectionProps) {
  const headingId = `${id}-heading`
  return (
    <SectionBlock id={id} aria-labelledby={headingId} $tone={tone} className={className}>
      <Container>
        <SectionHeader>
          <SectionTitle id={headingId}>{title}</SectionTitle>
          {intro && <SectionIntro>{intro}</SectionIntro>}
        </SectionHeader>
        {children}
      </Container>
    </SectionBlock>
  )
}

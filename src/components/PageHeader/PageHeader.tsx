import React from "react"
import { Header, Meta } from "./PageHeader.styles"

type PageHeaderProps = {
  title: string
  /** A small line under the title, e.g. "Last updated: December 2024". */
  meta?: string
  /** The paragraph that introduces the page. */
  intro?: string | null
}

/** The top of a plain text page: its one h1, an optional meta line and an intro. */
export function PageHeader({ title, meta, intro }: PageHeaderProps) {
  return (
    <Header>
      <h1>{title}</h1>
      {meta && <Meta>{meta}</Meta>}
      {intro && <p>{intro}</p>}
    </Header>
  )
}

import React from "react"
import { Item, List, Term, Value, type FactLayout } from "./FactList.styles"

export type Fact = {
  label: string
  /** Text, or a link (a phone number, a county page). */
  value: React.ReactNode
}

type FactListProps = {
  facts: readonly Fact[]
  /** A grid of tiles, or one column of rows (for a narrow side card). */
  layout?: FactLayout
  className?: string
}

/** Label and value pairs as a description list. */
export function FactList({ facts, layout = "tiles", className }: FactListProps) {
  return (
    <List $layout={layout} className={className}>
      {facts.map((fact) => (
        <Item key={fact.label} $layout={layout}>
          <Term>{fact.label}</Term>
          <Value $layout={layout}>{fact.value}</Value>
        </Item>
      ))}
    </List>
  )
}

import React from "react"
import { List, Stat, type StatTone } from "./StatList.styles"

/** Values longer than this (a phrase, not a figure) are set smaller. */
const LONG_VALUE = 8

export type StatItem = { label: string; value: string }

/** Key figures as a description list: a big value over its label. */
export function StatList({ items, tone = "light", className }: { items: readonly StatItem[]; tone?: StatTone; className?: string }) {
  return (
    <List $tone={tone} $count={items.length} className={className}>
      {items.map((item) => (
        <Stat key={item.label} $long={item.value.length > LONG_VALUE}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Stat>
      ))}
    </List>
  )
}

import React from "react"
import { Grid, type GridColumns } from "./CardGrid.styles"

type CardGridProps = {
  /** Columns from tablet and desktop width; a phone always shows one. */
  columns: GridColumns
  /** A list of cards (`ul`, each child an `li`), or a plain grid of sections (`div`). */
  as?: "ul" | "div"
  className?: string
  children: React.ReactNode
}

/** Cards side by side on wide screens, stacked on a phone. */
export function CardGrid({ columns, as = "ul", className, children }: CardGridProps) {
  return (
    <Grid as={as} $columns={columns} className={className}>
      {children}
    </Grid>
  )
}

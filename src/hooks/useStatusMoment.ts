import { createContext, useContext } from "react"
import type { StatusesAsBuilt } from "../shared/page-context"

/** The page's own moment for its statuses as built (its context's `statusesAsOf`), given to every page by src/components/PageWrappers.tsx. */
export const StatusesAsOf = createContext<StatusesAsBuilt["statusesAsOf"]>(null)

/**
 * The moment statuses are judged at: the reader's clock (useNow) once React
 * has the page; as built and while React takes it over, the page's own, so
 * a status over when the page was built reads "Call to ask" with scripts
 * off, and what hydrates is what was built. Null: as stored.
 */
export function useStatusMoment(now: number | null): number | null {
  const asOf = useContext(StatusesAsOf)
  return now ?? (asOf === null ? null : Date.parse(asOf))
}

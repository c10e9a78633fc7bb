import { createContext, useContext } from "react"

/**
 * The path of the page being shown, provided by the layout from Gatsby's
 * own page props, so links can tell whether they are on the home page
 * without reaching into the router.
 */
export const CurrentPathContext = createContext<string>("/")

export function useCurrentPath(): string {
  return useContext(CurrentPathContext)
}

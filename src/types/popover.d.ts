/**
 * The HTML popover attributes, which React 18 passes through as written but
 * its type definitions do not list yet: `popover` on the element that pops
 * up, `popovertarget` (and what it does) on the button that opens it.
 */
import "react"

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own type parameter
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual"
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own type parameter
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
    popovertargetaction?: "toggle" | "show" | "hide"
  }
}

/**
 * The navigation bar and the phone menu's drawer, as the page draws them
 * (src/components/NavBar/) and as the browser tests aim a tap beside the
 * open drawer: the drawer's id (its popover's, and the address that opens it
 * with scripting off) and the two sizes in CSS pixels.
 */
export const MENU = {
  drawerId: "mobile-drawer",
  /** The fixed bar's height: 16 of the design's 4 px units. */
  barHeight: 64,
  /** The drawer's width: the design's, narrow enough to show the page behind it. */
  drawerWidth: 250,
} as const

/** The attribute of the element that marks where a page's first screen ends (FirstScreenEnd.tsx). */
export const FIRST_SCREEN_END = "data-first-screen-end"

/** The attribute of the hidden blocks of icon symbols a page carries: the first screen's (at its end) and the others (after the page). */
export const ICON_SYMBOLS = { attribute: "data-icon-symbols", firstScreen: "first-screen", rest: "rest" } as const

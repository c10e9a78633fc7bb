/** The attribute of the element that marks where a page's first screen ends (FirstScreenEnd.tsx). */
export const FIRST_SCREEN_END = "data-first-screen-end"

/**
 * The internals of styled-components the build relies on: the format of its
 * server-rendered sheet, which the first-screen split reads and writes back
 * (src/build/post-build/first-screen-styles.ts), and which styled-components
 * in the browser reads to take over the classes a page already has. No
 * public API splits a sheet by component. __tests__/internals/styled-components.test.tsx
 * renders a sheet with the installed version and fails when this moves.
 */

/** The attributes of the `<style>` styled-components writes into a page's head. */
export const SHEET_ATTRIBUTES = { sheet: "data-styled", version: "data-styled-version" } as const

/** What follows every rule and every group mark in the sheet's text. */
export const SEPARATOR = "/*!sc*/\n"

/** The mark after a component's rules: its group number, its id and its class names (`data-styled.g3[id="x"]{content:"a,b,"}`). */
export const GROUP_MARK = /^data-styled\.g(\d+)\[id="([^"]+)"\]\{content:"([^"]*)"\}$/

/** Writes a group's mark as styled-components does. */
export const groupMark = (index: number, id: string, names: readonly string[]): string =>
  `data-styled.g${index}[id="${id}"]{content:"${names.map((name) => `${name},`).join("")}"}`

/** Groups whose rules name no class of the page: createGlobalStyle's and keyframes'. */
export const ALWAYS_IN_HEAD = /^sc-(?:global|keyframes)-/

/**
 * The attribute on <html> that makes every page section render: the
 * sections' styles read it (Section.styles.ts), the start-up sets it before
 * Gatsby scrolls to an anchor (src/browser/startup/anchor-jumps.ts), and the
 * browser tests set it before axe measures colours.
 */
export const SECTIONS_SHOWN_ATTRIBUTE = "data-sections-shown"

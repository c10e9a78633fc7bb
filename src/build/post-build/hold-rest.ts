/**
 * With scripts off, Firefox and Safari run no script at the first screen's
 * end, so they parse and lay out the rest of the page before its stylesheet
 * is in. HOLD_REST, in the head's `<noscript>`, clips away everything after
 * the mark; the stylesheet's first rule, SHOW_REST, undoes it, so that part
 * shows only with its styles. Both have no specificity (`:where`). Should
 * the file never come, a CSS timer shows that part, unstyled, after
 * REST_WAIT_SECONDS: nothing stays hidden for ever.
 */
import { FIRST_SCREEN_END } from "../../shared/first-screen"

/** Everything after the mark: its later siblings and those of every element it is in. */
const AFTER_MARK = `:where([${FIRST_SCREEN_END}]~*,:has([${FIRST_SCREEN_END}])~*)`
/** How long, at most, a page without scripts keeps what is after the mark hidden while the file loads. */
export const REST_WAIT_SECONDS = 5
/**
 * Clipped to nothing (laid out, but neither painted nor tappable) until
 * SHOW_REST, or until an animation on the root sets the custom property
 * every element inherits.
 */
export const HOLD_REST =
  `${AFTER_MARK}{clip-path:var(--first-screen-rest,inset(50%))}` +
  `html{animation:first-screen-rest 1ms ${REST_WAIT_SECONDS}s both}` +
  "@keyframes first-screen-rest{to{--first-screen-rest:none}}"
/** The file's first rule, with the same selector, later in the cascade: shows what is after the mark. */
export const SHOW_REST = `${AFTER_MARK}{clip-path:none}\n`

/**
 * The scripts a page carries inline: each is a module of its own,
 * src/browser/inline/<name>.ts, which the build bundles once
 * (src/build/post-build/inline-scripts.ts) and writes into every element
 * that names it. Whoever places a script (a component, the head, a step
 * after the build) names it here; the build fills it in, so no code is
 * written as a string anywhere, and the policy's hashes are those of the
 * bytes the page carries (src/build/host/csp.ts).
 */

export const INLINE_SCRIPTS = {
  /** Asks for the live statuses once the first contentful paint is on screen (in the first screen's mark, or the head). */
  askStatuses: "ask-statuses",
  /** Marks the statuses above it whose end has passed, before they are painted (where a list of statuses ends). */
  markLapsed: "mark-lapsed",
  /** Lays the early answer over the built statuses before the app starts (at the end of the body). */
  showStatuses: "show-statuses",
  /** Starts the app's scripts once the first contentful paint is on screen (in place of Gatsby's script tags). */
  startApp: "start-app",
  /** Links the web manifest and registers the offline worker after the first paint (at the end of every built page). */
  registerWorker: "register-worker",
  /** Tells a tracker's address from any other on the not-found page, before its first paint (its head). */
  notFound: "not-found",
  /** Shows the trackers' answers to a hunter's request as they come (a request's page, which runs no app). */
  requestNews: "request-news",
  /** Hands the editor's GitHub sign-in to the editor that opened the window (the status service's sign-in answer). */
  editorSignIn: "editor-sign-in",
} as const

export type InlineScript = (typeof INLINE_SCRIPTS)[keyof typeof INLINE_SCRIPTS]

/** The attribute that names the script an element carries: `<script data-script="mark-lapsed">`. */
export const INLINE_SCRIPT_ATTRIBUTE = "data-script"

/** The start-up script's list of the page's scripts, space-separated, which it starts in that order (src/browser/inline/start-app.ts). */
export const APP_SCRIPTS_ATTRIBUTE = "data-scripts"

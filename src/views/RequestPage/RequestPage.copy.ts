/** A hunter's request page (/request/sent/): the shell's own words; what fills it is in src/shared/requests/page-parts.ts. */
export const REQUEST_PAGE = {
  title: "Your request",
  description: "A hunter's request to the available trackers near the shot: whom it reached, and who can come.",
  keywords: ["deer tracking request", "tracking dog", "Michigan"],
  /** The heading before the Worker fills it. */
  heading: "Your request",
  handled: "I have help: tell the other trackers",
  handledHint: "Every tracker it reached is told at once, and no one else is called out for it.",
  everyTracker: "Every tracker, to call",
} as const

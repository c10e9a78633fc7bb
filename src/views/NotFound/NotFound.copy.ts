/** The not-found page's two panels. */
export const NOT_FOUND_LABELS = {
  trackerTitle: "Tracker Not Found",
  trackerText: "We could not find a tracker at this address. Every tracker and phone number is on the tracker list.",
  backToTrackers: "Back to All Trackers",
  code: "404",
  pageTitle: "Oops! Page not found",
  pageText: "The page you asked for does not exist or has moved.",
  home: "Go to the home page",
} as const

/** The not-found page's head tags. */
export const NOT_FOUND_COPY = {
  title: "Page not found",
  description: "This page does not exist. The tracker list and every county page are linked from the home page.",
  keywords: ["page not found", "deer tracking dog", "Michigan tracker directory"],
} as const

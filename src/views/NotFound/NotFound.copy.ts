/** The not-found page's head tags. */
export const NOT_FOUND_PAGE = {
  title: "Page not found",
  description: "This page does not exist. The tracker list and every county page are linked from the home page.",
  keywords: ["page not found", "deer tracking dog", "Michigan tracker directory"],
} as const

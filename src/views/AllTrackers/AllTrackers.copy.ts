/** The page with every tracker (/trackers/): its head tags and words. */
export const ALL_TRACKERS_PAGE = {
  title: "Every tracker",
  description:
    "Every deer-tracking-dog handler on the roster, with their base town and number, those who can come first: to call from, save or print for the truck.",
  keywords: ["deer tracking dog", "tracker list", "Michigan", "tracking dog phone numbers"],
  heading: "Every tracker",
  intro: (count: number) =>
    `All ${count} trackers: those who can come first, then the most experienced. For who is nearest you, use the home page's list or your county's page.`,
  nearest: "Who can come, nearest first",
} as const

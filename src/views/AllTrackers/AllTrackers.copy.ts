/** The page with every tracker (/trackers/): its head tags and words. */
export const ALL_TRACKERS_PAGE = {
  title: "Every tracker",
  description: "Every deer-tracking-dog handler on the roster, with their base town and number, most experienced first: to call from, save or print for the truck.",
  keywords: ["deer tracking dog", "tracker list", "Michigan", "tracking dog phone numbers"],
  heading: "Every tracker",
  intro: (count: number) =>
    `All ${count} trackers, most experienced first. To find who can come tonight and who is nearest you, use the list on the home page or your county's page.`,
  nearest: "Who can come, nearest first",
} as const

/** The sitemap page: its head tags and the titles of its link groups. */
export const SITEMAP_PAGE = {
  title: "Sitemap",
  description: "Every page of the site: the tracker list and home sections, bear and elk tracking, the eight county pages and the legal pages.",
  keywords: ["sitemap", "deer tracking dog", "Michigan tracker directory", "county pages"],
  heading: "Sitemap",
  intro: "Every page of the site in one place.",
  mainPages: "Main pages",
  services: "Specialized services",
  counties: "Counties we serve",
  legal: "Legal",
  elsewhere: "Elsewhere",
} as const

/** Settings of the built site that are not content: where it lives and the files the build writes for it. */

/** The production origin: canonical links, share tags, structured data, sitemap.xml, robots.txt and the contact cards use it. */
export const SITE_URL = "https://thumbareadeertrackers.com"

/**
 * The one rule for which built files are the site's pages, and the address
 * each answers. Pure (the offline worker bundles it too); the steps after
 * the build list the files (./post-build/).
 */
/** The editor's folder in public/ (gatsby-plugin-decap-cms's default `publicPath`). */
export const ADMIN_FOLDER = "admin"

/** A built HTML file that is a page of the site: not Gatsby's slice fragments, Partytown's files or the editor. */
export function isSitePage(file: string): boolean {
  return file.endsWith(".html") && !["_gatsby/", "~partytown/", `${ADMIN_FOLDER}/`].some((folder) => file.startsWith(folder))
}

/** The URL a built HTML file answers: `tracker/x/index.html` → `/tracker/x/`, `404.html` → `/404.html`. */
export function urlPathOfHtml(file: string): string {
  const posix = file.split("\\").join("/")
  if (posix === "index.html") return "/"
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"index.html".length)}`
  return `/${posix}`
}

/**
 * Every address the site answers, with what each must be: the one list that
 * route-wide checks hang off, in the browser (e2e/pages.spec.ts) and on the
 * built files (__tests__/built/). A new tracker or county file adds its page
 * here by itself.
 */
import { REQUEST_PAGES } from "../src/shared/requests/api"
import { NOINDEX_ROUTES } from "../src/shared/routes"
import { ALL_ROUTES, countyRoutes, trackerRoutes } from "./content"

export type Family = "home" | "tracker" | "county" | "species" | "legal" | "sitemap" | "status" | "roster" | "request" | "not-found"

export interface RouteCase {
  path: string
  family: Family
  /** The HTTP status the host answers with. */
  status: 200 | 404
  /** Asks robots not to index or follow it. */
  noindex: boolean
  /** The schema.org types of its JSON-LD blocks, in order. */
  jsonLd: readonly string[]
  /** The built file that answers it. */
  file: string
}

function familyOf(path: string): Family {
  if (path === "/") return "home"
  if (trackerRoutes.includes(path)) return "tracker"
  if (countyRoutes.includes(path)) return "county"
  if (path === "/bear-tracking/" || path === "/elk-tracking/") return "species"
  if (path === "/sitemap/") return "sitemap"
  if (path === "/status/") return "status"
  if (path === "/trackers/") return "roster"
  if (path === REQUEST_PAGES.form) return "request"
  return "legal"
}

// No FAQPage on any page: Google shows FAQ rich results for no site of this kind (src/build/structured-data/pages.ts).
const JSON_LD: Record<Family, readonly string[]> = {
  home: ["LocalBusiness"],
  tracker: ["Person", "BreadcrumbList"],
  county: ["BreadcrumbList"],
  species: [],
  legal: [],
  sitemap: [],
  status: [],
  roster: [],
  request: [],
  "not-found": [],
}

const page = (path: string): RouteCase => {
  const family = familyOf(path)
  return { path, family, status: 200, noindex: NOINDEX_ROUTES.includes(path), jsonLd: JSON_LD[family], file: `${path}index.html` }
}

const notFound = (path: string): RouteCase => ({ path, family: "not-found", status: 404, noindex: true, jsonLd: [], file: "/404.html" })

export const ROUTE_MATRIX: readonly RouteCase[] = [...ALL_ROUTES.map(page), notFound("/no-such-page/"), notFound("/tracker/nobody-here/")]

/** One page of each family, for checks whose subject is the template rather than the record. */
export const ONE_PER_FAMILY: readonly RouteCase[] = ROUTE_MATRIX.filter(
  (route, index) => ROUTE_MATRIX.findIndex((other) => other.family === route.family) === index,
)

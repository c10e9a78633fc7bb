/**
 * Which pages the benchmark measures, picked from data/ so a renamed or added
 * tracker or county needs no change here.
 */
import { REQUEST_API, REQUEST_PAGES } from "../../src/shared/requests/api"
import { counties, heaviestTrackerSlug } from "../../test-support/content"

/** What a hunter taps first: a Call link, or on the request form its send control. */
export const FIRST_TAP = `a[href^="tel:"], form[action="${REQUEST_API.send}"] button[type="submit"]`

export interface BenchRoute {
  /** What the route stands for in the report. */
  label: string
  path: string
  /** The not-found page answers 404 by design; Lighthouse must be told to measure it anyway. */
  expectNotFound?: boolean
}

export function benchRoutes(): BenchRoute[] {
  const county = counties[0]
  if (!county) throw new Error("data/counties/ has no counties to benchmark.")
  return [
    { label: "Home", path: "/" },
    { label: "Tracker profile", path: `/tracker/${heaviestTrackerSlug()}/` },
    { label: "County page", path: `/counties/${county.slug}/` },
    { label: "Bear tracking", path: "/bear-tracking/" },
    { label: "Terms", path: "/terms/" },
    { label: "Not found (404)", path: "/no-such-page/", expectNotFound: true },
  ]
}

/**
 * The pages the time-to-call part measures: one of each family that lists
 * a tracker (the roster, /trackers/, too), and two county pages: the first
 * in the counties' order and Oakland's (the last one if Oakland is ever renamed),
 * and the request form, whose first tap is its send control.
 */
export function callRoutes(): BenchRoute[] {
  const [first] = counties
  if (!first) throw new Error("data/counties/ has no counties to benchmark.")
  const second = counties.find((county) => county.slug === "oakland") ?? counties[counties.length - 1]
  const countyRoutes = [first, second].filter((county, index, all) => all.indexOf(county) === index)
  return [
    { label: "Home", path: "/" },
    ...countyRoutes.map((county) => ({ label: "County", path: `/counties/${county.slug}/` })),
    { label: "Species", path: "/bear-tracking/" },
    { label: "Species", path: "/elk-tracking/" },
    { label: "Tracker profile", path: `/tracker/${heaviestTrackerSlug()}/` },
    { label: "Every tracker", path: "/trackers/" },
    { label: "Request form", path: REQUEST_PAGES.form },
  ]
}

/** The tracker whose phone number the warm-rebuild timing changes. */
export function trackerFileForRebuild(): string {
  return `data/trackers/${heaviestTrackerSlug()}.json`
}

/**
 * Components the previews share with the site read build-time data through
 * `useStaticQuery` (the text-message template, the placeholder photo, the
 * site settings). Gatsby hands those results to its own pages; the admin is
 * a separate app, so it loads them once, before Decap starts, from the site
 * it is served with (`gatsby build` or `gatsby develop`): the home page's
 * page data names every static query, each result is a small JSON file.
 */

import { STATIC_QUERY_RESULTS } from "../internals/gatsby"

/** What Gatsby's StaticQueryContext holds: each query's result by the query's hash. */
export type StaticQueryResults = Record<string, { data: unknown }>

type FetchJson = (url: string) => Promise<unknown>

let results: StaticQueryResults = {}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return response.json()
}

/**
 * Loads the results; if the site has not been built yet, previews that need
 * them show Decap's error message instead of the view, and the form still works.
 */
export async function loadStaticQueries(get: FetchJson = fetchJson): Promise<StaticQueryResults> {
  try {
    const page = (await get(STATIC_QUERY_RESULTS.homePageData)) as Record<string, unknown>
    const listed = page[STATIC_QUERY_RESULTS.hashesField]
    const hashes = Array.isArray(listed) ? listed.map(String) : []
    const loaded = await Promise.all(hashes.map(async (hash) => [hash, (await get(STATIC_QUERY_RESULTS.result(hash))) as { data: unknown }] as const))
    results = Object.fromEntries(loaded)
  } catch (error) {
    console.warn("The previews could not load the site's static query results:", error)
    results = {}
  }
  return results
}

export const staticQueryResults = (): StaticQueryResults => results

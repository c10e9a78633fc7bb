/**
 * The build's stamp as pages carry it and the host serves it, read by the
 * build (src/build/offline/build-stamp.ts writes it), the page's check
 * (src/browser/offline/newer-build.ts) and the tests; pure functions on
 * text, importing no build-side code. Gatsby keeps every page's data in
 * memory for the session, so a page the hunter goes back to never reaches
 * the network-first worker: the stamp is how an open page learns that what
 * it holds is from an earlier build.
 */

/**
 * Where the stamp is: served at `path` (asked for afresh on every request,
 * never stored by the offline worker), and in every page as
 * `<meta name="…">`. Here rather than in src/shared/built-files.ts, which every
 * page's first load carries: only the check, loaded later, needs them.
 */
export const BUILD_STAMP = { path: "/build.json", meta: "build-stamp" } as const

const META = new RegExp(`<meta name="${BUILD_STAMP.meta}" content="[^"]*"/>`)

/**
 * The page as it would be without its stamp: what the offline worker's
 * revision of a page is worked out from, so that a deploy re-downloads the
 * pages whose content changed, not every page for its new stamp.
 */
export function withoutBuildStamp(html: string): string {
  return html.replace(META, "")
}

/** What /build.json holds. */
export function stampFile(stamp: string): string {
  return JSON.stringify({ stamp })
}

/** The stamp in what the host answered for /build.json, or null for anything else. */
export function stampOfFile(body: unknown): string | null {
  const stamp = (body as { stamp?: unknown } | null)?.stamp
  return typeof stamp === "string" && stamp ? stamp : null
}

/** Whether the host now serves another build than the one the page was drawn from; no answer is no news. */
export function isNewerBuild(own: string | null | undefined, served: string | null | undefined): boolean {
  return Boolean(own && served && own !== served)
}

/**
 * Redirects as the `_redirects` file Cloudflare Pages reads: the usual
 * mixed-case spellings of each tracker's address, and a renamed tracker's
 * earlier address, answer 301 with the lowercase page; anything else that
 * does not exist gets the 404 page, whose script sends other spellings on
 * (src/pages/404.tsx). Cloudflare matches a rule's path exactly, trailing
 * slash included, and caps the number of rules (docs/deploy.md), so each
 * spelling costs two rules.
 */
import type { RedirectRule } from "../../shared/host/redirects-file"
import { ROUTES } from "../../shared/routes"

/** `brian-delisle` → `Brian-Delisle`. */
const titleCase = (slug: string): string =>
  slug
    .split("-")
    .map((part) => (part ? part[0].toUpperCase() + part.slice(1) : part))
    .join("-")

/** How people type a name in an address: as written (`Ron-VanderKolk`) or capitalised (`Ron-Vanderkolk`). */
export function mixedCaseSpellings(tracker: { slug: string; name: string }): string[] {
  const asWritten = tracker.name.trim().split(/\s+/).join("-")
  const spellings = [asWritten, titleCase(tracker.slug)]
  return [...new Set(spellings)].filter((spelling) => spelling !== tracker.slug && spelling.toLowerCase() === tracker.slug)
}

export interface RedirectedTracker {
  /** The record's key (its file name): the profile's address when the tracker was added. */
  key: string
  /** The profile's address now, from the name. */
  slug: string
  name: string
}

/**
 * A tracker's page answers at its address in the usual mixed-case spellings,
 * and at the address it had before the tracker corrected their name: the
 * file keeps its first name (the editor cannot rename files), so a key that
 * differs from the address is an address people may have saved or shared.
 */
export function trackerRedirects(trackers: readonly RedirectedTracker[]): RedirectRule[] {
  return [...trackers]
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .flatMap((tracker) => {
      const to = ROUTES.tracker(tracker.slug)
      const earlier = tracker.key !== tracker.slug ? [tracker.key] : []
      return [...earlier, ...mixedCaseSpellings(tracker)].flatMap((spelling) =>
        // With and without the trailing slash: hosts add it only for paths that exist.
        [`/tracker/${spelling}/`, `/tracker/${spelling}`].map((from) => ({ from, to, status: 301 as const })),
      )
    })
}

/** Cloudflare's limit on exact-path redirects (its documentation): more are dropped without a word. */
export const STATIC_REDIRECT_LIMIT = 2000

/** Throws when Cloudflare would drop some of the rules. */
export function checkRedirectLimits(rules: readonly RedirectRule[]): void {
  if (rules.length > STATIC_REDIRECT_LIMIT) {
    throw new Error(
      `_redirects has ${rules.length} rules; Cloudflare applies at most ${STATIC_REDIRECT_LIMIT}. Leave out a spelling in src/build/host/redirects.ts.`,
    )
  }
}

export function formatRedirectsFile(rules: readonly RedirectRule[], comment: string): string {
  const lines = comment.split("\n").map((line) => `# ${line}`.trimEnd())
  for (const rule of rules) lines.push(`${rule.from}  ${rule.to}  ${rule.status}`)
  return `${lines.join("\n")}\n`
}

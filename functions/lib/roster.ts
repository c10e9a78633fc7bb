/**
 * The roster as the build wrote it (public/roster.json, the compact file the
 * pages rank from): who may have a status, and the status each built page
 * shows. A status for a slug not on the roster is refused, and a tracker
 * removed from the roster can no longer set one. Read from the deployed
 * files, so it changes with each deploy.
 */
import { ROSTER_FILE, readRosterFile, type RosterTracker } from "../../src/shared/roster-file"
import type { Env } from "./env"

export type Listed = Pick<RosterTracker, "slug" | "name" | "availability">

export async function rosterTrackers(env: Env, request: Request): Promise<Listed[]> {
  const response = await env.ASSETS.fetch(new URL(ROSTER_FILE, request.url))
  if (!response.ok) throw new Error(`The build's roster (${ROSTER_FILE}) answered ${response.status}.`)
  const roster = readRosterFile(await response.json())
  if (!roster) throw new Error(`The build's roster (${ROSTER_FILE}) is not one this service reads.`)
  return roster.trackers.map(({ slug, name, availability }) => ({ slug, name, availability }))
}

export async function listed(env: Env, request: Request, slug: string): Promise<Listed | null> {
  return (await rosterTrackers(env, request)).find((tracker) => tracker.slug === slug) ?? null
}

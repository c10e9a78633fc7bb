/**
 * Contact cards for the phone's address book, written after the build
 * (./post-build/): `/tracker/<slug>.vcf` per tracker and
 * `/trackers.vcf` with the whole roster. vCard 3.0 (RFC 2426), the version
 * both iOS Contacts and Android's importer read; CRLF line endings, lines
 * folded at 75 octets, text values escaped.
 */
import type { TrackerRecord } from "../shared/tracker"
import fs from "node:fs"
import path from "node:path"
import { VCARD_PATHS } from "../shared/built-files"
import { vcardTel } from "../shared/phone"
import { CRLF, escapeText, foldLine } from "../shared/vcard-text"

export type VcardTracker = Pick<TrackerRecord, "slug" | "name" | "phone"> & {
  certifications?: TrackerRecord["certifications"]
  homeCounty: Pick<TrackerRecord["homeCounty"], "name">
}

export interface VcardSite {
  brandName: string
  siteUrl: string
}

// The text rules live in one module the offline service worker bundles too.
export { escapeText, foldLine } from "../shared/vcard-text"

/** One tracker's card. */
export function trackerVcard(tracker: VcardTracker, site: VcardSite): string {
  const words = tracker.name.trim().split(/\s+/)
  const family = words.length > 1 ? words[words.length - 1] : ""
  const given = words.length > 1 ? words.slice(0, -1).join(" ") : words[0]
  const county = `${tracker.homeCounty.name} County`
  const certifications = (tracker.certifications ?? []).filter((value): value is string => Boolean(value?.trim()))
  const note = [
    `Tracking-dog handler, ${site.brandName}.`,
    `Home county: ${county}, Michigan.`,
    `Certifications: ${certifications.length > 0 ? certifications.join(", ") : "N/A"}.`,
  ].join(" ")
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `FN:${escapeText(tracker.name)}`,
    `N:${escapeText(family)};${escapeText(given)};;;`,
    `ORG:${escapeText(site.brandName)}`,
    `TEL;TYPE=CELL,VOICE:${vcardTel(tracker.phone)}`,
    `ADR;TYPE=WORK:;;;${escapeText(county)};MI;;USA`,
    `NOTE:${escapeText(note)}`,
    `URL:${site.siteUrl.replace(/\/$/, "")}/tracker/${tracker.slug}/`,
    "END:VCARD",
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}

/** Every tracker in one file: contacts apps import each card in it. */
export function rosterVcards(trackers: readonly VcardTracker[], site: VcardSite): string {
  return trackers.map((tracker) => trackerVcard(tracker, site)).join("")
}

/** Writes each tracker's card and the whole roster's into public/ beside the pages; returns the files written. */
export function writeContactCards(publicDir: string, trackers: readonly VcardTracker[], site: VcardSite): string[] {
  const written = trackers.map((tracker) => {
    fs.writeFileSync(path.join(publicDir, VCARD_PATHS.tracker(tracker.slug)), trackerVcard(tracker, site), "utf8")
    return VCARD_PATHS.tracker(tracker.slug)
  })
  fs.writeFileSync(path.join(publicDir, VCARD_PATHS.all), rosterVcards(trackers, site), "utf8")
  return [...written, VCARD_PATHS.all]
}

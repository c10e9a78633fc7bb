/**
 * The one internal of libphonenumber-js the content check relies on: its
 * Metadata class's numbering plan for a country, which reads the pattern of
 * one kind of line. The package's type declarations leave it out, but it is
 * how the package itself reads its metadata (getNumberType); no public API
 * gives a country's patterns. __tests__/internals/libphonenumber.test.ts
 * fails when an upgrade changes it; src/content/numbering.ts uses it.
 */
import { Metadata, type CountryCode, type MetadataJson } from "libphonenumber-js/core"

/** The kinds of line libphonenumber describes for a country. */
export const LINE_TYPES = ["FIXED_LINE", "MOBILE", "TOLL_FREE", "PREMIUM_RATE", "SHARED_COST", "VOIP", "PERSONAL_NUMBER", "PAGER", "UAN", "VOICEMAIL"] as const

export type LineType = (typeof LINE_TYPES)[number]

interface NumberingPlan {
  type(name: LineType): { pattern(): string } | undefined
}

/** The national-number pattern of each kind of line a country has, as the metadata writes it. */
export function linePatterns(metadata: MetadataJson, country: CountryCode): Map<LineType, string> {
  const plan = new Metadata(metadata)
  plan.selectNumberingPlan(country)
  const lines = plan.numberingPlan as unknown as NumberingPlan
  const patterns = new Map<LineType, string>()
  for (const type of LINE_TYPES) {
    const pattern = lines.type(type)?.pattern()
    if (pattern) patterns.set(type, pattern)
  }
  return patterns
}

/**
 * The game a tracker's dogs are trained and licensed to follow. Its own
 * module, free of the content model's rules, because the pages use the
 * names too (the browser bundle must not carry the schemas).
 */
export const SPECIES = ["deer", "bear", "elk"] as const
export type Species = (typeof SPECIES)[number]
export const SPECIES_NAMES: Record<Species, string> = { deer: "Deer", bear: "Bear", elk: "Elk" }

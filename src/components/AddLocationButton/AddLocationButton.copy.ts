/**
 * What 'Add my location to texts' says of the position in the texts
 * (src/shared/position-fix.ts, textsLocation): beside the button, so the
 * words load with it, on the pages that have it.
 */
export const LOCATION_LABELS = {
  off: "Add my location to texts",
  asking: "Finding where you are…",
  fresh: "Your location is in the texts",
  aged: (age: string) => `Texts give your position from ${age}: tap to update`,
  "not-updated": (age: string) => `No new fix: texts give your position from ${age}`,
  refused: "Location is off: texts go without it",
  unavailable: "No location: texts go without it",
} as const

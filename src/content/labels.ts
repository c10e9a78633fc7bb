/**
 * The labels the editor's form gives tracker fields (./types/tracker.ts),
 * which the site shows beside the values too, so a field is named in one
 * place. The schema itself stays out of the browser code (zod and the
 * numbering plan are build-time weight), so the builds write the labels in
 * as a constant (browserDefinitions in ./model.ts).
 */
import type { TrackerInput } from "./types/tracker"

declare const __TRACKER_FIELD_LABELS__: Readonly<Record<keyof TrackerInput, string>>

export const TRACKER_FIELD_LABELS = __TRACKER_FIELD_LABELS__

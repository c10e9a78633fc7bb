/**
 * The editor's own sentences: Decap's where its English would confuse a
 * tracker, and the admin's additions (a refusal before saving, the report
 * of a change the site refused). A failed pattern shows our message alone,
 * which already says what to type, not Decap's "<label> didn't match the
 * pattern: …"; a save refused by ./refuse-before-save.ts reads "Not saved: "
 * and what to fix. __tests__/internals/decap.test.ts checks each key is one
 * Decap's English has, so an upgrade cannot leave a phrase unused.
 */
import { SAVE_FAILED_PHRASE } from "../internals/decap"

type Phrases = Record<string, unknown>

/** Words the previews add around the site's own views. */
export const PREVIEW_WORDS = {
  noPhoto: "No photo yet",
} as const

export const DECAP_PHRASES = {
  editor: {
    editorControlPane: {
      widget: {
        required: "%{fieldLabel}: fill this in.",
        regexPattern: "%{pattern}",
        range: "Type a number from %{minValue} to %{maxValue}.",
        min: "Type a number of at least %{minValue}.",
        max: "Type a number of at most %{maxValue}.",
        rangeCount: "Add between %{minCount} and %{maxCount}.",
        rangeCountExact: "Add exactly %{count}.",
        rangeMin: "Add at least %{minCount}.",
        rangeMax: "Add at most %{maxCount}.",
      },
    },
  },
  ui: {
    toast: {
      // The admin brings the first marked field into view (./decap-ui/show-first-error.ts).
      missingRequiredField: "Not saved: some fields need fixing. They are marked in red; the first one is shown above.",
      [SAVE_FAILED_PHRASE.key]: `Not saved: ${SAVE_FAILED_PHRASE.placeholder}`,
    },
  },
}

/** "Ends with one full stop": messages are whole sentences, and these join them. */
const withoutFullStop = (sentence: string) => sentence.trim().replace(/\.$/, "")

export const ADMIN_PHRASES = {
  /** A Publish refused for a marked field, said at the bottom of the screen (./decap-ui/show-first-error.ts). */
  fieldRefused: (label: string, message: string, others: number) =>
    `Not saved: ${label}: ${message}${others === 0 ? "" : others === 1 ? " One more field is marked in red." : ` ${others} more fields are marked in red.`}`,
  /** One thing to fix before saving, in the entry being saved: its field's label, then the check's message. */
  fieldToFix: (label: string, message: string) => `${label}: ${message}`,
  /** One thing to fix that shows in another file (a record this save would clash with). */
  otherFileToFix: (file: string, message: string) => `${file}: ${message}`,
  /** The banner over the editor when the site refused a published change (functions/api/roster-report.ts). */
  refusedChange: (file: string, message: string) => `Your change to ${file} was not published: ${withoutFullStop(message)}. Fix it and Publish again.`,
  refusedChangesTitle: "A change was not published",
}

function merge(base: Phrases, extra: Phrases): Phrases {
  const merged: Phrases = { ...base }
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key]
    merged[key] = value && typeof value === "object" && current && typeof current === "object" ? merge(current as Phrases, value as Phrases) : value
  }
  return merged
}

/** Decap's English phrases with ours in place of the ones above. */
export const editorPhrases = (english: Phrases): Phrases => merge(english, DECAP_PHRASES)

/**
 * The editor's own sentences, where Decap's English would confuse a tracker:
 * Decap shows a failed pattern as "<label> didn't match the pattern: <our
 * message>." (twice the full stop, and the word "pattern"); here it shows our
 * message alone, which already says what to type.
 */
type Phrases = Record<string, unknown>

/** Words the previews add around the site's own views. */
export const PREVIEW_WORDS = {
  noPhoto: "No photo yet",
} as const

const OVERRIDES = {
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
      missingRequiredField: "Some fields need fixing before this can be saved: they are marked in red, and the first one is on screen.",
    },
  },
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
export const editorPhrases = (english: Phrases): Phrases => merge(english, OVERRIDES)

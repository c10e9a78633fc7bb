/**
 * The building blocks of the content model, one function per kind of field.
 * Each returns a zod schema (what `npm run check:content` applies) carrying
 * as metadata what the other forms are derived from: the editor's label,
 * hint, widget and pattern (src/cms/form-fields.ts) and the GraphQL type
 * (src/content/graphql.ts), so the check, the editor and GraphQL cannot
 * drift. Messages are plain sentences for a tracker: what to type, never how
 * a rule works; the check prints `file › field: message`, the editor shows
 * them under the field.
 */
import { z } from "zod"
import { formatPhone, phoneToDigits, splitPhone, STORED_PHONE, writtenPhonePattern } from "../shared/phone"
import { isoInZone } from "../shared/status/until"
import { areaCodePattern, hasAreaCodeInService, isNumberInService } from "./numbering"

/** The kinds of record one field can point at (by the record's key, its file name). */
export type LinkTarget = "Tracker" | "County" | "FaqSet"

/** What a field carries besides its rule. */
export type FieldMeta = {
  /** The editor's label; a readable form of the field name when absent. */
  label?: string
  /** The line of help the editor shows under the field. */
  hint?: string
  /** The editor's widget, where the value's type does not decide it. */
  widget?: "string" | "text" | "tel" | "image" | "date" | "datetime" | "hidden" | "relation" | "select" | "boolean"
  /** The one pattern the editor checks before saving, with the sentence it shows when it fails. */
  formPattern?: readonly [source: string, message: string]
  /** Stored values of a choice and the words the editor shows for each. */
  options?: readonly { value: string; label: string }[]
  /** A reference to another record by its key: GraphQL links it, the editor offers the records by name. */
  link?: LinkTarget
  /** A picture: GraphQL resolves it to a File, the editor uploads into this folder (relative to the JSON file). */
  imageFolder?: string
  /** GraphQL's Date scalar (formatting in queries) instead of String. */
  date?: true
  /** The editor fills this in itself when saving (see src/cms/save-hooks.ts). */
  filledBy?: "phone-digits"
  /** A default for new records in the editor. */
  defaultValue?: boolean | string
  /** For objects: the GraphQL type's name. */
  typeName?: string
  /** For objects: fields GraphQL works out from the rest of the group rather than reads as written (./graphql.ts), as queried records do (./queried.ts). */
  derived?: Readonly<Record<string, (group: Record<string, unknown>) => unknown>>
}

/** Field metadata, type-checked where it is written. */
const described = (meta: FieldMeta): FieldMeta => meta

/** Characters that never belong in content: C0/C1 controls (but tab and line breaks), line/paragraph separators, bidirectional overrides and isolates, byte-order marks. */
const FORBIDDEN_CHARACTER = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069\\uFEFF"
const FORBIDDEN = new RegExp(`[${FORBIDDEN_CHARACTER}]`)
/** A single line has no line breaks or tabs either. */
const FORBIDDEN_IN_LINE = new RegExp(`[${FORBIDDEN_CHARACTER}\\t\\n\\r]`)

/**
 * Characters that show as nothing, or as a blank a reader cannot tell from
 * a space: soft hyphen, combining grapheme joiner, Arabic letter mark, Hangul
 * fillers, Khmer inherent vowels, Mongolian vowel separator, zero-width
 * space, non-joiner and joiner, direction marks, word joiner, invisible
 * operators, deprecated format characters, braille blank. Pasted from web
 * pages and chats, they make two names that read the same differ. Refused on
 * one line (names, titles, labels); longer text keeps the joiners emoji are
 * built with.
 */
const INVISIBLE_CHARACTER = "\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F\\u2060-\\u2064\\u206A-\\u206F\\u2800\\u3164\\uFFA0"
// Each character is meant on its own, joiners and combining marks included: finding them is the point.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = new RegExp(`[${INVISIBLE_CHARACTER}]`)

/** `javascript:` in any mix of capitals, for a pattern without the `i` flag (the editor's patterns have none). */
const anyCase = (word: string) => word.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`)

/**
 * What a browser would take for markup: a tag opening or closing (`<`, `</`,
 * `<!` or `<?` then a letter), a comment, an event handler inside angle
 * brackets (`< img onerror=…>`), a script link. The site shows text as typed
 * and never runs it, so such text would appear on the page as tags; it is a
 * paste from a web page, or an attempt at one. `5 < 6`, `<3` and `<-` open
 * nothing and are text.
 */
const MARKUP_SOURCE = ["<[!?/]?[A-Za-z]", "<!--", `<[^<>]*\\b${anyCase("on")}[A-Za-z]+\\s*=[^<>]*>`, anyCase("javascript:")].join("|")
const MARKUP = new RegExp(MARKUP_SOURCE)

/**
 * A carriage return, alone or before a line feed. A line break is written
 * one way, \n: it is what the editor writes (a text box gives nothing else,
 * and its save hook turns any \r\n or \r it was handed into \n:
 * src/cms/save-hooks.ts), and a \r would otherwise travel as it is into the
 * body of the text message a hunter sends, where messaging apps differ on
 * showing it. A \r reaches data/ only through a hand edit or another tool,
 * so the check refuses it there with the fix, rather than changing silently
 * what the site shows from what the file says.
 */
const CARRIAGE_RETURN = /\r/

const CONTROL_MESSAGE = "This text has an invisible control or direction character, usually pasted from a word processor. Delete the text and type it again."
const INVISIBLE_MESSAGE =
  "This has an invisible character in it (a zero-width space or joiner, a soft hyphen or a blank filler), usually pasted from a web page or a chat. Delete the text and type it again."
const CARRIAGE_RETURN_MESSAGE =
  'This text has a carriage return ("\\r") in it, from a file saved by another program. Write each line break as "\\n" (replace each "\\r\\n" or "\\r" with "\\n"), or change the text at /admin and publish: the editor saves line breaks as "\\n".'
const MARKUP_MESSAGE =
  'Type plain text; the page shows it exactly as typed, so tags like <img> would appear as text. Remove anything written in angle brackets <like this> and any "javascript:".'

/**
 * The editor's own check for text: no markup, something other than spaces,
 * nothing forbidden (on one line, nothing invisible), at most `max`
 * characters. A carriage return passes in a text box: the save hook turns
 * it into a line break.
 */
function textPattern(max: number, multiline: boolean): string {
  const allowed = multiline ? `[^${FORBIDDEN_CHARACTER}]` : `[^${FORBIDDEN_CHARACTER}${INVISIBLE_CHARACTER}\\t\\n\\r]`
  return `^(?![\\s\\S]*(?:${MARKUP_SOURCE}))(?=[\\s\\S]*\\S)${allowed}{1,${max}}$`
}

export interface TextOptions extends Pick<FieldMeta, "label" | "hint"> {
  /** Longest allowed, in characters. */
  max?: number
  /** Line breaks allowed (the editor shows a text box). */
  multiline?: boolean
}

const DEFAULT_MAX = { line: 200, multiline: 4000 }

/** Plain text shown on the site: not blank, no markup, no invisible characters, not too long. */
export function text({ max, multiline = false, ...meta }: TextOptions = {}) {
  const limit = max ?? (multiline ? DEFAULT_MAX.multiline : DEFAULT_MAX.line)
  const onOneLine = multiline ? "" : " on one line"
  return (
    z
      .string({ error: "Type the text here, in quotes." })
      // Before trimming, which would hide a forbidden character at either end from the check but not from the page.
      .refine((value) => !(multiline ? FORBIDDEN : FORBIDDEN_IN_LINE).test(value), {
        error: multiline ? CONTROL_MESSAGE : `Type this${onOneLine}, without tabs, line breaks or invisible characters.`,
      })
      .refine((value) => !(multiline ? CARRIAGE_RETURN : INVISIBLE).test(value), { error: multiline ? CARRIAGE_RETURN_MESSAGE : INVISIBLE_MESSAGE })
      .refine((value) => !MARKUP.test(value), { error: MARKUP_MESSAGE })
      .trim()
      .min(1, { error: "This is empty: type the text." })
      .max(limit, { error: (issue) => `Keep it to ${limit} characters or fewer (this has ${String(issue.input).length}).` })
      .meta(
        described({
          ...meta,
          widget: multiline ? "text" : "string",
          formPattern: [
            textPattern(limit, multiline),
            `Type up to ${limit} characters${onOneLine}, as plain text: no tags like <b>, nothing pasted with hidden formatting.`,
          ],
        }),
      )
  )
}

/** Text that may be left out or left empty. */
export function optionalText(options: TextOptions = {}) {
  const required = text(options)
  return required.or(z.literal("")).optional().meta(metaOf(required))
}

/**
 * A phone number, stored as ten digits. The editor accepts it in any common
 * written form and stores the digits (src/cms/save-hooks.ts).
 *
 * It must be a number in service (./numbering.ts): its area code one the
 * North American plan has assigned (911, other N11 codes and unassigned
 * codes are refused), and the whole number one the plan has, or one of the
 * fictional 555-01XX numbers. The editor's pattern checks the area code
 * against the same list; which exchanges exist within each is too long a
 * list for a pattern, so only the build checks the whole number.
 */
export function phone(meta: Pick<FieldMeta, "label" | "hint"> = {}) {
  return z
    .string({ error: 'Type the 10-digit number in quotes, e.g. "8105550142".' })
    .refine((value) => STORED_PHONE.test(value), {
      abort: true,
      error: (issue) => {
        const digits = typeof issue.input === "string" ? phoneToDigits(issue.input) : null
        if (digits) return `Write the number as ten digits only: "${digits}".`
        return 'Type a real 10-digit number with its area code, e.g. "8105550142" (no number starts its area code or exchange with 0 or 1).'
      },
    })
    .refine(hasAreaCodeInService, {
      abort: true,
      error: (issue) => {
        const [areaCode] = splitPhone(String(issue.input)) ?? []
        return `The area code ${areaCode} is not in service: no phone number starts with it. Check the first three digits against the tracker's phone.`
      },
    })
    .refine(isNumberInService, {
      error: (issue) => {
        const [areaCode, exchange] = splitPhone(String(issue.input)) ?? []
        return `${formatPhone(String(issue.input))} is not a number in service: the area code ${areaCode} has no exchange ${exchange} (the three digits after it). Check the number against the tracker's phone.`
      },
    })
    .meta(
      described({
        ...meta,
        // A phone number's field: the editor's input opens the dial pad.
        widget: "tel",
        formPattern: [writtenPhonePattern(areaCodePattern()), "Type a 10-digit US number with a real area code (not 911), e.g. (810) 555-0142."],
        filledBy: "phone-digits",
      }),
    )
}

/** A whole number within bounds (GraphQL Int). */
export function wholeNumber({ min, max, example, ...meta }: { min: number; max: number; example: number } & Pick<FieldMeta, "label" | "hint">) {
  return z
    .number({ error: `Type a whole number without quotes, e.g. ${example}.` })
    .int({ error: `Type a whole number (no decimals), e.g. ${example}.` })
    .min(min, { error: `Type a number of at least ${min}.` })
    .max(max, { error: `Type a number of at most ${max}.` })
    .meta(described(meta))
}

/** A number that may have decimals (GraphQL Float). */
export function decimal({ min, max, example, ...meta }: { min: number; max: number; example: number } & Pick<FieldMeta, "label" | "hint">) {
  return z
    .number({ error: `Type a number without quotes, e.g. ${example}.` })
    .min(min, { error: `Type a number of at least ${min}.` })
    .max(max, { error: `Type a number of at most ${max}.` })
    .meta(described(meta))
}

export const yesNo = (meta: Pick<FieldMeta, "label" | "hint" | "defaultValue"> = {}) =>
  z.boolean({ error: "Tick the box or leave it empty (true or false, no quotes)." }).meta(described({ ...meta, widget: "boolean" }))

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether YYYY-MM-DD names a day that exists (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Today as YYYY-MM-DD, in the site's time zone's terms closely enough (a day's grace for time zones). */
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** A calendar date that has happened: YYYY-MM-DD, a real day, not in the future (GraphQL Date). */
export function pastDate(meta: Pick<FieldMeta, "label" | "hint"> = {}) {
  return z
    .string({ error: 'Pick the date, or type it as YYYY-MM-DD, e.g. "2024-10-14".' })
    .regex(DATE, { error: 'Write the date as YYYY-MM-DD, e.g. "2024-10-14".' })
    .refine(isCalendarDate, { error: "This day does not exist on the calendar: check the month and the day." })
    .refine((value) => value < tomorrow(), { error: "This date is in the future: use the day it happened." })
    .meta(described({ ...meta, widget: "date", date: true, formPattern: [DATE.source, "Pick the date from the calendar."] }))
}

/** An instant with its UTC offset, as the editor's date-and-time picker saves it: 2026-11-23T23:00:00-05:00. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/

export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value)
  return Boolean(match && isCalendarDate(match[1]) && !Number.isNaN(Date.parse(value)))
}

/** The moment a date and time names, written as Michigan's clock read it, with Michigan's offset then: as the status screen writes times (src/shared/status/until.ts). */
const michiganTime = (value: string): string => isoInZone(Date.parse(value))

/**
 * Whether a date and time is written with Michigan's own UTC offset at that
 * moment, "-05:00" in winter and "-04:00" in summer, colon included. The
 * pages show a stored time's hour as written, and read the offset only in
 * that form (src/shared/status/availability.ts): the same moment written in UTC
 * ("Z") or with another offset shows another hour, and "-0500" is read as
 * UTC.
 */
const hasMichiganOffset = (value: string): boolean => value.endsWith(michiganTime(value).slice(-"+00:00".length))

/** A date and time as Michigan's clock read it (GraphQL Date). */
export function dateTime(meta: Pick<FieldMeta, "label" | "hint"> = {}) {
  return z
    .string({ error: 'Pick the date and time, or type it as "2026-11-23T23:00:00-05:00".' })
    .refine(isDateTime, { abort: true, error: 'Pick the date and time from the calendar (written like "2026-11-23T23:00:00-05:00").' })
    .refine(hasMichiganOffset, {
      error: (issue) =>
        `Write the time as Michigan's clock read it, with Michigan's offset (-05:00 in winter, -04:00 in summer): "${michiganTime(String(issue.input))}". The site shows a time as it is written, so another offset shows another hour.`,
    })
    .meta(described({ ...meta, widget: "datetime", date: true, formPattern: [DATE_TIME.source, "Pick the date and time from the calendar."] }))
}

/** The picture formats the site takes: what phones and cameras export and every browser and the image pipeline read. */
export const IMAGE_FORMATS = ["jpeg", "png", "webp"] as const
const IMAGE_PATH = /^[^\s\\]+\.(?:jpe?g|png|webp)$/i

/** A picture in data/images, by its path relative to the JSON file (GraphQL File). */
export function imagePath({ folder, ...meta }: { folder: string } & Pick<FieldMeta, "label" | "hint">) {
  return z
    .string({ error: `Upload a photo, or type its path, e.g. "${folder}/jane-doe.jpg".` })
    .regex(IMAGE_PATH, { error: "Use a JPG, PNG or WebP photo (not HEIC, GIF, SVG or PDF), with no spaces in its name." })
    .meta(
      described({
        ...meta,
        widget: "image",
        imageFolder: folder,
        formPattern: [IMAGE_PATH.source, "Choose a JPG, PNG or WebP photo (a phone's HEIC photo: export it as JPG first)."],
      }),
    )
}

const URL_PATTERN = /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?:[/?#][^\s]*)?$/i

/** A web address on another site, always https. */
export function webAddress(meta: Pick<FieldMeta, "label" | "hint"> = {}) {
  return z
    .string({ error: 'Type the full web address, starting with https://, e.g. "https://www.facebook.com/yourpage".' })
    .regex(URL_PATTERN, { error: "Type the full web address, starting with https:// (other kinds of link are not allowed)." })
    .meta(described({ ...meta, formPattern: [URL_PATTERN.source, "Type the full web address, starting with https://"] }))
}

/** One of a fixed set of values (declare them `as const`), shown to the editor with its own words. */
export function choice<T extends readonly [string, ...string[]]>(
  names: Record<T[number], string>,
  values: T,
  meta: Pick<FieldMeta, "label" | "hint" | "defaultValue"> = {},
) {
  const nameOf = (value: string) => names[value as T[number]]
  return z
    .enum(values, { error: `Choose one of: ${values.map(nameOf).join(", ")}.` })
    .meta(described({ ...meta, widget: "select", options: values.map((value) => ({ value, label: nameOf(value) })) }))
}

/** A reference to another record by its key (the file name without .json). */
export function reference(to: LinkTarget, meta: Pick<FieldMeta, "label" | "hint"> = {}) {
  return z
    .string({ error: "Choose one from the list." })
    .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, { error: "Choose one from the list." })
    .meta(described({ ...meta, widget: "relation", link: to }))
}

/**
 * A list with bounds on its length. A list of picks (choices, references)
 * names each once: the editor offers what is already picked no more, and
 * a second copy only ever comes from a hand edit.
 */
export function list<T extends z.ZodType>(
  item: T,
  { min = 0, max, what, ...meta }: { min?: number; max?: number; what: string } & Pick<FieldMeta, "label" | "hint">,
) {
  const exactly = min === max
  let schema = z.array(item, { error: `Add the ${what} as a list.` })
  if (exactly) schema = schema.length(min, { error: `List exactly ${min} ${what}.` })
  else {
    if (min > 0) schema = schema.min(min, { error: `Add at least ${min} ${min === 1 ? what.replace(/s$/, "") : what}.` })
    if (max !== undefined) schema = schema.max(max, { error: `List at most ${max} ${what}.` })
  }
  const picked = metaOf(item)
  if (picked.options || picked.link) {
    const shown = (value: unknown) => picked.options?.find((option) => option.value === value)?.label ?? `"${String(value)}"`
    schema = schema.superRefine((items, context) => {
      items.forEach((value, index) => {
        if (items.indexOf(value) < index)
          context.addIssue({ code: "custom", path: [index], message: `${shown(value)} is already in this list: remove the second one.` })
      })
    })
  }
  return schema.meta(described(meta))
}

/** A group of fields with its own GraphQL type; `widget: "hidden"` keeps it out of the editor's form (the file keeps it as it is). */
export function group<S extends z.ZodRawShape>(typeName: string, shape: S, meta: Pick<FieldMeta, "label" | "hint" | "widget" | "derived"> = {}) {
  const what = meta.label ? meta.label.toLowerCase() : "these fields"
  return z.strictObject(shape, { error: `Fill in ${what}.` }).meta(described({ ...meta, typeName }))
}

/** The metadata a field was declared with (through optional/default wrappers). */
/** "yearsTracking" → "Years tracking": a readable label for a field declared without one. */
export function labelFor(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function metaOf(schema: z.ZodType): FieldMeta {
  let current: z.ZodType = schema
  for (;;) {
    const meta = current.meta() as FieldMeta | undefined
    if (meta) return meta
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current.unwrap() as z.ZodType
    else return {}
  }
}

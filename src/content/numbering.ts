/**
 * Which North American phone numbers exist, from the numbering plan
 * libphonenumber-js ships (updated with each release, so bumping it takes in
 * new area codes; docs/dependencies.md); nothing typed by hand. Only the
 * content check and the editor (src/cms/, bundled on its own) import this:
 * the metadata is large and no public page needs it
 * (__tests__/numbering.test.ts keeps it out of their bundles).
 */
import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from "libphonenumber-js/core"
import metadata from "libphonenumber-js/metadata.max.json"
import { e164, splitPhone } from "../shared/phone"
import { linePatterns } from "../internals/libphonenumber"

/** How many digits a North American number has after the +1, and how many of them are the area code. */
const NATIONAL_LENGTH = 10
const AREA_CODE_LENGTH = 3

/**
 * A regular language, reduced to what an area code needs: for each length
 * of string in it, the set of their first three characters (all of a
 * shorter string).
 */
type Language = Map<number, Set<string>>

function add(language: Language, length: number, prefixes: Iterable<string>): void {
  const set = language.get(length) ?? new Set<string>()
  for (const prefix of prefixes) set.add(prefix)
  language.set(length, set)
}

function union(...languages: Language[]): Language {
  const result: Language = new Map()
  for (const language of languages) for (const [length, prefixes] of language) add(result, length, prefixes)
  return result
}

function concat(left: Language, right: Language): Language {
  const result: Language = new Map()
  for (const [leftLength, leftPrefixes] of left) {
    for (const [rightLength, rightPrefixes] of right) {
      if (leftLength >= AREA_CODE_LENGTH) {
        add(result, leftLength + rightLength, leftPrefixes)
        continue
      }
      const joined = new Set<string>()
      for (const head of leftPrefixes) for (const tail of rightPrefixes) joined.add((head + tail).slice(0, AREA_CODE_LENGTH))
      add(result, leftLength + rightLength, joined)
    }
  }
  return result
}

function repeat(language: Language, min: number, max: number): Language {
  let power: Language = new Map([[0, new Set([""])]])
  let result: Language = new Map()
  for (let count = 0; count <= max; count++) {
    if (count >= min) result = union(result, power)
    power = concat(power, language)
  }
  return result
}

const DIGITS = "0123456789".split("")

/**
 * Reads one of the metadata's national-number patterns (digits, `\d`,
 * classes like `[02-9]`, groups, `|`, and the quantifiers `{n}`, `{n,m}`
 * and `?`) into a Language. Any other syntax is refused rather than guessed
 * at, so a change in how the metadata is written stops the check instead of
 * quietly changing the set of area codes.
 */
function languageOf(pattern: string): Language {
  let at = 0
  const fail = (): never => {
    throw new Error(`The phone numbering metadata has a pattern this reader does not know, at ${at} of ${pattern}: update src/content/numbering.ts.`)
  }
  const next = (expected: string) => (pattern.startsWith(expected, at) ? ((at += expected.length), true) : false)

  function alternatives(): Language {
    const branches = [sequence()]
    while (next("|")) branches.push(sequence())
    return union(...branches)
  }
  function sequence(): Language {
    let result: Language = new Map([[0, new Set([""])]])
    while (at < pattern.length && pattern[at] !== "|" && pattern[at] !== ")") result = concat(result, quantified(atom()))
    return result
  }
  function atom(): Language {
    if (next("(?:") || next("(")) {
      const inner = alternatives()
      if (!next(")")) fail()
      return inner
    }
    if (next("\\d")) return new Map([[1, new Set(DIGITS)]])
    if (next("[")) {
      const chosen = new Set<string>()
      while (!next("]")) {
        const from = pattern[at++]
        if (!/\d/.test(from ?? "")) fail()
        const to = next("-") ? pattern[at++] : from
        if (!/\d/.test(to ?? "")) fail()
        for (const digit of DIGITS) if (digit >= from && digit <= to) chosen.add(digit)
      }
      return new Map([[1, chosen]])
    }
    const digit = pattern[at]
    if (!/\d/.test(digit ?? "")) fail()
    at++
    return new Map([[1, new Set([digit])]])
  }
  function quantified(language: Language): Language {
    if (next("?")) return repeat(language, 0, 1)
    const bounds = /^\{(\d+)(?:,(\d+))?\}/.exec(pattern.slice(at))
    if (!bounds) return language
    at += bounds[0].length
    return repeat(language, Number(bounds[1]), Number(bounds[2] ?? bounds[1]))
  }

  const language = alternatives()
  if (at !== pattern.length) fail()
  return language
}

/** The countries that share +1: the United States, Canada and the Caribbean members of the plan. */
const NANP_COUNTRIES = metadata.country_calling_codes["1"] as CountryCode[]

/**
 * Every area code that begins a ten-digit number of some kind of line in
 * some country of the plan: the first three digits of the strings each
 * national-number pattern accepts, read off the patterns themselves. N11
 * codes (211 to 911), codes not yet assigned and codes set aside never begin
 * such a number, so they are not in the set.
 */
function deriveAreaCodes(): ReadonlySet<string> {
  const codes = new Set<string>()
  for (const country of NANP_COUNTRIES) {
    for (const pattern of linePatterns(metadata as MetadataJson, country).values())
      for (const code of languageOf(pattern).get(NATIONAL_LENGTH) ?? []) codes.add(code)
  }
  // North America has had over 300 area codes in service since the 1990s; far fewer means the metadata was misread.
  if (codes.size < 300) throw new Error(`Only ${codes.size} area codes were read from the phone numbering metadata: update src/content/numbering.ts.`)
  return codes
}

/** The area codes in service across the North American Numbering Plan. */
export const AREA_CODES_IN_SERVICE: ReadonlySet<string> = deriveAreaCodes()

/**
 * 555-0100 to 555-0199 are set aside for fiction in every area code, and
 * data/ lists such numbers until the owner enters the real roster: they
 * pass wherever the area code is in service, though no line answers them.
 */
export function isFictional(digits: string): boolean {
  const split = splitPhone(digits)
  return Boolean(split && split[1] === "555" && /^01\d\d$/.test(split[2]))
}

/** Whether ten digits begin with an area code in service. */
export function hasAreaCodeInService(digits: string): boolean {
  const split = splitPhone(digits)
  return Boolean(split && AREA_CODES_IN_SERVICE.has(split[0]))
}

/** Whether ten digits are a number in service: one the numbering plan has (its exchange too), or a fictional one in an area code in service. */
export function isNumberInService(digits: string): boolean {
  if (!hasAreaCodeInService(digits)) return false
  if (isFictional(digits)) return true
  return Boolean(parsePhoneNumberFromString(e164(digits), metadata as MetadataJson)?.isValid())
}

/** A digit class for a regular expression: ["0","2","3","4","9"] → "[02-49]", all ten → "\d". */
function digitClass(digits: readonly string[]): string {
  if (digits.length === 10) return "\\d"
  if (digits.length === 1) return digits[0]
  const runs: string[] = []
  for (let index = 0; index < digits.length; ) {
    let end = index
    while (end + 1 < digits.length && Number(digits[end + 1]) === Number(digits[end]) + 1) end++
    runs.push(end === index ? digits[index] : end === index + 1 ? `${digits[index]}${digits[end]}` : `${digits[index]}-${digits[end]}`)
    index = end + 1
  }
  return `[${runs.join("")}]`
}

/**
 * The area codes in service as a short regular expression, grouped the way
 * libphonenumber writes its own (2(?:0[1-35-9]|1[02-9]|…)|3(?:…)): what the
 * editor's form checks a typed number against.
 */
export function areaCodePattern(codes: ReadonlySet<string> = AREA_CODES_IN_SERVICE): string {
  const byFirst = new Map<string, Map<string, string[]>>()
  for (const code of [...codes].sort()) {
    const seconds = byFirst.get(code[0]) ?? new Map<string, string[]>()
    seconds.set(code[1], [...(seconds.get(code[1]) ?? []), code[2]])
    byFirst.set(code[0], seconds)
  }
  const firsts = [...byFirst].map(([first, seconds]) => {
    // Second digits followed by the same third digits share one branch: [23]6 for 236 and 336.
    const byThirds = new Map<string, string[]>()
    for (const [second, thirds] of seconds) byThirds.set(digitClass(thirds), [...(byThirds.get(digitClass(thirds)) ?? []), second])
    const branches = [...byThirds].map(([thirds, secondDigits]) => `${digitClass(secondDigits)}${thirds}`)
    return branches.length === 1 ? `${first}${branches[0]}` : `${first}(?:${branches.join("|")})`
  })
  return firsts.join("|")
}

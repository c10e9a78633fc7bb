/**
 * A made-up roster of any size, for measuring the site at sizes it has not
 * reached (`npm run roster:synthetic`, the benchmark's roster part). Pure:
 * given the counties and the real trackers, it returns extra trackers'
 * files, each passing the content check as an editor's file would
 * (fictional 555-01XX numbers, towns near their county's centre, the real
 * trackers' photos), with client reviews spread as a roster's are.
 * Deterministic: the same seed gives the same roster, and a roster of N is
 * the first N of any larger one.
 */
import { SPECIES, type Species } from "../../src/content/species"
import type { ReviewInput } from "../../src/content/types/review"
import type { TrackerInput } from "../../src/content/types/tracker"
import { STATUSES } from "../../src/shared/status/availability"
import { milesBetween, type Point } from "../../src/shared/geo"
import { slugFromName } from "../../src/shared/slug"

export const DEFAULT_SEED = 20261124

/**
 * Michigan's area codes, the Thumb's first. 555-0100 to 555-0199 are set
 * aside for fiction in every one of them (src/content/numbering.ts), so each
 * gives 100 numbers no line answers.
 */
export const MICHIGAN_AREA_CODES = ["810", "989", "248", "947", "586", "313", "734", "517", "269", "616", "231", "906"] as const

/** The fictional lines: 0100 to 0199 after the 555 exchange. */
const FICTIONAL_LINES = Array.from({ length: 100 }, (_, index) => String(100 + index).padStart(4, "0"))
const FICTIONAL_EXCHANGE = "555"

/** How far from its county's centre a generated base town may lie. */
export const BASE_TOWN_MILES = 10

/** When the generated statuses were set: the real roster's own time (data/trackers/), so a build shows them as it shows those. */
const STATUS_SET_AT = Date.parse("2026-11-23T16:30:00-05:00")
/** The offset the data writes times with (Michigan in winter). */
const OFFSET_HOURS = -5

export interface CountySource {
  /** The file name without .json: what homeCounty and servesCounties hold. */
  key: string
  /** As pages write it: "St. Clair". */
  name: string
  centre: Point
  /** Real towns of the county (its central ones), for base towns' names. */
  towns: readonly string[]
}

export interface RealTracker {
  key: string
  name: string
  phone: string
}

export interface GalleryPicture {
  image: string
  alt: string
}

export interface RosterSources {
  counties: readonly CountySource[]
  /** The trackers already in data/trackers/, kept as they are. */
  real: readonly RealTracker[]
  /** Tracker photos as a tracker file names them (relative to data/trackers/). */
  photos: readonly string[]
  /** Recovery pictures with their descriptions, as the real trackers list them. */
  gallery: readonly GalleryPicture[]
  /** What the made-up trackers' reviews are written from. */
  reviews: ReviewSource
}

export interface SyntheticReview {
  /** The file name without .json: the tracker's key and a number, as the real reviews are named. */
  key: string
  data: ReviewInput
}

export interface SyntheticTracker {
  /** The file name without .json (the profile's slug). */
  key: string
  data: TrackerInput
  /** Their reviews' files, for data/reviews/. */
  reviews: SyntheticReview[]
}

/** mulberry32: a small, fast, well-spread 32-bit generator; plenty for test data. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = state
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other], copy[index]]
  }
  return copy
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]
const between = (low: number, high: number, random: () => number) => low + Math.floor(random() * (high - low + 1))

const FIRST_NAMES = [
  "Aaron",
  "Adam",
  "Alan",
  "Amy",
  "Andrea",
  "Andy",
  "Angela",
  "Annie",
  "Barb",
  "Ben",
  "Beth",
  "Bill",
  "Bob",
  "Brad",
  "Brenda",
  "Brent",
  "Carl",
  "Carol",
  "Casey",
  "Chad",
  "Chris",
  "Cindy",
  "Clint",
  "Cody",
  "Craig",
  "Dale",
  "Dan",
  "Darla",
  "Dave",
  "Dawn",
  "Dean",
  "Deb",
  "Denise",
  "Dennis",
  "Derek",
  "Don",
  "Duane",
  "Ed",
  "Eric",
  "Erin",
  "Frank",
  "Gail",
  "Glen",
  "Greg",
  "Hank",
  "Heather",
  "Holly",
  "Jack",
  "Jake",
  "Jamie",
  "Jan",
  "Jeff",
  "Jen",
  "Jerry",
  "Jill",
  "Jim",
  "Joe",
  "Josh",
  "Joyce",
  "Judy",
  "Karen",
  "Keith",
  "Kelly",
  "Ken",
  "Kevin",
  "Kim",
  "Kurt",
  "Kyle",
  "Lance",
  "Laura",
  "Lee",
  "Linda",
  "Lisa",
  "Lori",
  "Luke",
  "Marcy",
  "Mark",
  "Matt",
  "Megan",
  "Mike",
  "Missy",
  "Nate",
  "Neil",
  "Nick",
  "Pam",
  "Pat",
  "Paul",
  "Pete",
  "Rachel",
  "Randy",
  "Ray",
  "Rick",
  "Rob",
  "Rod",
  "Roger",
  "Russ",
  "Ryan",
  "Sam",
  "Sara",
  "Scott",
  "Shane",
  "Shawn",
  "Stacy",
  "Steve",
  "Sue",
  "Terry",
  "Tim",
  "Todd",
  "Tom",
  "Tony",
  "Tracy",
  "Travis",
  "Troy",
  "Vicki",
  "Wade",
  "Walt",
  "Wayne",
  "Zach",
]

const LAST_NAMES = [
  "Abel",
  "Aldrich",
  "Bauer",
  "Beckman",
  "Bielski",
  "Boyer",
  "Brandt",
  "Brzezinski",
  "Buchholz",
  "Carlson",
  "Cole",
  "Dekker",
  "DeWitt",
  "Dombrowski",
  "Draper",
  "Eckert",
  "Engel",
  "Fischer",
  "Fuller",
  "Gallagher",
  "Garrett",
  "Gerber",
  "Gorski",
  "Haas",
  "Hartwig",
  "Heikkinen",
  "Hoffman",
  "Holm",
  "Horton",
  "Jablonski",
  "Jansen",
  "Kaminski",
  "Keller",
  "Klein",
  "Koski",
  "Kowalczyk",
  "Kraus",
  "Kuehn",
  "Lange",
  "Larkin",
  "Lindquist",
  "Lutz",
  "Maki",
  "Marsh",
  "Meyer",
  "Mroz",
  "Nagel",
  "Nowak",
  "Olson",
  "Osterhout",
  "Pawlak",
  "Peltier",
  "Pruitt",
  "Quinn",
  "Radtke",
  "Reinholt",
  "Rhodes",
  "Ritter",
  "Rousseau",
  "Ruppel",
  "Saari",
  "Schafer",
  "Schmidt",
  "Schultz",
  "Sikora",
  "Simmons",
  "Sobczak",
  "Stahl",
  "Steele",
  "Stroud",
  "Thiel",
  "Tomczak",
  "Trombley",
  "VanBuren",
  "VanDyke",
  "Vogel",
  "Voss",
  "Walczak",
  "Weber",
  "Wendt",
  "Wisniewski",
  "Wolfe",
  "Yoder",
  "Zielinski",
  "Zimmer",
]

const DOG_NAMES = [
  "Abby",
  "Ace",
  "Bear",
  "Birdie",
  "Blue",
  "Boone",
  "Bruno",
  "Cash",
  "Copper",
  "Daisy",
  "Duke",
  "Ellie",
  "Finn",
  "Freya",
  "Gus",
  "Hank",
  "Heidi",
  "Jake",
  "Kona",
  "Lady",
  "Lola",
  "Lucy",
  "Max",
  "Millie",
  "Molly",
  "Nora",
  "Otto",
  "Penny",
  "Remy",
  "Rosie",
  "Rusty",
  "Scout",
  "Sherlock",
  "Tilly",
  "Tucker",
  "Willow",
  "Winnie",
  "Zeke",
]

const BREEDS = [
  "wirehaired dachshund",
  "Bavarian mountain hound",
  "Hanoverian scenthound",
  "beagle",
  "Black Mouth Cur",
  "Labrador retriever",
  "German wirehaired pointer",
  "Jagdterrier",
  "Mountain Cur",
  "bloodhound",
  "Lacy dog",
  "Catahoula leopard dog",
  "smooth dachshund",
  "Plott hound",
]

const JOBS = [
  "drives a milk truck",
  "farms corn and sugar beets",
  "teaches middle-school science",
  "works as an electrician",
  "runs a small engine repair shop",
  "is a nurse on the night shift",
  "works for the county road commission",
  "builds pole barns",
  "is a retired state trooper",
  "works at a feed store",
  "manages a hardware store",
  "is a rural mail carrier",
  "works as a welder",
  "is a retired machinist",
  "drives a school bus",
]

const BEGINNINGS = [
  "got started after a bow-shot buck was lost on a rainy night and a tracker's dog found it the next morning",
  "began tracking after helping a neighbour look for a doe all night without finding a drop of blood past the field edge",
  "trained a first dog on practice blood lines after reading about leashed tracking when Michigan first allowed it",
  "followed a mentor's dachshund on a late-season track and bought a pup of the same line that winter",
  "came to tracking from coon hunting, and found that a calm, slow dog beats a fast one on a cold trail",
]

const HABITS = [
  "takes night calls most evenings and all weekend",
  "answers calls day or night in the firearm season",
  "will ask you to wait for daylight on a gut shot, and tells you why",
  "takes calls after work on weekdays and any time on weekends",
  "answers the phone until about midnight and starts again at first light",
]

const YEARS_IN_WORDS = ["None", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"]

/** "2026-11-23T23:00:00-05:00": an instant as the data writes it. */
function localTime(instant: number): string {
  const shifted = new Date(instant + OFFSET_HOURS * 3_600_000).toISOString().slice(0, 19)
  const hours = String(Math.abs(OFFSET_HOURS)).padStart(2, "0")
  return `${shifted}${OFFSET_HOURS < 0 ? "-" : "+"}${hours}:00`
}

/**
 * The built-in status: roughly half available, one in five with no status
 * at all (the card says to call and ask), the rest on a track until a time,
 * available until a time, or off for the season.
 */
function availability(random: () => number): TrackerInput["availability"] {
  const updatedAt = STATUS_SET_AT - between(0, 48, random) * 3_600_000
  const until = () => localTime(updatedAt + between(2, 30, random) * 3_600_000)
  const [available, busy, offSeason] = STATUSES
  const roll = random()
  if (roll < 0.2) return undefined
  if (roll < 0.65) return { status: available, updatedAt: localTime(updatedAt) }
  if (roll < 0.75) return { status: available, until: until(), updatedAt: localTime(updatedAt) }
  if (roll < 0.92) return { status: busy, until: until(), updatedAt: localTime(updatedAt) }
  return { status: offSeason, updatedAt: localTime(updatedAt) }
}

/** A point a random distance (up to `miles`) and direction from `centre`. */
function near(centre: Point, miles: number, random: () => number): Point {
  const distance = miles * Math.sqrt(random())
  const bearing = random() * 2 * Math.PI
  const milesPerDegreeLatitude = 69.05
  const milesPerDegreeLongitude = milesPerDegreeLatitude * Math.cos((centre.latitude * Math.PI) / 180)
  const round = (value: number) => Math.round(value * 10_000) / 10_000
  return {
    latitude: round(centre.latitude + (distance * Math.cos(bearing)) / milesPerDegreeLatitude),
    longitude: round(centre.longitude + (distance * Math.sin(bearing)) / milesPerDegreeLongitude),
  }
}

function species(random: () => number): Species[] {
  const [deer, bear, elk] = SPECIES
  const chosen: Species[] = [deer]
  if (random() < 0.3) chosen.push(bear)
  if (random() < 0.12) chosen.push(elk)
  return chosen
}

/**
 * How many reviews a made-up tracker has: the real roster has 25 for 8
 * trackers, half of them with none and one with 12; so here about half
 * have none, most of the rest one to six, and one in fifty 13 to 24.
 */
function reviewCount(random: () => number): number {
  const roll = random()
  if (roll < 0.45) return 0
  if (roll < 0.75) return between(1, 2, random)
  if (roll < 0.9) return between(3, 6, random)
  if (roll < 0.98) return between(7, 12, random)
  return between(13, 24, random)
}

/** What made-up reviews are written from: the real roster's own words. */
export interface ReviewSource {
  /** The real reviews' texts. */
  texts: readonly string[]
  /** Names in those texts (the real trackers' first names, their dogs'), each written as the made-up tracker's or dog's. */
  trackerNames: readonly string[]
  dogNames: readonly string[]
  /** The real reviews' lengths in characters, which the made-up ones take. */
  lengths: readonly number[]
}

const TRACKER_NAME = "{tracker}"
const DOG_NAME = "{dog}"

/**
 * A writer of review texts: a chain of the words of the real reviews, each
 * next word drawn from those that follow the last two (now and then the
 * last one) somewhere in them. It reads roughly as a hunter's note, and
 * few runs of words repeat from one review to the next, so a page of them
 * compresses nearly as a page of real ones does: sentences with slots
 * compress far better, and would make the made-up roster's pages look
 * lighter than a real roster's.
 */
export function reviewWriter(source: ReviewSource): (tracker: string, dog: string, random: () => number) => string {
  const named = (word: string) => {
    const bare = /^[A-Za-z]+/.exec(word)?.[0] ?? ""
    if (source.trackerNames.includes(bare)) return word.replace(bare, TRACKER_NAME)
    if (source.dogNames.includes(bare)) return word.replace(bare, DOG_NAME)
    return word
  }
  const after = new Map<string, string[]>()
  const follow = (key: string, word: string) => after.set(key, [...(after.get(key) ?? []), word])
  const openings: string[][] = []
  for (const text of source.texts) {
    const words = text.split(/\s+/).map(named)
    openings.push(words.slice(0, 2))
    words.forEach((word, index) => {
      if (index >= 1) follow(words[index - 1], word)
      if (index >= 2) follow(`${words[index - 2]} ${words[index - 1]}`, word)
    })
  }
  return (tracker, dog, random) => {
    const length = pick(source.lengths, random)
    const words = [...pick(openings, random)]
    for (;;) {
      const text = words.join(" ")
      if ((text.length >= length && /[.!]$/.test(text)) || text.length > length + 60) break
      const byTwo = after.get(words.slice(-2).join(" "))
      const byOne = after.get(words[words.length - 1])
      const choices = byTwo && !(byOne && random() < 0.3) ? byTwo : byOne
      // At the end of a text it came from, a new sentence.
      if (choices) words.push(pick(choices, random))
      else words.push(...pick(openings, random))
    }
    const text = words.join(" ")
    const ended = /[.!?]$/.test(text) ? text : `${text.replace(/[,;:]$/, "")}.`
    return ended.replaceAll(TRACKER_NAME, tracker).replaceAll(DOG_NAME, dog)
  }
}

/** A day in a hunting season (October to mid-January) from 2019 to 2025, as the data writes it: both forms. */
function seasonDate(random: () => number): { date: string; dateISO: string } {
  const season = between(2019, 2025, random)
  const [year, month, day] = random() < 0.85 ? [season, between(10, 12, random), between(1, 28, random)] : [season + 1, 1, between(1, 15, random)]
  const two = (value: number) => String(value).padStart(2, "0")
  return { date: `${two(month)}-${two(day)}-${year}`, dateISO: `${year}-${two(month)}-${two(day)}` }
}

/** A made-up tracker's reviews, from its own generator so they change nothing else about the roster. */
export function syntheticReviews(
  trackerKey: string,
  tracker: Pick<TrackerInput, "name" | "dog1">,
  write: ReturnType<typeof reviewWriter>,
  random: () => number,
): SyntheticReview[] {
  const first = tracker.name.split(" ")[0]
  const dog = tracker.dog1.split(" — ")[0]
  return Array.from({ length: reviewCount(random) }, (_, index) => {
    const reviewer =
      random() < 0.8 ? `${pick(FIRST_NAMES, random)} ${pick(LAST_NAMES, random)[0]}.` : `${pick(FIRST_NAMES, random)} ${pick(LAST_NAMES, random)}`
    const data: ReviewInput = {
      tracker: trackerKey,
      reviewerName: reviewer,
      rating: random() < 0.9 ? 5 : 4,
      ...seasonDate(random),
      text: write(first, dog, random),
    }
    return { key: `${trackerKey}-${String(index + 1).padStart(2, "0")}`, data }
  })
}

/** The most numbers the fictional ranges of MICHIGAN_AREA_CODES give, and so the largest roster. */
export const MAX_ROSTER = MICHIGAN_AREA_CODES.length * FICTIONAL_LINES.length

/**
 * The trackers to add to `sources.real` for a roster of `count`: the real
 * ones plus `count - real` generated, each a file's key and content, with
 * their reviews.
 */
export function syntheticTrackers(count: number, sources: RosterSources, seed = DEFAULT_SEED): SyntheticTracker[] {
  const { counties, real, photos, gallery } = sources
  if (!Number.isInteger(count) || count < real.length)
    throw new Error(`A roster of ${count} cannot keep the ${real.length} real trackers: ask for ${real.length} or more.`)
  if (counties.length === 0) throw new Error("No counties to place trackers in.")

  const write = reviewWriter(sources.reviews)
  // Pools drawn without replacement, shuffled once whatever the count, so a smaller roster is the start of a larger one.
  const pools = randomSource(seed)
  const takenPhones = new Set(real.map((tracker) => tracker.phone))
  const phones = shuffled(
    MICHIGAN_AREA_CODES.flatMap((code) => FICTIONAL_LINES.map((line) => `${code}${FICTIONAL_EXCHANGE}${line}`)),
    pools,
  ).filter((phone) => !takenPhones.has(phone))
  const takenSlugs = new Set(real.flatMap((tracker) => [tracker.key, slugFromName(tracker.name)]))
  const names = shuffled(
    FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => `${first} ${last}`)),
    pools,
  ).filter((name) => !takenSlugs.has(slugFromName(name)))
  const extra = count - real.length
  if (extra > phones.length || extra > names.length) {
    throw new Error(
      `At most ${Math.min(phones.length, names.length) + real.length} trackers can be made up (${MAX_ROSTER} fictional numbers in ${MICHIGAN_AREA_CODES.length} area codes); ${count} were asked for.`,
    )
  }

  return Array.from({ length: extra }, (_, index) => {
    // Each tracker's own generator: its fields do not depend on how many come after it.
    const random = randomSource(seed ^ Math.imul(index + 1, 0x9e3779b1))
    const name = names[index]
    const first = name.split(" ")[0]
    const home = pick(counties, random)
    const neighbours = counties
      .filter((county) => county.key !== home.key)
      .sort((a, b) => milesBetween(home.centre, a.centre) - milesBetween(home.centre, b.centre))
      .slice(0, 4)
    const serves = shuffled(neighbours, random).slice(0, between(1, Math.min(3, neighbours.length), random))
    const town = pick(home.towns, random)
    const isApprentice = random() < 0.12
    const yearsTracking = isApprentice ? between(0, 2, random) : between(2, 30, random)
    const dogs = shuffled(DOG_NAMES, random)
    const breeds = shuffled(BREEDS, random)
    const hasSecondDog = !isApprentice && random() < 0.55
    const dog1 = `${dogs[0]} — ${breeds[0]}`
    const dog2 = `${dogs[1]} — ${breeds[1]}`
    const photo = random() < 0.9 && photos.length > 0 ? pick(photos, random) : undefined
    const pictures = shuffled(gallery, random).slice(0, random() < 0.4 ? 0 : between(1, 3, random))
    const certifications = pick([[], ["UBT"], ["ABTA"], ["UBT", "ABTA"]], random)
    const served = [home, ...serves].map((county) => county.name)
    const where = `${served.slice(0, -1).join(", ")} and ${served[served.length - 1]} counties`
    const years = yearsTracking <= 10 ? YEARS_IN_WORDS[yearsTracking] : String(yearsTracking)

    const data: TrackerInput = {
      name,
      phone: phones[index],
      availability: availability(random),
      baseTown: { name: town, ...near(home.centre, BASE_TOWN_MILES, random) },
      homeCounty: home.key,
      servesCounties: serves.map((county) => county.key),
      species: species(random),
      ...(photo ? { image: photo } : {}),
      yearsTracking,
      certifications,
      dog1,
      ...(hasSecondDog ? { dog2 } : {}),
      experience: isApprentice
        ? `In training. ${first} is an apprentice tracker working calls from ${town} alongside experienced handlers while a young dog builds experience.`
        : `${years} seasons of tracking wounded game from ${town}, across ${where}, on fresh trails and cold ones.`,
      bio:
        `${first} ${pick(JOBS, random)} near ${town} and ${pick(BEGINNINGS, random)}. ` +
        `${dogs[0]}, a ${breeds[0]}, is steady on a thin, old trail and patient at a loss of blood` +
        (hasSecondDog ? `, and ${dogs[1]}, a ${breeds[1]}, is quick on short, fresh tracks through heavy cover. ` : ". ") +
        `${first} ${pick(HABITS, random)}, and asks hunters to mark the hit site and the last blood and to keep off the trail until the dog arrives.`,
      isApprentice,
      gallery: pictures.map((picture) => ({ ...picture })),
    }
    const key = slugFromName(name)
    return { key, data, reviews: syntheticReviews(key, data, write, randomSource(seed ^ Math.imul(index + 1, 0x85ebca77))) }
  })
}

/**
 * Reads the tracker roster for the image generator: every `*.json` in the
 * trackers folder (default `data/trackers`), tolerant of a half-written file
 * so one bad entry does not stop the other pictures. Full validation is
 * `npm run check:content`'s job, not this script's.
 */
import fs from "node:fs"
import path from "node:path"
import type { Pronoun } from "./people"

export interface GalleryEntry {
  image: string
  alt: string
}

export interface TrackerFile {
  file: string
  slug: string
  name: string
  image?: string
  dog1: string
  dog2?: string
  bio: string
  yearsTracking?: number
  isApprentice: boolean
  gallery: GalleryEntry[]
}

const isString = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0

export function readTrackers(directory: string): { trackers: TrackerFile[]; problems: string[] } {
  const trackers: TrackerFile[] = []
  const problems: string[] = []
  if (!fs.existsSync(directory)) return { trackers, problems: [`no trackers folder at ${directory}`] }
  for (const name of fs
    .readdirSync(directory)
    .filter((entry) => entry.endsWith(".json"))
    .sort()) {
    const file = path.join(directory, name)
    let data: Record<string, unknown>
    try {
      data = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>
    } catch (error) {
      problems.push(`${name}: not valid JSON (${(error as Error).message}); skipped`)
      continue
    }
    if (!isString(data["name"]) || !isString(data["dog1"])) {
      problems.push(`${name}: needs at least "name" and "dog1"; skipped`)
      continue
    }
    const gallery = Array.isArray(data["gallery"])
      ? (data["gallery"] as unknown[]).filter((entry): entry is GalleryEntry => {
          const ok = typeof entry === "object" && entry !== null && isString((entry as GalleryEntry).image) && isString((entry as GalleryEntry).alt)
          if (!ok) problems.push(`${name}: a gallery entry without "image" and "alt" was skipped`)
          return ok
        })
      : []
    trackers.push({
      file,
      slug: path.basename(name, ".json"),
      name: data["name"],
      image: isString(data["image"]) ? data["image"] : undefined,
      dog1: data["dog1"],
      dog2: isString(data["dog2"]) ? data["dog2"] : undefined,
      bio: isString(data["bio"]) ? data["bio"] : "",
      yearsTracking: typeof data["yearsTracking"] === "number" ? data["yearsTracking"] : undefined,
      isApprentice: data["isApprentice"] === true,
      gallery,
    })
  }
  return { trackers, problems }
}

/**
 * How the bio refers to the tracker. Used only so a drawing does not
 * contradict the text (no beard on someone the bio calls "she").
 */
export function pronounOf(bio: string): Pronoun {
  const he = (bio.match(/\b(he|him|his)\b/gi) ?? []).length
  const she = (bio.match(/\b(she|her|hers)\b/gi) ?? []).length
  return she > he ? "she" : he > she ? "he" : "unknown"
}

/** The breed part of a dog description: "Remy — Bavarian mountain hound" gives "bavarian mountain hound". */
export function breedOf(dog: string): string {
  return (dog.split(/[—–-]\s/).pop() ?? dog).trim().toLowerCase()
}

const BREED_WORDS = ["dachshund", "beagle", "labrador", "lab", "lacy", "bavarian", "hanoverian", "black mouth cur", "mountain cur", "cur", "hound"]

/** The first breed word a description contains, to match a gallery caption to one of the tracker's two dogs. */
function breedWord(text: string): string | undefined {
  const lower = text.toLowerCase()
  return BREED_WORDS.find((word) => new RegExp(`\\b${word}\\b`).test(lower))
}

/** Which of the tracker's dogs a gallery caption shows: the one whose breed it names, else dog1. */
export function dogForCaption(tracker: TrackerFile, alt: string): string {
  const named = breedWord(alt)
  const dogs = [tracker.dog1, tracker.dog2].filter(isString)
  return dogs.find((dog) => named !== undefined && breedWord(dog) === named) ?? tracker.dog1
}

/**
 * A dog's description plus any coat colour the tracker's captions give it
 * ("an older black Labrador"), so the portrait and every scene agree.
 */
export function dogWithColour(tracker: TrackerFile, dog: string): string {
  const word = breedWord(dog)
  if (!word) return dog
  for (const entry of tracker.gallery) {
    const match = new RegExp(`\\b(black|yellow|chocolate|red|blue|tan|brindle)\\s+(?:\\w+\\s+)?${word}`, "i").exec(entry.alt)
    if (match) return `${dog} (${match[1]!.toLowerCase()})`
  }
  return dog
}

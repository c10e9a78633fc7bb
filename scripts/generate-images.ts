/**
 * `npm run images`: draws every generated picture from the data, so the
 * pictures follow the roster: the county map, the wait-time guide, tracker
 * portraits, gallery scenes, the placeholder and the brand mark. Outputs
 * are committed; the same data draws the same files (randomness is seeded
 * from slugs and paths); a real photo put in a drawn picture's place is
 * kept unless `--force`. docs/content-model.md ("Generated pictures") lists
 * the files and the options (`--only`, `--trackers`, `--force`).
 */
import fs from "node:fs"
import path from "node:path"
import type { CountyInput } from "../src/content/types/county"
import type { SettingsInput } from "../src/content/types/settings"
import { drawBrand } from "./images/brand"
import { dogLook } from "./images/dog"
import { gallerySvg } from "./images/gallery"
import { drawMap } from "./images/map"
import { placeholderSvg } from "./images/placeholder"
import { portraitSvg } from "./images/portrait"
import { isGenerated, seededRandom, writeSvg } from "./images/svg"
import { type TrackerFile, dogForCaption, dogWithColour, pronounOf, readTrackers } from "./images/trackers"
import { drawWaitGuide } from "./images/wait-guide"

const root = process.cwd()
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T

const STEPS = ["map", "guide", "placeholder", "brand", "portraits", "gallery"] as const
type Step = (typeof STEPS)[number]

interface Options {
  trackersDir: string
  only: Set<Step>
  force: boolean
}

function parseArgs(argv: string[]): Options {
  const value = (flag: string): string | undefined => {
    const index = argv.indexOf(flag)
    return index >= 0 ? argv[index + 1] : undefined
  }
  const only = value("--only")
  const steps = only ? only.split(",").map((step) => step.trim()) : [...STEPS]
  const unknown = steps.filter((step) => !(STEPS as readonly string[]).includes(step))
  if (unknown.length) throw new Error(`--only: unknown step(s) ${unknown.join(", ")}; use ${STEPS.join(", ")}`)
  return {
    trackersDir: path.resolve(root, value("--trackers") ?? process.env["IMAGES_TRACKERS_DIR"] ?? "data/trackers"),
    only: new Set(steps as Step[]),
    force: argv.includes("--force"),
  }
}

/**
 * Resolves an image path written relative to its JSON file, and refuses one
 * that climbs out of the content folder (a typo must not write elsewhere).
 */
function imagePath(tracker: TrackerFile, relative: string, contentRoot: string): string {
  const target = path.resolve(path.dirname(tracker.file), relative)
  if (!target.startsWith(contentRoot + path.sep)) throw new Error(`${path.basename(tracker.file)}: image path ${relative} points outside ${contentRoot}`)
  return target
}

/** Problems with one tracker's images; reported at the end so the other pictures still get drawn. */
const failures: string[] = []

async function drawTrackerImage(tracker: TrackerFile, relative: string, contentRoot: string, force: boolean, draw: () => string): Promise<void> {
  try {
    await writeUnlessPhoto(draw(), imagePath(tracker, relative, contentRoot), force)
  } catch (error) {
    failures.push((error as Error).message)
    console.error(`error: ${(error as Error).message}`)
  }
}

async function writeUnlessPhoto(svg: string, file: string, force: boolean): Promise<void> {
  if (!force && !(await isGenerated(file))) {
    console.log(`kept ${path.relative(root, file)} (not drawn by this script: a real photo?)`)
    return
  }
  await writeSvg(svg, file)
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))

  if (options.only.has("map")) {
    const countiesDir = path.join(root, "data/counties")
    const counties = fs
      .readdirSync(countiesDir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => ({ slug: path.basename(file, ".json"), ...readJson<CountyInput>(path.join(countiesDir, file)) }))
      .sort((a, b) => a.order - b.order)
    await drawMap(root, counties)
  }
  if (options.only.has("guide")) {
    const settings = readJson<SettingsInput>(path.join(root, "data/site.json"))
    await drawWaitGuide(root, settings.waitTimes)
  }
  if (options.only.has("placeholder")) await writeSvg(placeholderSvg(), path.join(root, "data/images/placeholder-tracker.png"))
  if (options.only.has("brand")) await drawBrand(root)

  if (!options.only.has("portraits") && !options.only.has("gallery")) return
  const { trackers, problems } = readTrackers(options.trackersDir)
  for (const problem of problems) console.warn(`warning: ${problem}`)
  // Images may live anywhere under the folder that holds the trackers folder (data/ by default).
  const contentRoot = path.dirname(options.trackersDir)

  for (const tracker of trackers) {
    const pronoun = pronounOf(tracker.bio)
    // One look per dog, seeded by tracker and dog, so the portrait and every scene show the same coat.
    const lookOf = (dog: string) => dogLook(dogWithColour(tracker, dog), seededRandom(`${tracker.slug}:${dog}`))
    if (options.only.has("portraits")) {
      if (tracker.image) {
        await drawTrackerImage(tracker, tracker.image, contentRoot, options.force, () =>
          portraitSvg({ slug: tracker.slug, dog: lookOf(tracker.dog1), pronoun, yearsTracking: tracker.yearsTracking, isApprentice: tracker.isApprentice }),
        )
      } else {
        console.log(`${tracker.slug}: no image set; the site shows the placeholder`)
      }
    }
    if (options.only.has("gallery")) {
      for (const entry of tracker.gallery) {
        await drawTrackerImage(
          tracker,
          entry.image,
          contentRoot,
          options.force,
          () => gallerySvg({ seed: entry.image, alt: entry.alt, dog: lookOf(dogForCaption(tracker, entry.alt)), pronoun }).svg,
        )
      }
    }
  }
  if (failures.length) throw new Error(`${failures.length} tracker image(s) not drawn; see the errors above`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})

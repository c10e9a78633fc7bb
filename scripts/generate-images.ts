/**
 * `npm run images`: draws every generated image from the data, so the
 * pictures follow the roster. Outputs are committed; gatsby-plugin-image
 * optimises them at build. Deterministic: the same data draws the same files.
 *
 *   data/images/map/thumb-counties.png   real county boundaries (us-atlas)
 *   data/images/wait-time-guide.png      from site.json waitTimes
 *   data/images/trackers/<slug>.jpg      one portrait per tracker with an `image`
 *   data/images/gallery/*.jpg            one scene per gallery entry, from its alt text
 *   data/images/placeholder-tracker.png  for a tracker with no photo
 *   src/images/logo.svg, icon.png        the brand mark and app icon
 */
import fs from "node:fs"
import path from "node:path"
import type { CountyInput, SettingsInput, TrackerInput } from "../src/content/schema"
import { drawBrand } from "./images/brand"
import { gallerySvg, placeholderSvg, portraitSvg } from "./images/illustrations"
import { drawMap } from "./images/map"
import { writeSvg } from "./images/svg"
import { drawWaitGuide } from "./images/wait-guide"

const root = process.cwd()
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T
const folder = <T>(name: string): { file: string; data: T }[] =>
  fs
    .readdirSync(path.join(root, "data", name))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({ file: path.join(root, "data", name, file), data: readJson<T>(path.join(root, "data", name, file)) }))

async function main(): Promise<void> {
  const counties = folder<CountyInput>("counties")
    .map(({ data }) => data)
    .sort((a, b) => a.order - b.order)
  const settings = readJson<SettingsInput>(path.join(root, "data/site.json"))

  await drawMap(root, counties)
  await drawWaitGuide(root, settings.waitTimes)
  await writeSvg(placeholderSvg(), path.join(root, "data/images/placeholder-tracker.png"))
  await drawBrand(root)

  for (const { file, data: tracker } of folder<TrackerInput>("trackers")) {
    const beside = (relative: string) => path.resolve(path.dirname(file), relative)
    if (tracker.image) await writeSvg(portraitSvg(tracker.slug, tracker.dog1, tracker.isApprentice), beside(tracker.image), "jpeg")
    for (const [index, entry] of (tracker.gallery ?? []).entries()) {
      const dog = index % 2 === 1 && tracker.dog2 ? tracker.dog2 : tracker.dog1
      await writeSvg(gallerySvg(entry.image, entry.alt, dog), beside(entry.image), "jpeg")
    }
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})

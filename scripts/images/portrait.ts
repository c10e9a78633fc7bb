/**
 * Tracker portraits (800x800): the handler, head and shoulders, with their
 * first dog beside them in front of a field and tree line.
 *
 * Everything varies from the tracker's slug (skin, hair, hat, jacket, sky),
 * so each of the eight looks like a different person, while the framing,
 * scale and palette stay the same so the directory grid looks consistent.
 */
import { dogLook, drawDog, type DogLook } from "./dog"
import { bust, type Pronoun, personLook } from "./people"
import { type Palette, celestial, farHills, fieldTexture, sky, treeLine } from "./scene"
import { type Random, darken, mix, pick, seededRandom } from "./svg"

export const PORTRAIT_SIZE = 800

export interface PortraitInput {
  slug: string
  /** The first dog's description, e.g. "Pepper — wirehaired dachshund". */
  dog: DogLook
  pronoun: Pronoun
  yearsTracking?: number
  isApprentice: boolean
}

/** A few calm outdoor settings; which one a tracker gets depends only on the slug. */
const SETTINGS: { name: string; palette: Palette; season: "autumn" | "late" }[] = [
  {
    name: "clear October",
    season: "autumn",
    palette: {
      skyTop: "#84b3d9",
      skyBottom: "#e1edf2",
      far: "#9fb3b0",
      treeline: ["#b5562a", "#c98a2e", "#6b7a3a", "#d3a13c"],
      ground: "#b79d60",
      groundFar: "#c4ad76",
      water: "#6f9ab8",
    },
  },
  {
    name: "golden evening",
    season: "autumn",
    palette: {
      skyTop: "#7f9cc4",
      skyBottom: "#f3cf98",
      far: "#a99a8a",
      treeline: ["#a4431f", "#b5562a", "#8a6a2c", "#c98a2e"],
      ground: "#a98e52",
      groundFar: "#bba36e",
      water: "#6f9ab8",
    },
  },
  {
    name: "overcast November",
    season: "late",
    palette: {
      skyTop: "#9aa7b0",
      skyBottom: "#e0e2dd",
      far: "#a7aca6",
      treeline: ["#7a6048", "#8a7058", "#6b5a48"],
      ground: "#9d8c62",
      groundFar: "#b1a47f",
      water: "#6f9ab8",
    },
  },
  {
    name: "bright morning",
    season: "autumn",
    palette: {
      skyTop: "#9cc6e6",
      skyBottom: "#f1efe2",
      far: "#a9bcb2",
      treeline: ["#6b7a3a", "#c98a2e", "#8a6a2c", "#b5562a"],
      ground: "#8f9a58",
      groundFar: "#a6ad74",
      water: "#6f9ab8",
    },
  },
]

export function portraitSvg(input: PortraitInput): string {
  const random = seededRandom(`portrait:${input.slug}`)
  const size = PORTRAIT_SIZE
  const setting = pick(random, SETTINGS)
  const palette = setting.palette
  const horizon = 540
  const parts: string[] = []

  parts.push(sky("portrait-sky", palette, size, size))
  // Only cloud bands, no sun: a bright disc beside a face pulls the eye away from it.
  if (setting.name.startsWith("overcast")) parts.push(celestial(random, { time: "day", overcast: true, weather: "clear" }, size, horizon))
  parts.push(farHills(random, palette.far, size, horizon - 70, 40))
  parts.push(
    treeLine(random, {
      width: size,
      baseline: horizon + 4,
      minHeight: 90,
      maxHeight: 170,
      colours: palette.treeline.map((colour) => mix(colour, palette.skyBottom, 0.35)),
      conifer: 0.35,
      bare: setting.season === "late" && random() < 0.5,
      trunk: "#5a4838",
    }),
  )
  parts.push(
    treeLine(random, {
      width: size,
      baseline: horizon + 14,
      minHeight: 60,
      maxHeight: 120,
      colours: palette.treeline,
      conifer: 0.25,
      bare: setting.season === "late",
      trunk: "#4a3a2c",
    }),
  )
  parts.push(`<rect x="0" y="${horizon + 10}" width="${size}" height="${size - horizon}" fill="${palette.ground}"/>`)
  parts.push(`<rect x="0" y="${horizon + 10}" width="${size}" height="26" fill="${palette.groundFar}"/>`)
  parts.push(fieldTexture(random, darken(palette.ground, 0.18), size, horizon + 30, size, "grass"))

  const look = personLook(random, { pronoun: input.pronoun, years: input.yearsTracking, apprentice: input.isApprentice })
  parts.push(`<g transform="translate(300 340)">${bust(look, random, `p-${input.slug}`)}</g>`)

  parts.push(portraitDog(random, input.dog))
  // A soft vignette draws the eye to the faces and hides the hard canvas edge.
  parts.push(
    `<defs><radialGradient id="vignette" cx="0.45" cy="0.45" r="0.75"><stop offset="0.65" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/></radialGradient></defs><rect width="${size}" height="${size}" fill="url(#vignette)"/>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${parts.join("")}</svg>`
}

/** The dog sits or stands at the handler's side, facing them; all dogs share one scale so sizes compare. */
function portraitDog(random: Random, look: DogLook): string {
  const small = look.length < 155 && look.legs < 40
  const pose = small ? "stand" : pick(random, ["sit", "stand"] as const)
  const x = pose === "sit" ? 650 : 640
  return drawDog(look, x, 782, small ? 1.45 : 1.25, "left", pose).svg
}

export { dogLook }

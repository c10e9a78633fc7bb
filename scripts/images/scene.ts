/**
 * Landscapes: reading a scene description (a gallery entry's alt text) into
 * a small scene spec, and the backdrop pieces (sky, tree lines, fields,
 * water, weather) shared by portraits and recovery scenes.
 *
 * Why keywords: the alt text is what a blind visitor is told the picture
 * shows, so the picture should show it as far as a flat illustration can:
 * the time of day, the weather, the cover, the water, and who is there.
 */
import type { DogPose } from "./dog"
import { type Random, between, darken, lighten, mix, pick, r1 } from "./svg"

export type TimeOfDay = "day" | "morning" | "dawn" | "dusk" | "night"
export type Season = "autumn" | "late" | "winter"
export type Terrain = "field" | "stubble" | "corn" | "beets" | "woods" | "ridge" | "ravine" | "swamp" | "marsh" | "bog" | "suburb"
export type Water = "none" | "creek" | "river" | "lake" | "flood" | "ditch"

export interface SceneSpec {
  time: TimeOfDay
  overcast: boolean
  weather: "clear" | "rain" | "snow" | "fog"
  frost: boolean
  season: Season
  terrain: Terrain
  water: Water
  conifers: boolean
  /** Leaves in the air (October scenes, "yellow leaves falling"). */
  leaves: boolean
  /** Tangles of brush, vines or dogwood in the foreground. */
  brush: boolean
  recovery: boolean
  deer?: { kind: "buck" | "doe"; points: number }
  dogPose: DogPose
  /** People kneeling by a recovered deer, and whether one of them is young. */
  kneelers: number
  young: boolean
  /** A handler on foot holding the leash. */
  handler: boolean
  rainGear: boolean
  light?: "headlamp" | "flashlight" | "lantern"
  headlamps: number
}

const has = (text: string, pattern: RegExp): boolean => pattern.test(text)

const NUMBER_WORDS: Record<string, number> = { four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 }

/** Reads the scene out of a description. Unknown words are ignored; the defaults make a plain autumn field. */
export function parseScene(description: string): SceneSpec {
  const text = description.toLowerCase()
  const time: TimeOfDay = has(text, /\bnight\b|midnight|after dark/)
    ? "night"
    : has(text, /dusk|sunset|evening|late afternoon|last light/)
      ? "dusk"
      : has(text, /dawn|sunrise|first light/)
        ? "dawn"
        : has(text, /morning/)
          ? "morning"
          : "day"
  const weather = has(text, /snow/) ? "snow" : has(text, /rain|drizzl/) ? "rain" : has(text, /fog|mist/) ? "fog" : "clear"
  const season: Season = has(text, /snow|december|january|winter/) ? "winter" : has(text, /november|leafless|harvested|bare/) ? "late" : "autumn"
  const terrain: Terrain = has(text, /standing corn|row of corn|cornrow/)
    ? "corn"
    : has(text, /cornfield|stubble|harvested/)
      ? "stubble"
      : has(text, /beet/)
        ? "beets"
        : has(text, /ravine|gully/)
          ? "ravine"
          : has(text, /bog/)
            ? "bog"
            : has(text, /swamp/)
              ? "swamp"
              : has(text, /marsh|cattail/)
                ? "marsh"
                : has(text, /suburb|backyard/)
                  ? "suburb"
                  : has(text, /ridge/)
                    ? "ridge"
                    : has(text, /woodlot|hardwood|thicket|brush|woods|timber|forest|grapevine|dogwood|river bottom/)
                      ? "woods"
                      : "field"
  const water: Water = has(text, /flood|wading/)
    ? "flood"
    : has(text, /lake huron|shoreline|lakeshore/)
      ? "lake"
      : has(text, /river/)
        ? "river"
        : has(text, /creek|stream|brook/)
          ? "creek"
          : has(text, /ditch/)
            ? "ditch"
            : "none"
  const deerMatch = /recovered (?:([a-z]+)-point )?(buck|doe|deer)/.exec(text)
  const deer = deerMatch ? { kind: (deerMatch[2] === "doe" ? "doe" : "buck") as "buck" | "doe", points: NUMBER_WORDS[deerMatch[1] ?? ""] ?? 8 } : undefined
  const dogPose: DogPose = has(text, /resting|lying|lies|asleep/)
    ? "lie"
    : has(text, /sitting|sits/)
      ? "sit"
      : has(text, /standing/)
        ? "stand"
        : deer
          ? "stand"
          : "track"
  const kneelClause = /([^,]*)\bkneeling/.exec(text)?.[1] ?? ""
  const kneelers = kneelClause ? (/\band\b/.test(kneelClause) ? 2 : 1) : 0
  const headlampMatch = /(two|three) headlamps/.exec(text)
  const headlamps = headlampMatch ? (headlampMatch[1] === "two" ? 2 : 3) : has(text, /headlamp/) ? 1 : 0
  return {
    time,
    overcast: has(text, /overcast|gray|grey|cloud|drizzl|rain|low sky/),
    weather,
    frost: has(text, /frost/),
    season,
    terrain,
    water,
    conifers: has(text, /cedar|hemlock|spruce|pine|conifer|swamp/),
    leaves: has(text, /leaves|october|autumn/) && season === "autumn",
    brush: has(text, /brush|tangle|grapevine|dogwood|thicket|logs/),
    recovery: Boolean(deer),
    deer,
    dogPose,
    kneelers,
    young: has(text, /young (?:bowhunter|hunter|handler)|apprentice/),
    handler: !deer ? true : has(text, /handler beside|its handler|handler standing/) && kneelers === 0,
    rainGear: has(text, /rain jacket|rain gear/),
    light: has(text, /lantern/) ? "lantern" : headlamps > 0 ? "headlamp" : has(text, /flashlight/) ? "flashlight" : undefined,
    headlamps,
  }
}

// ---------------------------------------------------------------------------
// Palettes.

export interface Palette {
  skyTop: string
  skyBottom: string
  far: string
  treeline: string[]
  ground: string
  groundFar: string
  water: string
  /** A tint laid over the whole picture for low light, and how strongly. */
  tint?: { colour: string; opacity: number }
}

const FOLIAGE: Record<Season, string[]> = {
  autumn: ["#b5562a", "#c98a2e", "#8a6a2c", "#6b7a3a", "#a4431f", "#d3a13c"],
  late: ["#7a6048", "#8a7058", "#6b5a48", "#5c5040", "#776650"],
  winter: ["#5e5a54", "#6e6a62", "#54504a"],
}

export function paletteFor(spec: Pick<SceneSpec, "time" | "overcast" | "season" | "weather" | "frost" | "terrain">): Palette {
  const winter = spec.season === "winter"
  let skyTop = spec.overcast ? "#9aa6ae" : "#7fb0d8"
  let skyBottom = spec.overcast ? "#d6dad8" : "#dcebf2"
  if (spec.time === "dawn") [skyTop, skyBottom] = spec.overcast ? ["#8e98a6", "#e8d2bc"] : ["#8ea9cf", "#f5d3a8"]
  if (spec.time === "morning") [skyTop, skyBottom] = spec.overcast ? ["#a3acb2", "#dfe0da"] : ["#93bde0", "#eef1e6"]
  if (spec.time === "dusk") [skyTop, skyBottom] = spec.overcast ? ["#4d5470", "#c89a86"] : ["#3d4a7a", "#f0a35e"]
  if (spec.time === "night") [skyTop, skyBottom] = ["#0b1430", "#23345a"]
  if (spec.weather === "fog") skyBottom = mix(skyBottom, "#f1f1ee", 0.6)
  const ground = winter
    ? "#e6ecf1"
    : spec.terrain === "field" || spec.terrain === "ridge"
      ? spec.season === "late"
        ? "#a39060"
        : "#8f9a55"
      : spec.terrain === "stubble" || spec.terrain === "corn"
        ? "#b89a5c"
        : spec.terrain === "beets"
          ? "#6d5a40"
          : spec.terrain === "marsh" || spec.terrain === "swamp" || spec.terrain === "bog"
            ? "#7b7a4a"
            : spec.terrain === "suburb"
              ? "#6f7d45"
              : spec.season === "late"
                ? "#8a6d4a"
                : "#9a7440"
  const frosted = spec.frost ? mix(ground, "#e8eef2", 0.45) : ground
  return {
    skyTop,
    skyBottom,
    far: winter ? "#8d99a3" : spec.time === "night" ? "#1a2438" : mix(skyBottom, "#4a5a48", 0.45),
    treeline: FOLIAGE[spec.season],
    ground: frosted,
    groundFar: mix(frosted, skyBottom, 0.25),
    water: spec.time === "night" ? "#1c2a48" : spec.time === "dusk" ? "#6a7490" : winter ? "#8fa6b8" : "#6f9ab8",
    tint:
      spec.time === "night"
        ? { colour: "#0a1330", opacity: 0.58 }
        : spec.time === "dusk"
          ? { colour: "#3a2a55", opacity: 0.2 }
          : spec.weather === "rain" || spec.overcast
            ? { colour: "#5a6670", opacity: 0.1 }
            : undefined,
  }
}

// ---------------------------------------------------------------------------
// Backdrop pieces. Each returns SVG markup for a canvas `width` wide.

export function sky(id: string, palette: Palette, width: number, height: number): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`
}

export function celestial(random: Random, spec: Pick<SceneSpec, "time" | "overcast" | "weather">, width: number, horizon: number): string {
  if (spec.time === "night") {
    let stars = ""
    if (!spec.overcast && spec.weather !== "snow") {
      for (let index = 0; index < 70; index++)
        stars += `<circle cx="${r1(random() * width)}" cy="${r1(random() * horizon * 0.75)}" r="${r1(between(random, 0.8, 2))}"/>`
    }
    return `<g fill="#ffffff" opacity="0.75">${stars}</g><circle cx="${r1(width * between(random, 0.62, 0.85))}" cy="${r1(horizon * 0.28)}" r="30" fill="#f2efd8" opacity="${spec.overcast ? 0.35 : 0.95}"/>`
  }
  if (spec.overcast || spec.weather !== "clear") {
    // Low cloud bands.
    let clouds = ""
    for (let index = 0; index < 5; index++) {
      const cy = horizon * between(random, 0.12, 0.6)
      clouds += `<ellipse cx="${r1(random() * width)}" cy="${r1(cy)}" rx="${r1(between(random, 180, 360))}" ry="${r1(between(random, 16, 30))}"/>`
    }
    return `<g fill="#ffffff" opacity="0.22">${clouds}</g>`
  }
  const sunLow = spec.time === "dusk" || spec.time === "dawn"
  const sx = width * between(random, 0.15, 0.85)
  const sy = sunLow ? horizon - 26 : horizon * between(random, 0.18, 0.3)
  return `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${sunLow ? 44 : 34}" fill="${sunLow ? "#ffd08a" : "#fff6d8"}" opacity="${sunLow ? 0.9 : 0.85}"/>`
}

/** Rolling far hills, hazy. */
export function farHills(random: Random, colour: string, width: number, baseline: number, amplitude: number): string {
  let d = `M0 ${baseline}`
  const steps = 8
  for (let index = 0; index <= steps; index++) {
    const x = (index / steps) * width
    d += ` Q${r1(x - width / steps / 2)} ${r1(baseline - amplitude * between(random, 0.6, 1.4))} ${r1(x)} ${r1(baseline - amplitude * between(random, 0.2, 0.7))}`
  }
  return `<path d="${d} L${width} ${baseline + 40} L0 ${baseline + 40} Z" fill="${colour}"/>`
}

export interface TreeOptions {
  colours: string[]
  /** Chance that a tree is a conifer rather than a hardwood. */
  conifer: number
  bare?: boolean
  snow?: boolean
  trunk?: string
  /** Darken every colour by this much (nearer trees in shade). */
  shade?: number
}

/**
 * One tree standing on `baseline`: a conifer (a tall triangle) or a hardwood
 * crown (three overlapping circles), or bare branches in late season.
 * Returns the markup and how far along to place the next tree.
 */
export function tree(random: Random, x: number, baseline: number, height: number, options: TreeOptions): { svg: string; advance: number } {
  const shapes: string[] = []
  const trunk = options.trunk ?? "#4a3a2c"
  const shade = options.shade ?? 0
  if (random() < options.conifer) {
    const half = height * between(random, 0.2, 0.27)
    const conifer = darken(pick(random, ["#2f4a33", "#34503a", "#28402d", "#3c5640"]), shade)
    shapes.push(`<rect x="${r1(x - 3)}" y="${r1(baseline - height * 0.15)}" width="6" height="${r1(height * 0.16)}" fill="${trunk}"/>`)
    shapes.push(
      `<path d="M${r1(x - half)} ${r1(baseline - height * 0.12)} L${r1(x)} ${r1(baseline - height)} L${r1(x + half)} ${r1(baseline - height * 0.12)} Z" fill="${conifer}"/>`,
    )
    if (options.snow)
      shapes.push(
        `<path d="M${r1(x - half * 0.42)} ${r1(baseline - height * 0.62)} L${r1(x)} ${r1(baseline - height)} L${r1(x + half * 0.42)} ${r1(baseline - height * 0.62)} Q${r1(x)} ${r1(baseline - height * 0.7)} ${r1(x - half * 0.42)} ${r1(baseline - height * 0.62)} Z" fill="#f4f7f9"/>`,
      )
    return { svg: shapes.join(""), advance: half * between(random, 0.9, 1.5) }
  }
  const colour = darken(pick(random, options.colours), shade)
  const radius = height * between(random, 0.2, 0.28)
  shapes.push(`<rect x="${r1(x - 4)}" y="${r1(baseline - height * 0.55)}" width="8" height="${r1(height * 0.55)}" fill="${trunk}"/>`)
  if (options.bare) {
    const top = baseline - height
    shapes.push(
      `<path d="M${r1(x)} ${r1(baseline - height * 0.5)} L${r1(x)} ${r1(top)} M${r1(x)} ${r1(top + height * 0.3)} L${r1(x - radius)} ${r1(top + height * 0.05)} M${r1(x)} ${r1(top + height * 0.4)} L${r1(x + radius)} ${r1(top + height * 0.12)} M${r1(x)} ${r1(top + height * 0.18)} L${r1(x + radius * 0.6)} ${r1(top)}" stroke="${trunk}" stroke-width="4" stroke-linecap="round" fill="none"/>`,
    )
  } else {
    const cy = baseline - height + radius
    shapes.push(
      `<g fill="${colour}"><circle cx="${r1(x)}" cy="${r1(cy)}" r="${r1(radius)}"/><circle cx="${r1(x - radius * 0.7)}" cy="${r1(cy + radius * 0.55)}" r="${r1(radius * 0.8)}"/><circle cx="${r1(x + radius * 0.7)}" cy="${r1(cy + radius * 0.55)}" r="${r1(radius * 0.8)}"/></g>`,
    )
    if (options.snow) shapes.push(`<ellipse cx="${r1(x)}" cy="${r1(cy - radius * 0.7)}" rx="${r1(radius * 0.6)}" ry="${r1(radius * 0.22)}" fill="#f4f7f9"/>`)
  }
  return { svg: shapes.join(""), advance: radius * between(random, 1.2, 2) }
}

/**
 * A tree line across the canvas on one baseline. `density` below 1 leaves
 * gaps (a wooded strip you can see houses through).
 */
export function treeLine(
  random: Random,
  options: TreeOptions & { width: number; baseline: number; minHeight: number; maxHeight: number; density?: number },
): string {
  const shapes: string[] = []
  let x = -30
  while (x < options.width + 30) {
    const drawn = tree(random, x, options.baseline, between(random, options.minHeight, options.maxHeight), options)
    if (random() < (options.density ?? 1)) shapes.push(drawn.svg)
    x += drawn.advance * (options.density && options.density < 1 ? 2 : 1)
  }
  return shapes.join("")
}

/** Field furrows or stubble: short strokes in rows that get wider apart towards the viewer. */
export function fieldTexture(
  random: Random,
  colour: string,
  width: number,
  top: number,
  bottom: number,
  kind: "stubble" | "grass" | "furrows" | "beets" | "snow",
): string {
  const marks: string[] = []
  if (kind === "furrows" || kind === "beets") {
    for (let row = 0; row < 14; row++) {
      const t = row / 13
      const y = top + (bottom - top) * t * t
      if (kind === "beets") {
        for (let x = random() * 30; x < width; x += 22 + t * 40)
          marks.push(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(4 + t * 12)}" ry="${r1(2 + t * 6)}" fill="#5f7d3a"/>`)
      } else {
        marks.push(`<path d="M0 ${r1(y)} L${width} ${r1(y)}" stroke="${colour}" stroke-width="${r1(1 + t * 3)}"/>`)
      }
    }
    return marks.join("")
  }
  const count = kind === "snow" ? 40 : 140
  for (let index = 0; index < count; index++) {
    const t = random()
    const y = top + (bottom - top) * t
    const x = random() * width
    const size = 3 + t * 12
    if (kind === "snow") marks.push(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(size * 3)}" ry="${r1(size * 0.35)}" fill="#ffffff" opacity="0.7"/>`)
    else
      marks.push(
        `<path d="M${r1(x)} ${r1(y)} l${r1(-size * 0.2)} ${r1(-size)} M${r1(x + size * 0.3)} ${r1(y)} l${r1(size * 0.15)} ${r1(-size * 0.9)}" stroke="${colour}" stroke-width="${r1(1 + t * 1.5)}" stroke-linecap="round"/>`,
      )
  }
  return marks.join("")
}

/** Cattails: a stem and a brown head, grouped. */
export function cattails(random: Random, xs: [number, number], baseline: number, count: number, height: number): string {
  const parts: string[] = []
  for (let index = 0; index < count; index++) {
    const x = between(random, xs[0], xs[1])
    const h = height * between(random, 0.7, 1.2)
    const lean = between(random, -8, 8)
    const y = baseline + between(random, -10, 10)
    parts.push(`<path d="M${r1(x)} ${r1(y)} q${r1(lean * 0.3)} ${r1(-h * 0.5)} ${r1(lean)} ${r1(-h)}" stroke="#5b6b34" stroke-width="3" fill="none"/>`)
    parts.push(
      `<rect x="${r1(x + lean * 0.8 - 4)}" y="${r1(y - h * 0.8)}" width="8" height="${r1(h * 0.22)}" rx="4" fill="#6a4426" transform="rotate(${r1(lean * 0.8)} ${r1(x + lean * 0.8)} ${r1(y - h * 0.7)})"/>`,
    )
    if (random() < 0.6)
      parts.push(
        `<path d="M${r1(x)} ${r1(y)} q${r1(-8 - lean)} ${r1(-h * 0.4)} ${r1(-14 - lean)} ${r1(-h * 0.7)}" stroke="#7a8a44" stroke-width="4" fill="none" stroke-linecap="round"/>`,
      )
  }
  return parts.join("")
}

/**
 * A row of corn seen side-on: a solid wall of foliage with a ragged,
 * tasselled top, and stalks with drooping leaves drawn over it.
 */
export function cornRow(random: Random, width: number, baseline: number, height: number, colour: string, spacing: number, wall = true): string {
  const parts: string[] = []
  const leaf = lighten(colour, 0.1)
  const shade = darken(colour, 0.22)
  if (wall) {
    let top = `M0 ${r1(baseline)} L0 ${r1(baseline - height * 0.8)}`
    for (let x = 0; x <= width + 20; x += 18) top += ` L${r1(x)} ${r1(baseline - height * between(random, 0.72, 0.9))}`
    parts.push(`<path d="${top} L${width} ${r1(baseline)} Z" fill="${shade}"/>`)
  }
  let stalks = ""
  let leaves = ""
  let tassels = ""
  for (let x = between(random, -10, 10); x < width + 20; x += spacing * between(random, 0.8, 1.2)) {
    const h = height * between(random, 0.88, 1.05)
    const top = baseline - h
    stalks += `M${r1(x)} ${r1(baseline)} L${r1(x + 3)} ${r1(top)} `
    for (let index = 0; index < 5; index++) {
      const ly = baseline - h * (0.22 + index * 0.14)
      const side = (index + Math.round(x)) % 2 === 0 ? 1 : -1
      const reach = h * between(random, 0.14, 0.2)
      leaves += `M${r1(x + 1)} ${r1(ly)} q${r1(side * reach * 0.5)} ${r1(-reach * 0.45)} ${r1(side * reach)} ${r1(reach * 0.2)} `
    }
    tassels += `M${r1(x + 3)} ${r1(top)} l-7 -16 M${r1(x + 3)} ${r1(top)} l0 -20 M${r1(x + 3)} ${r1(top)} l7 -15 `
  }
  parts.push(`<path d="${leaves}" stroke="${leaf}" stroke-width="${r1(Math.max(4, height / 45))}" fill="none" stroke-linecap="round"/>`)
  parts.push(`<path d="${stalks}" stroke="${colour}" stroke-width="${r1(Math.max(4, height / 50))}" stroke-linecap="round"/>`)
  parts.push(`<path d="${tassels}" stroke="${lighten(colour, 0.3)}" stroke-width="3" stroke-linecap="round"/>`)
  return parts.join("")
}

export function rainfall(random: Random, width: number, height: number): string {
  let lines = ""
  for (let index = 0; index < 130; index++) {
    const x = random() * (width + 60)
    const y = random() * height
    lines += `M${r1(x)} ${r1(y)} l-9 24 `
  }
  return `<path d="${lines}" stroke="#e8eef2" stroke-opacity="0.5" stroke-width="2" stroke-linecap="round"/>`
}

export function snowfall(random: Random, width: number, height: number, count: number): string {
  let flakes = ""
  for (let index = 0; index < count; index++)
    flakes += `<circle cx="${r1(random() * width)}" cy="${r1(random() * height)}" r="${r1(between(random, 1.8, 4.2))}"/>`
  return `<g fill="#ffffff" opacity="0.9">${flakes}</g>`
}

export function fallingLeaves(random: Random, width: number, height: number, count: number): string {
  let leaves = ""
  for (let index = 0; index < count; index++) {
    const x = random() * width
    const y = random() * height * 0.85
    leaves += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="7" ry="3.5" fill="${pick(random, ["#e0a63a", "#d9892a", "#c4622a", "#e8c04a"])}" transform="rotate(${r1(between(random, 0, 180))} ${r1(x)} ${r1(y)})"/>`
  }
  return leaves
}

export function fog(id: string, width: number, height: number, horizon: number): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2f2ee" stop-opacity="0"/><stop offset="${r1(horizon / height - 0.08)}" stop-color="#f2f2ee" stop-opacity="0.75"/><stop offset="${r1(horizon / height + 0.12)}" stop-color="#f2f2ee" stop-opacity="0.35"/><stop offset="1" stop-color="#f2f2ee" stop-opacity="0.05"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`
}

/** Low bushes and tangles of brush. */
export function brushClumps(random: Random, xs: [number, number], baseline: number, count: number, colours: string[], size: number, snow = false): string {
  const parts: string[] = []
  for (let index = 0; index < count; index++) {
    const x = between(random, xs[0], xs[1])
    const r = size * between(random, 0.6, 1.2)
    const c = pick(random, colours)
    parts.push(
      `<g fill="${c}"><circle cx="${r1(x)}" cy="${r1(baseline - r * 0.5)}" r="${r1(r * 0.7)}"/><circle cx="${r1(x - r * 0.6)}" cy="${r1(baseline - r * 0.25)}" r="${r1(r * 0.5)}"/><circle cx="${r1(x + r * 0.6)}" cy="${r1(baseline - r * 0.25)}" r="${r1(r * 0.55)}"/></g>`,
    )
    if (snow) parts.push(`<ellipse cx="${r1(x)}" cy="${r1(baseline - r * 1.05)}" rx="${r1(r * 0.55)}" ry="${r1(r * 0.16)}" fill="#f4f7f9"/>`)
    parts.push(
      `<path d="M${r1(x - r)} ${r1(baseline - r * 0.8)} q${r1(r * 0.5)} ${r1(-r * 0.6)} ${r1(r * 1.2)} ${r1(-r * 0.2)} M${r1(x)} ${r1(baseline - r)} q${r1(r * 0.4)} ${r1(-r * 0.5)} ${r1(r * 0.9)} ${r1(r * 0.1)}" stroke="${darken(c, 0.3)}" stroke-width="2.5" fill="none"/>`,
    )
  }
  return parts.join("")
}

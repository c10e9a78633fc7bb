/**
 * Recovery-gallery scenes, built from the entry's alt text (./scene.ts says
 * how words become a scene) and seeded from the image path, so an entry
 * always draws the same picture: a track in progress (handler, leash, dog
 * on a blood trail) or a recovery (the dog with the deer, people by). The
 * deer lies peacefully with no wound or blood: the site is read by
 * families, and the scene should feel like the good outcome it is.
 */
import { type DogLook, drawDog } from "./dog"
import { type DrawnFigure, type Pronoun, drawFigure, personLook } from "./people"
import {
  type SceneSpec,
  brushClumps,
  cattails,
  celestial,
  cornRow,
  fallingLeaves,
  farHills,
  fieldTexture,
  fog,
  paletteFor,
  parseScene,
  rainfall,
  sky,
  snowfall,
  tree,
  treeLine,
} from "./scene"
import { type Random, between, darken, lighten, mix, pick, r1, seededRandom } from "./svg"

export const GALLERY_WIDTH = 1200
export const GALLERY_HEIGHT = 800
const W = GALLERY_WIDTH
const H = GALLERY_HEIGHT

export interface GalleryInput {
  /** Seed: the image path, so each entry keeps its picture. */
  seed: string
  alt: string
  dog: DogLook
  /** The tracker's own pronoun, used for the handler figure. */
  pronoun: Pronoun
}

interface Light {
  x: number
  y: number
  radius: number
  /** A beam from (x, y) towards `to`, as for a headlamp or flashlight. */
  to?: { x: number; y: number }
}

export function gallerySvg(input: GalleryInput): { svg: string; spec: SceneSpec } {
  const spec = parseScene(input.alt)
  const random = seededRandom(`gallery:${input.seed}`)
  const palette = paletteFor(spec)
  const dir: 1 | -1 = random() < 0.5 ? 1 : -1
  // Mirror x for scenes that move right-to-left, so compositions vary.
  const X = (x: number): number => (dir === 1 ? x : W - x)
  const facing = (towardsRight: boolean): "left" | "right" => ((dir === 1) === towardsRight ? "right" : "left")

  const horizon = spec.terrain === "ravine" ? 300 : spec.terrain === "corn" ? 400 : between(random, 360, 400)
  const foot = 700
  const ground = (x: number): number =>
    spec.terrain === "ravine" ? 790 - ((dir === 1 ? x : W - x) / W) * 330 : spec.terrain === "ridge" ? foot - ((dir === 1 ? x : W - x) / W) * 60 : foot
  const slope =
    spec.terrain === "ravine" ? ((Math.atan2(-330, W) * 180) / Math.PI) * dir : spec.terrain === "ridge" ? ((Math.atan2(-60, W) * 180) / Math.PI) * dir : 0

  const back: string[] = []
  const subjects: string[] = []
  const front: string[] = []
  const lights: Light[] = []
  const winter = spec.season === "winter"
  const snowy = winter || spec.weather === "snow"

  // --- Sky and distance.
  back.push(sky("g-sky", palette, W, H))
  back.push(celestial(random, spec, W, horizon))
  back.push(farHills(random, palette.far, W, horizon - 30, 34))
  if (spec.water === "lake") {
    back.push(
      `<rect x="0" y="${horizon - 40}" width="${W}" height="${70}" fill="${palette.water}"/><path d="M0 ${horizon - 40} L${W} ${horizon - 40}" stroke="${lighten(palette.water, 0.3)}" stroke-width="2"/>`,
    )
    back.push(
      `<path d="${Array.from({ length: 12 }, (_, index) => `M${r1(random() * W)} ${r1(horizon - 30 + index * 5)} l${r1(between(random, 30, 90))} 0`).join(" ")}" stroke="${lighten(palette.water, 0.25)}" stroke-width="2" opacity="0.6"/>`,
    )
  }
  const bare = spec.season !== "autumn"
  const foliage = palette.treeline
  const hazy = foliage.map((colour) => mix(colour, palette.skyBottom, 0.45))

  // --- Terrain-specific background.
  const treeOptions = { width: W, trunk: "#4a3a2c", snow: snowy }
  switch (spec.terrain) {
    case "swamp":
    case "bog":
      // By a lake the cover thins, so the water shows between the trees.
      back.push(
        treeLine(random, {
          ...treeOptions,
          baseline: horizon + 6,
          minHeight: 120,
          maxHeight: 220,
          colours: hazy,
          conifer: 0.8,
          bare,
          shade: 0.0,
          density: spec.water === "lake" ? 0.4 : 1,
        }),
      )
      back.push(groundRect(palette.ground, horizon))
      back.push(
        treeLine(random, {
          ...treeOptions,
          baseline: horizon + 90,
          minHeight: spec.terrain === "bog" ? 70 : 200,
          maxHeight: spec.terrain === "bog" ? 140 : 330,
          colours: foliage,
          conifer: 0.9,
          bare,
          shade: 0.1,
          density: spec.water === "lake" ? 0.6 : 1,
        }),
      )
      break
    case "ravine": {
      // The far wall of the ravine, wooded and hazy; our own slope is drawn below.
      back.push(treeLine(random, { ...treeOptions, baseline: horizon + 20, minHeight: 140, maxHeight: 220, colours: hazy, conifer: 0.15, bare }))
      back.push(`<rect x="0" y="${horizon + 18}" width="${W}" height="${H}" fill="${mix(palette.ground, palette.skyBottom, 0.35)}"/>`)
      back.push(
        treeLine(random, {
          ...treeOptions,
          baseline: horizon + 110,
          minHeight: 120,
          maxHeight: 200,
          colours: hazy.map((c) => darken(c, 0.08)),
          conifer: 0.15,
          bare,
        }),
      )
      break
    }
    case "suburb": {
      back.push(suburb(random, horizon, spec.time === "dusk" || spec.time === "night"))
      back.push(groundRect(palette.ground, horizon + 40))
      back.push(
        treeLine(random, { ...treeOptions, baseline: horizon + 150, minHeight: 200, maxHeight: 300, colours: foliage, conifer: 0.2, bare, density: 0.55 }),
      )
      break
    }
    case "corn":
      back.push(treeLine(random, { ...treeOptions, baseline: horizon + 4, minHeight: 60, maxHeight: 110, colours: hazy, conifer: 0.3, bare }))
      back.push(groundRect(palette.ground, horizon))
      back.push(cornRow(random, W, horizon + 200, 300, spec.season === "autumn" ? "#a99254" : "#a08a58", 34))
      break
    case "woods":
    case "ridge":
      back.push(
        treeLine(random, { ...treeOptions, baseline: horizon + 10, minHeight: 150, maxHeight: 240, colours: hazy, conifer: spec.conifers ? 0.5 : 0.15, bare }),
      )
      back.push(groundRect(palette.ground, horizon + 6))
      back.push(
        treeLine(random, {
          ...treeOptions,
          baseline: horizon + 120,
          minHeight: 240,
          maxHeight: 360,
          colours: foliage,
          conifer: spec.conifers ? 0.5 : 0.1,
          bare,
        }),
      )
      break
    default: {
      // Open country: field, stubble, beets, marsh. A woodlot or fencerow on the far edge.
      back.push(
        treeLine(random, {
          ...treeOptions,
          baseline: horizon + 6,
          minHeight: 60,
          maxHeight: 130,
          colours: hazy,
          conifer: /windbreak/.test(input.alt) ? 0.9 : 0.3,
          bare,
        }),
      )
      if (/farm|windbreak|barn/.test(input.alt.toLowerCase())) back.push(barn(X(940), horizon + 6))
      back.push(groundRect(palette.ground, horizon + 4))
      if (/fencerow|fence/.test(input.alt.toLowerCase())) back.push(fence(horizon + 26))
    }
  }

  // Ground texture and water in the middle distance.
  const texture = snowy
    ? "snow"
    : spec.terrain === "stubble"
      ? "stubble"
      : spec.terrain === "beets"
        ? "beets"
        : spec.terrain === "field" && /hay|soybean/.test(input.alt.toLowerCase())
          ? "furrows"
          : "grass"
  if (spec.terrain === "ravine") {
    // Trees standing on our slope, behind the handler and dog, then the slope itself.
    const slopeGround = darken(palette.ground, 0.08)
    for (let x = 40; x < W; x += between(random, 150, 230))
      back.push(tree(random, x, ground(x) - 30, between(random, 300, 420), { ...treeOptions, colours: foliage, conifer: 0.1, bare }).svg)
    back.push(`<path d="M0 ${r1(ground(0) - 36)} L${W} ${r1(ground(W) - 36)} L${W} ${H} L0 ${H} Z" fill="${slopeGround}"/>`)
    back.push(`<path d="M0 ${r1(ground(0) - 36)} L${W} ${r1(ground(W) - 36)}" stroke="${darken(slopeGround, 0.15)}" stroke-width="4"/>`)
    back.push(creek(palette.water, dir))
  } else {
    back.push(fieldTexture(random, darken(palette.ground, 0.15), W, horizon + 20, H, texture))
  }
  if (spec.water === "river") back.push(river(random, palette.water, horizon + 40))
  if (spec.water === "ditch") back.push(ditch(palette.water, horizon, dir))
  if (spec.water === "creek" && spec.terrain !== "ravine") back.push(river(random, palette.water, horizon + 60, 24))
  if (spec.terrain === "swamp" || spec.terrain === "bog" || spec.water === "flood" || spec.terrain === "marsh")
    back.push(pools(random, palette.water, horizon + 120, spec.water === "flood" ? 5 : 3))
  if (spec.terrain === "marsh") back.push(cattails(random, [0, W], horizon + 70, 40, 90))
  if (/logs/.test(input.alt.toLowerCase())) back.push(logs(random, horizon + 150))
  if (/\b(grape)?vines?\b/.test(input.alt.toLowerCase())) back.push(vines(random, horizon))

  // --- People, dog, deer.
  const dogPose = spec.dogPose
  const people: DrawnFigure[] = []
  const handlerLook = personLook(seededRandom(`${input.seed}:handler`), { pronoun: input.pronoun, years: 15, rainGear: spec.rainGear })
  const handlerLight = spec.light && spec.light !== "lantern" ? spec.light : undefined

  if (!spec.recovery) {
    const hx = X(270)
    const dx = X(740)
    const handler = drawFigure(handlerLook, random, "handler", hx, ground(hx) + 14, 1.0, facing(true), { pose: "walk", light: handlerLight })
    const dog = drawDog(input.dog, dx, ground(dx), dogScale(input.dog), facing(true), dogPose === "stand" ? "track" : dogPose, slope)
    subjects.push(trail(random, [X(30), ground(X(30)) + 70], [hx, ground(hx) + 40], [dog.nose.x, ground(dx) + 6], [X(1180), ground(X(1180)) - 30], snowy))
    subjects.push(handler.svg)
    subjects.push(leash(handler.hand, dog.collar))
    subjects.push(dog.svg)
    // Wading: water over the dog's feet. Pushing through brush: cover in front of its legs.
    if (spec.water === "flood")
      subjects.push(
        `<ellipse cx="${r1(dx)}" cy="${r1(ground(dx) + 2)}" rx="170" ry="20" fill="${palette.water}" opacity="0.92"/><path d="M${r1(dx - 120)} ${r1(ground(dx) - 4)} l50 0 M${r1(dx + 30)} ${r1(ground(dx) + 8)} l70 0" stroke="${lighten(palette.water, 0.35)}" stroke-width="2.5"/>`,
      )
    const smallDog = input.dog.legs < 40
    if (spec.brush && !smallDog)
      subjects.push(
        brushClumps(random, [dx - 60, dx + 60], ground(dx) + 16, 2, spec.season === "autumn" ? ["#8a5a26", "#7a6a30"] : ["#6b5a48", "#5a4c3c"], 46, snowy),
      )
    if (/\b(grape)?vines?\b/.test(input.alt.toLowerCase())) subjects.push(vineArch(dx, ground(dx)))
    people.push(handler)
    if (handler.lamp && (spec.time === "night" || spec.time === "dusk"))
      lights.push({ x: handler.lamp.x, y: handler.lamp.y, radius: 120, to: { x: dog.nose.x + dir * 120, y: ground(dx) + 10 } })
  } else {
    const deerX = X(660)
    const deerY = foot + 12
    const kneelLooks = [
      handlerLook,
      personLook(seededRandom(`${input.seed}:second`), { pronoun: "unknown", years: spec.young ? 1 : 12, apprentice: spec.young }),
    ]
    // People behind the deer, facing it.
    const standing = spec.kneelers === 0 && !spec.handler && spec.headlamps > 0 ? spec.headlamps : 0
    for (let index = 0; index < spec.kneelers; index++) {
      const px = X(880 + index * 130)
      const young = spec.young && index === 1
      const figure = drawFigure(kneelLooks[index] as ReturnType<typeof personLook>, random, `kneel${index}`, px, foot - 8, young ? 0.86 : 0.98, facing(false), {
        pose: "kneel",
        light: index < spec.headlamps ? "headlamp" : undefined,
      })
      subjects.push(figure.svg)
      people.push(figure)
    }
    for (let index = 0; index < standing; index++) {
      const px = X(860 + index * 150)
      const figure = drawFigure(kneelLooks[index] as ReturnType<typeof personLook>, random, `stand${index}`, px, foot - 20 + index * 6, 0.95, facing(false), {
        pose: "stand",
        light: "headlamp",
        reach: { x: 40, y: 90 },
      })
      subjects.push(figure.svg)
      people.push(figure)
    }
    // A standing dog stands at the deer's head, nose over it; a sitting or
    // lying dog rests along the deer's back, the head turned to the people.
    const atHead = dogPose === "stand"
    const dog = drawDog(input.dog, atHead ? X(320) : X(390), deerY + 6, dogScale(input.dog), facing(true), dogPose, 0)
    const deerFacing = (facing(true) === "right") === !atHead ? 1 : -1
    subjects.push(deer(deerX, deerY, spec.deer?.kind ?? "buck", spec.deer?.points ?? 8, deerFacing))
    subjects.push(dog.svg)
    if (spec.handler) {
      const hx = X(atHead ? 110 : 170)
      const handler = drawFigure(handlerLook, random, "handler", hx, foot + 20, 1.0, facing(true), { pose: "stand", light: handlerLight })
      subjects.push(handler.svg)
      subjects.push(leash(handler.hand, dog.collar))
      people.push(handler)
    }
    if (spec.light === "lantern") {
      const lx = X(500)
      subjects.push(lanternOnGround(lx, deerY + 30))
      lights.push({ x: lx, y: deerY + 2, radius: 260 })
    }
    for (const person of people) {
      if (person.lamp && (spec.time === "night" || spec.time === "dusk"))
        lights.push({ x: person.lamp.x, y: person.lamp.y, radius: 90, to: { x: deerX + between(random, -60, 60), y: deerY - 20 } })
    }
  }

  // --- Foreground cover, in front of the subjects.
  if (spec.terrain === "marsh") front.push(cattails(random, dir === 1 ? [W * 0.8, W] : [0, W * 0.2], H - 10, 10, 150))
  if (spec.terrain === "corn") front.push(cornRow(random, W, H + 40, 260, "#c0a562", 150, false))
  if (spec.brush)
    front.push(brushClumps(random, [0, W], H + 10, 7, spec.season === "autumn" ? ["#7a5a2a", "#8a4a22", "#6b6a34"] : ["#7d6d5c", "#6b5e50"], 50, snowy))
  if (!snowy && (spec.terrain === "field" || spec.terrain === "woods" || spec.terrain === "ridge" || spec.terrain === "stubble"))
    front.push(grassTufts(random, darken(palette.ground, 0.25), H))
  if (spec.terrain === "swamp" || spec.terrain === "bog") {
    // A few near trees at the edge away from the dog frame the thicket without hiding anyone.
    let trees = ""
    for (let x = -60; x < 60; x += 70)
      trees += tree(random, X(x), H + 40, between(random, spec.terrain === "bog" ? 200 : 380, spec.terrain === "bog" ? 260 : 470), {
        colours: foliage,
        conifer: 1,
        snow: snowy,
        shade: 0.2,
      }).svg
    front.push(trees)
  }

  // --- Weather and light.
  const weather: string[] = []
  if (spec.weather === "snow") weather.push(snowfall(random, W, H, /blowing/.test(input.alt) ? 220 : 110))
  if (spec.weather === "rain") weather.push(rainfall(random, W, H))
  if (spec.weather === "fog" || /misty|mist|fog/.test(input.alt.toLowerCase())) weather.push(fog("g-fog", W, H, horizon + 60))
  if (spec.leaves) weather.push(fallingLeaves(random, W, H, 36))

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${back.join("")}${subjects.join("")}${front.join("")}${weather.join("")}${lowLight(palette.tint, lights)}</svg>`
  return { svg, spec }
}

/** One scale for every dog, so a dachshund reads small next to a hound. */
function dogScale(look: DogLook): number {
  // Slightly larger than true scale against the people (the dog is the subject), never larger than life.
  return look.length < 155 && look.legs < 40 ? 0.85 : 0.8
}

function groundRect(colour: string, top: number): string {
  return `<rect x="0" y="${r1(top)}" width="${W}" height="${r1(H - top)}" fill="${colour}"/>`
}

/** The long orange tracking leash, sagging between hand and collar. */
function leash(hand: { x: number; y: number }, collar: { x: number; y: number }): string {
  const midX = (hand.x + collar.x) / 2
  const sag = Math.max(hand.y, collar.y) + 70
  return `<path d="M${r1(hand.x)} ${r1(hand.y)} Q${r1(midX)} ${r1(sag)} ${r1(collar.x)} ${r1(collar.y)}" stroke="#e8590c" stroke-width="4" fill="none" stroke-linecap="round"/>`
}

/** A dotted blood trail through the given points: small, irregular drops, denser where the dog is. */
function trail(random: Random, ...pointsAndSnow: [...[number, number][], boolean]): string {
  const snow = pointsAndSnow[pointsAndSnow.length - 1] as boolean
  const points = pointsAndSnow.slice(0, -1) as [number, number][]
  const drops: string[] = []
  for (let segment = 0; segment < points.length - 1; segment++) {
    const [x0, y0] = points[segment] as [number, number]
    const [x1, y1] = points[segment + 1] as [number, number]
    const length = Math.hypot(x1 - x0, y1 - y0)
    for (let t = 0; t < length; t += between(random, 22, 46)) {
      const f = t / length
      const x = x0 + (x1 - x0) * f + between(random, -10, 10)
      const y = y0 + (y1 - y0) * f + between(random, -5, 5)
      const size = between(random, 2.5, 5.5) * (0.6 + (y / H) * 0.6)
      drops.push(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(size * 1.5)}" ry="${r1(size * 0.7)}"/>`)
      if (random() < 0.3) drops.push(`<circle cx="${r1(x + between(random, 6, 12))}" cy="${r1(y + between(random, -3, 3))}" r="${r1(size * 0.45)}"/>`)
    }
  }
  return `<g fill="${snow ? "#b3261e" : "#9b1c16"}" opacity="0.9">${drops.join("")}</g>`
}

/** A deer lying on its side, head resting on the ground, eyes closed; antlers for a buck. */
function deer(x: number, y: number, kind: "buck" | "doe", points: number, direction: 1 | -1): string {
  const coat = "#8d6a48"
  const belly = "#d9c4a4"
  const dark = "#5e4630"
  const parts: string[] = []
  parts.push(`<ellipse cx="0" cy="4" rx="180" ry="12" fill="#000000" opacity="0.15"/>`)
  // Folded legs peeking out below the body.
  parts.push(`<path d="M-90 -4 l-40 2 M-60 -2 l-34 4 M70 -4 l40 2" stroke="${dark}" stroke-width="9" stroke-linecap="round"/>`)
  parts.push(`<ellipse cx="-20" cy="-48" rx="130" ry="50" fill="${coat}"/>`)
  parts.push(`<ellipse cx="-95" cy="-52" rx="52" ry="46" fill="${coat}"/>`)
  parts.push(`<path d="M-120 -22 Q-20 -2 90 -24 Q-10 -8 -120 -22 Z" fill="${belly}"/>`)
  parts.push(`<ellipse cx="-146" cy="-72" rx="7" ry="5" fill="#efe6d6"/>`)
  // Neck and head lying forward on the ground.
  parts.push(`<path d="M80 -70 Q140 -70 170 -26" stroke="${coat}" stroke-width="48" fill="none" stroke-linecap="round"/>`)
  parts.push(`<ellipse cx="198" cy="-24" rx="40" ry="22" fill="${coat}" transform="rotate(8 198 -24)"/>`)
  parts.push(`<ellipse cx="232" cy="-16" rx="14" ry="12" fill="${dark}"/>`)
  parts.push(`<ellipse cx="156" cy="-16" rx="12" ry="6" fill="${belly}" transform="rotate(20 156 -16)"/>`)
  parts.push(`<path d="M186 -34 q7 4 14 0" stroke="#2a1f16" stroke-width="3" fill="none" stroke-linecap="round"/>`)
  parts.push(`<ellipse cx="168" cy="-50" rx="22" ry="9" fill="${coat}" transform="rotate(-30 168 -50)"/>`)
  if (kind === "buck") {
    // Main beam sweeping up and forward, with tines rising from it.
    const perSide = Math.max(2, Math.round(points / 2))
    const beam = "M176 -40 C150 -90 170 -128 228 -124"
    let tines = ""
    for (let index = 1; index < perSide; index++) {
      const t = index / perSide
      const bx = 160 + t * 64
      const by = -96 - t * 26
      tines += `M${r1(bx)} ${r1(by)} l${r1(4 + index * 2)} ${r1(-30 + index * 3)} `
    }
    parts.push(`<path d="${beam} M190 -42 C172 -84 186 -112 232 -112 ${tines}" stroke="#e6dcc6" stroke-width="7" fill="none" stroke-linecap="round"/>`)
  }
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${direction * 0.95} 0.95)">${parts.join("")}</g>`
}

function lanternOnGround(x: number, y: number): string {
  return `<g transform="translate(${r1(x)} ${r1(y)})"><rect x="-14" y="-44" width="28" height="40" rx="5" fill="#2e2e2e"/><rect x="-9" y="-38" width="18" height="28" rx="3" fill="#ffe08a"/><path d="M-10 -46 Q0 -62 10 -46" stroke="#2e2e2e" stroke-width="3" fill="none"/></g>`
}

/**
 * Dusk and night: darken the whole picture except where the lights fall,
 * then add a warm glow there. The mask keeps lit areas in their true colours.
 */
function lowLight(tint: { colour: string; opacity: number } | undefined, lights: Light[]): string {
  if (!tint) return ""
  const holes: string[] = []
  const glows: string[] = []
  lights.forEach((light, index) => {
    holes.push(`<circle cx="${r1(light.x)}" cy="${r1(light.y)}" r="${r1(light.radius)}" fill="url(#hole)"/>`)
    glows.push(`<circle cx="${r1(light.x)}" cy="${r1(light.y)}" r="${r1(light.radius * 0.7)}" fill="url(#glow)"/>`)
    if (light.to) {
      const dx = light.to.x - light.x
      const dy = light.to.y - light.y
      const length = Math.hypot(dx, dy)
      const nx = -dy / length
      const ny = dx / length
      const spread = length * 0.22
      const beam = `M${r1(light.x)} ${r1(light.y)} L${r1(light.to.x + nx * spread)} ${r1(light.to.y + ny * spread)} L${r1(light.to.x - nx * spread)} ${r1(light.to.y - ny * spread)} Z`
      const along = `gradientUnits="userSpaceOnUse" x1="${r1(light.x)}" y1="${r1(light.y)}" x2="${r1(light.to.x)}" y2="${r1(light.to.y)}"`
      // The beam lifts the darkness most near the lamp and fades along its length.
      holes.push(
        `<defs><linearGradient id="beamhole${index}" ${along}><stop offset="0" stop-color="#000000" stop-opacity="0.85"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></linearGradient></defs><path d="${beam}" fill="url(#beamhole${index})"/><ellipse cx="${r1(light.to.x)}" cy="${r1(light.to.y)}" rx="${r1(spread * 1.2)}" ry="${r1(spread * 0.5)}" fill="url(#hole)"/>`,
      )
      glows.push(
        `<defs><linearGradient id="beam${index}" ${along}><stop offset="0" stop-color="#fff4c8" stop-opacity="0.5"/><stop offset="1" stop-color="#fff4c8" stop-opacity="0.04"/></linearGradient></defs><path d="${beam}" fill="url(#beam${index})"/>`,
      )
    }
  })
  return (
    `<defs><radialGradient id="hole"><stop offset="0" stop-color="#000000"/><stop offset="0.55" stop-color="#000000" stop-opacity="0.85"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#ffe9a8" stop-opacity="0.45"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient>` +
    `<mask id="lit" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#ffffff"/>${holes.join("")}</mask></defs>` +
    `<rect width="${W}" height="${H}" fill="${tint.colour}" opacity="${tint.opacity}" mask="url(#lit)"/>` +
    glows.join("")
  )
}

// --- Small scenery pieces.

function suburb(random: Random, horizon: number, lit: boolean): string {
  const parts: string[] = []
  for (let x = -40; x < W; x += between(random, 170, 240)) {
    const width = between(random, 130, 170)
    const height = between(random, 60, 80)
    const base = horizon + 40
    const colour = pick(random, ["#c9c1b3", "#b7b9b4", "#d4c9b0", "#a9b2b8"])
    parts.push(`<rect x="${r1(x)}" y="${r1(base - height)}" width="${r1(width)}" height="${r1(height)}" fill="${colour}"/>`)
    parts.push(
      `<path d="M${r1(x - 10)} ${r1(base - height)} L${r1(x + width / 2)} ${r1(base - height - 40)} L${r1(x + width + 10)} ${r1(base - height)} Z" fill="${darken(colour, 0.35)}"/>`,
    )
    for (let w = 0; w < 2; w++)
      parts.push(`<rect x="${r1(x + 22 + w * (width - 64))}" y="${r1(base - height + 18)}" width="22" height="18" fill="${lit ? "#ffd98a" : "#7d8a94"}"/>`)
  }
  parts.push(fence(horizon + 44))
  return parts.join("")
}

function fence(y: number): string {
  let posts = ""
  for (let x = 10; x < W; x += 60) posts += `M${x} ${y} l0 -30 `
  return `<path d="${posts} M0 ${y - 22} L${W} ${y - 22} M0 ${y - 10} L${W} ${y - 10}" stroke="#6b5a44" stroke-width="4"/>`
}

function barn(x: number, base: number): string {
  return `<g><rect x="${r1(x - 55)}" y="${r1(base - 70)}" width="110" height="70" fill="#8a3324"/><path d="M${r1(x - 62)} ${r1(base - 70)} L${r1(x)} ${r1(base - 112)} L${r1(x + 62)} ${r1(base - 70)} Z" fill="#5a2a22"/><rect x="${r1(x - 16)}" y="${r1(base - 40)}" width="32" height="40" fill="#5a2a22"/><rect x="${r1(x + 70)}" y="${r1(base - 120)}" width="30" height="120" rx="14" fill="#9aa0a0"/></g>`
}

function creek(colour: string, dir: 1 | -1): string {
  const shape = "M0 742 C150 752 250 780 360 800 L0 800 Z"
  const ripples = "M30 770 l50 0 M120 785 l60 0"
  const mirror = dir === 1 ? "" : ` transform="translate(${W} 0) scale(-1 1)"`
  return `<g${mirror}><path d="${shape}" fill="${colour}"/><path d="${ripples}" stroke="${lighten(colour, 0.35)}" stroke-width="2.5"/></g>`
}

function river(random: Random, colour: string, y: number, width = 46): string {
  const wobble = between(random, -12, 12)
  return `<path d="M0 ${r1(y)} C${W * 0.3} ${r1(y - 10 + wobble)} ${W * 0.7} ${r1(y + 14)} ${W} ${r1(y + 4)} L${W} ${r1(y + width)} C${W * 0.7} ${r1(y + width + 10)} ${W * 0.3} ${r1(y + width - 6 + wobble)} 0 ${r1(y + width)} Z" fill="${colour}"/><path d="M${W * 0.2} ${r1(y + width * 0.4)} l60 0 M${W * 0.6} ${r1(y + width * 0.6)} l80 0" stroke="${lighten(colour, 0.3)}" stroke-width="2"/>`
}

function ditch(colour: string, horizon: number, dir: 1 | -1): string {
  const x0 = dir === 1 ? 560 : W - 560
  return `<path d="M${x0} ${horizon + 4} L${x0 + 14} ${horizon + 4} L${dir === 1 ? W : 0} ${H - 180} L${dir === 1 ? W : 0} ${H - 120} Z" fill="${colour}" opacity="0.85"/>`
}

function pools(random: Random, colour: string, top: number, count: number): string {
  let shapes = ""
  for (let index = 0; index < count; index++) {
    const cx = random() * W
    const cy = top + random() * (H - top - 60)
    shapes += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(between(random, 90, 200))}" ry="${r1(between(random, 12, 26))}"/>`
  }
  return `<g fill="${colour}" opacity="0.8">${shapes}</g>`
}

function logs(random: Random, y: number): string {
  let shapes = ""
  for (let index = 0; index < 3; index++) {
    const x = random() * W
    const length = between(random, 120, 220)
    const angle = between(random, -12, 12)
    shapes += `<g transform="rotate(${r1(angle)} ${r1(x)} ${r1(y + index * 30)})"><rect x="${r1(x)}" y="${r1(y + index * 30)}" width="${r1(length)}" height="18" rx="9" fill="#5a4431"/><circle cx="${r1(x + length - 9)}" cy="${r1(y + index * 30 + 9)}" r="7" fill="#a88a62"/></g>`
  }
  return shapes
}

/** A low tangle of vine arching over the dog, so it is seen working "beneath" it. */
function vineArch(x: number, ground: number): string {
  const strands = `M${r1(x - 170)} ${r1(ground)} C${r1(x - 120)} ${r1(ground - 190)} ${r1(x + 60)} ${r1(ground - 200)} ${r1(x + 170)} ${r1(ground - 10)} M${r1(x - 120)} ${r1(ground - 120)} q90 -70 230 -20 q-30 40 -10 70 M${r1(x - 60)} ${r1(ground - 160)} q40 60 10 110`
  let leaves = ""
  for (let index = 0; index < 12; index++)
    leaves += `<ellipse cx="${r1(x - 140 + index * 26)}" cy="${r1(ground - 120 - Math.sin(index / 1.9) * 50)}" rx="11" ry="7" transform="rotate(${index * 29} ${r1(x - 140 + index * 26)} ${r1(ground - 120 - Math.sin(index / 1.9) * 50)})"/>`
  return `<path d="${strands}" stroke="#4a3a2a" stroke-width="5" fill="none" stroke-linecap="round"/><g fill="#7d6e3a">${leaves}</g>`
}

/** Wild grapevines: looping woody strands hung between the trees, with a few leaves. */
function vines(random: Random, horizon: number): string {
  let strands = ""
  let leaves = ""
  for (let index = 0; index < 7; index++) {
    const x = between(random, -100, W)
    const y = horizon + between(random, -60, 160)
    const span = between(random, 160, 300)
    strands += `M${r1(x)} ${r1(y)} q${r1(span / 2)} ${r1(between(random, 60, 140))} ${r1(span)} 0 q-20 30 -10 50 `
    for (let leaf = 0; leaf < 4; leaf++) leaves += `<circle cx="${r1(x + span * between(random, 0.1, 0.9))}" cy="${r1(y + between(random, 20, 70))}" r="7"/>`
  }
  return `<path d="${strands}" stroke="#4a3a2a" stroke-width="4" fill="none" stroke-linecap="round"/><g fill="#7a6a38">${leaves}</g>`
}

function grassTufts(random: Random, colour: string, bottom: number): string {
  let d = ""
  for (let index = 0; index < 26; index++) {
    const x = random() * W
    const y = bottom - between(random, 0, 30)
    const h = between(random, 18, 34)
    d += `M${r1(x)} ${r1(y)} l-6 ${r1(-h)} M${r1(x + 4)} ${r1(y)} l2 ${r1(-h * 1.1)} M${r1(x + 8)} ${r1(y)} l8 ${r1(-h * 0.9)} `
  }
  return `<path d="${d}" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>`
}

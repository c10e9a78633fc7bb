/**
 * Flat, friendly people: the head-and-shoulders bust used in tracker
 * portraits, and small full-length figures (walking with a leash, or
 * kneeling) used in recovery scenes.
 *
 * Deliberately stylised (generated illustrations, clearly not
 * photographs of real people). Every choice comes from a seeded generator so
 * a tracker always gets the same face.
 */
import { type Random, between, darken, lighten, pick, r1 } from "./svg"

/** How the bio refers to the tracker, so the drawing does not contradict it (no beard on "she"). */
export type Pronoun = "she" | "he" | "unknown"

export interface PersonLook {
  skin: string
  hair: string
  hairStyle: "short" | "long" | "ponytail"
  beard: "none" | "stubble" | "short" | "full"
  glasses: boolean
  hat: "beanie" | "cap"
  hatColour: string
  pompom: boolean
  jacket: string
  /** Camo blotches over the jacket. */
  camo: boolean
  /** A blaze-orange vest over the jacket. */
  vest: boolean
  shirt: string
  trousers: string
}

const SKINS = ["#f3d3b8", "#ebbf9b", "#d9a47a", "#c08458", "#9a6442", "#704630"]
const HAIRS = ["#2b211b", "#4a3222", "#6e4b2e", "#8e6239", "#b48a55", "#1e1a18"]
const GREYS = ["#9b968e", "#b9b4ab", "#7e7a74"]
const BLAZE = "#e8590c"
const BLAZE_BRIGHT = "#f0701f"
const CAMO_BASE = "#6f6a4c"
const SHIRTS = ["#8e2f2a", "#34506b", "#5b5e3a", "#3f3a36", "#7d6a4d"]
const TROUSERS = ["#5a4c38", "#4a4f3a", "#3d3f44", "#66553c"]

/** Picks one person's look. Older hands go grey more often; apprentices never do. */
export function personLook(random: Random, options: { pronoun: Pronoun; years?: number; apprentice?: boolean; rainGear?: boolean }): PersonLook {
  const older = !options.apprentice && (options.years ?? 10) >= 18
  const grey = older && random() < 0.6
  const hair = grey ? pick(random, GREYS) : pick(random, HAIRS)
  const outfit = pick(random, ["blaze", "camo-vest", "camo", "canvas-vest", "olive-vest"] as const)
  const jacket = options.rainGear
    ? pick(random, ["#2f4f4a", "#3a4656"])
    : outfit === "blaze"
      ? pick(random, [BLAZE, BLAZE_BRIGHT])
      : outfit.startsWith("camo")
        ? CAMO_BASE
        : outfit === "canvas-vest"
          ? "#7a5836"
          : "#56663c"
  const vest = !options.rainGear && outfit.endsWith("vest")
  // Somebody in every picture wears blaze orange, as Michigan hunters do.
  const hatColour = outfit === "blaze" ? pick(random, [CAMO_BASE, "#4d5a35", BLAZE]) : pick(random, [BLAZE, BLAZE_BRIGHT])
  const beardChance = options.pronoun === "he" && !options.apprentice ? 0.65 : 0
  const beard = random() < beardChance ? pick(random, ["stubble", "short", "full", "full"] as const) : "none"
  const hairStyle = options.pronoun === "she" ? pick(random, ["long", "ponytail"] as const) : "short"
  return {
    skin: pick(random, SKINS),
    hair,
    hairStyle,
    beard,
    glasses: random() < 0.3,
    hat: random() < 0.55 ? "beanie" : "cap",
    hatColour,
    pompom: random() < 0.4,
    jacket,
    camo: !options.rainGear && outfit.startsWith("camo"),
    vest,
    shirt: pick(random, SHIRTS),
    trousers: pick(random, TROUSERS),
  }
}

/** Camo blotches in a clip path, seeded so the pattern is stable. */
function camoBlotches(random: Random, clipId: string, x0: number, y0: number, width: number, height: number, scale: number): string {
  const colours = ["#4c4f36", "#8c7f5a", "#3b3829", "#5e6a40"]
  let blobs = ""
  const count = Math.round((width * height) / (1700 * scale * scale))
  for (let index = 0; index < count; index++) {
    const cx = x0 + random() * width
    const cy = y0 + random() * height
    const rx = between(random, 10, 26) * scale
    const ry = between(random, 5, 13) * scale
    blobs += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" transform="rotate(${r1(between(random, -50, 50))} ${r1(cx)} ${r1(cy)})" fill="${colours[index % colours.length]}"/>`
  }
  return `<g clip-path="url(#${clipId})">${blobs}</g>`
}

// ---------------------------------------------------------------------------
// The portrait bust: head centre at (0, 0), roughly 470 units wide.

export function bust(look: PersonLook, random: Random, idPrefix: string): string {
  const skinShade = darken(look.skin, 0.12)
  const parts: string[] = []
  const jacketPath = "M-238 540 L-238 265 C-238 190 -178 152 -98 142 L98 142 C178 152 238 190 238 265 L238 540 Z"

  // Long hair falls behind the shoulders, so it goes first.
  if (look.hairStyle === "long") {
    parts.push(`<path d="M-92 -40 C-120 60 -118 150 -96 200 L96 200 C118 150 120 60 92 -40 Z" fill="${look.hair}"/>`)
  }
  parts.push(`<defs><clipPath id="${idPrefix}-jacket"><path d="${jacketPath}"/></clipPath></defs>`)
  parts.push(`<path d="${jacketPath}" fill="${look.jacket}"/>`)
  if (look.camo) parts.push(camoBlotches(random, `${idPrefix}-jacket`, -240, 140, 480, 400, 1.6))
  if (look.vest) {
    parts.push(`<path d="M-160 540 L-160 236 C-156 180 -120 152 -72 146 L72 146 C120 152 156 180 160 236 L160 540 Z" fill="${BLAZE}"/>`)
    parts.push(`<path d="M-160 330 L160 330" stroke="${darken(BLAZE, 0.12)}" stroke-width="4" opacity="0.6"/>`)
  }
  // Sleeve seams read as arms without drawing arms.
  parts.push(
    `<path d="M-172 205 Q-186 360 -182 540 M172 205 Q186 360 182 540" stroke="${darken(look.jacket, 0.22)}" stroke-width="5" fill="none" opacity="0.55"/>`,
  )
  // Neck, then the shirt in the collar's V, then the collar flaps.
  parts.push(`<rect x="-36" y="40" width="72" height="120" rx="24" fill="${skinShade}"/>`)
  parts.push(`<path d="M-58 140 L0 212 L58 140 Z" fill="${look.shirt}"/>`)
  const collar = darken(look.vest ? BLAZE : look.jacket, 0.14)
  parts.push(`<path d="M-104 140 L-46 128 L0 214 L-62 196 Z M104 140 L46 128 L0 214 L62 196 Z" fill="${collar}"/>`)
  parts.push(`<path d="M0 214 L0 540" stroke="${darken(look.vest ? BLAZE : look.jacket, 0.25)}" stroke-width="5"/>`)
  // A small round shoulder patch with a paw: the brand's mark, worn like a club badge.
  parts.push(
    `<g transform="translate(96 262)"><circle r="25" fill="#2f5d3a"/><circle r="21" fill="none" stroke="#f3efe6" stroke-width="2"/>${paw("#f3efe6", 0.62)}</g>`,
  )

  // Ears, face.
  parts.push(`<ellipse cx="-86" cy="8" rx="15" ry="24" fill="${skinShade}"/><ellipse cx="86" cy="8" rx="15" ry="24" fill="${skinShade}"/>`)
  parts.push(`<ellipse cx="0" cy="0" rx="88" ry="106" fill="${look.skin}"/>`)
  // Hair showing under the hat at the temples, or framing the face.
  if (look.hairStyle === "short") {
    parts.push(`<path d="M-88 -60 L-70 -60 L-72 -4 L-86 4 Z M88 -60 L70 -60 L72 -4 L86 4 Z" fill="${look.hair}"/>`)
  } else {
    parts.push(
      `<path d="M-92 -56 C-84 -20 -80 20 -96 110 L-72 104 C-70 40 -66 -10 -50 -52 Z M92 -56 C84 -20 80 20 96 110 L72 104 C70 40 66 -10 50 -52 Z" fill="${look.hair}"/>`,
    )
  }
  if (look.hairStyle === "ponytail") {
    parts.push(`<path d="M70 -30 C128 -10 130 110 110 170 C98 120 92 40 62 0 Z" fill="${look.hair}"/>`)
  }
  // Beard under the mouth, drawn before the features so the mouth sits on top.
  if (look.beard === "stubble") {
    parts.push(`<path d="M-80 14 C-76 92 -38 116 0 116 C38 116 76 92 80 14 C60 60 30 52 0 52 C-30 52 -60 60 -80 14 Z" fill="${look.hair}" opacity="0.3"/>`)
  } else if (look.beard !== "none") {
    const depth = look.beard === "full" ? 140 : 122
    parts.push(
      `<path d="M-86 0 C-86 ${depth - 40} -44 ${depth} 0 ${depth} C44 ${depth} 86 ${depth - 40} 86 0 C74 30 62 46 36 44 C20 40 -20 40 -36 44 C-62 46 -74 30 -86 0 Z" fill="${look.hair}"/>`,
    )
    parts.push(`<path d="M-34 50 C-20 40 20 40 34 50 C20 56 -20 56 -34 50 Z" fill="${darken(look.hair, 0.1)}"/>`)
  }
  // Eyes, brows, nose, a calm smile.
  parts.push(`<ellipse cx="-32" cy="-6" rx="8" ry="9.5" fill="#2a211c"/><ellipse cx="32" cy="-6" rx="8" ry="9.5" fill="#2a211c"/>`)
  parts.push(`<circle cx="-29" cy="-9" r="2.6" fill="#ffffff"/><circle cx="35" cy="-9" r="2.6" fill="#ffffff"/>`)
  const brow = look.hair
  parts.push(`<path d="M-50 -32 Q-33 -42 -16 -34 M16 -34 Q33 -42 50 -32" stroke="${brow}" stroke-width="6.5" fill="none" stroke-linecap="round"/>`)
  parts.push(`<path d="M-2 4 Q-12 30 2 34" stroke="${darken(look.skin, 0.22)}" stroke-width="4.5" fill="none" stroke-linecap="round"/>`)
  const lips = look.beard === "full" || look.beard === "short" ? lighten(darken(look.skin, 0.35), 0.1) : darken(look.skin, 0.38)
  parts.push(`<path d="M-24 60 Q0 76 24 60" stroke="${lips}" stroke-width="5" fill="none" stroke-linecap="round"/>`)
  parts.push(`<ellipse cx="-52" cy="30" rx="15" ry="9" fill="#e0806a" opacity="0.16"/><ellipse cx="52" cy="30" rx="15" ry="9" fill="#e0806a" opacity="0.16"/>`)
  if (look.glasses) {
    parts.push(
      `<g stroke="#2f2a26" stroke-width="4" fill="#ffffff" fill-opacity="0.12"><circle cx="-32" cy="-6" r="22"/><circle cx="32" cy="-6" r="22"/><path d="M-10 -8 Q0 -14 10 -8" fill="none"/></g>`,
    )
  }
  parts.push(hatSvg(look))
  return parts.join("")
}

function hatSvg(look: PersonLook): string {
  const shade = darken(look.hatColour, 0.16)
  if (look.hat === "beanie") {
    let ribs = ""
    for (let x = -92; x <= 92; x += 13) ribs += `M${x} -80 L${x} -44 `
    return (
      (look.pompom ? `<circle cx="0" cy="-172" r="24" fill="${lighten(look.hatColour, 0.12)}"/>` : "") +
      `<path d="M-96 -54 C-104 -176 104 -176 96 -54 Z" fill="${look.hatColour}"/>` +
      `<rect x="-102" y="-84" width="204" height="44" rx="20" fill="${shade}"/>` +
      `<path d="${ribs}" stroke="${darken(look.hatColour, 0.3)}" stroke-width="3" opacity="0.35"/>`
    )
  }
  // Ball cap, seen from the front: crown, a centre seam, a curved brim.
  return (
    `<path d="M-94 -50 C-100 -162 100 -162 94 -50 Z" fill="${look.hatColour}"/>` +
    `<path d="M0 -154 L0 -56" stroke="${shade}" stroke-width="3"/>` +
    `<circle cx="0" cy="-153" r="7" fill="${shade}"/>` +
    `<rect x="-30" y="-114" width="60" height="34" rx="6" fill="${lighten(look.hatColour, 0.2)}" opacity="0.85"/>` +
    `<path d="M-104 -66 C-60 -44 60 -44 104 -66 L112 -52 C64 -34 -64 -34 -112 -52 Z" fill="${shade}"/>`
  )
}

/** A four-toe paw print centred on 0,0 (about 40 units across at scale 1). */
export function paw(fill: string, scale: number): string {
  const s = scale
  return `<g fill="${fill}"><ellipse cx="0" cy="${r1(7 * s)}" rx="${r1(11 * s)}" ry="${r1(9.5 * s)}"/><ellipse cx="${r1(-13 * s)}" cy="${r1(-5 * s)}" rx="${r1(4.6 * s)}" ry="${r1(6 * s)}"/><ellipse cx="${r1(-5 * s)}" cy="${r1(-14 * s)}" rx="${r1(4.6 * s)}" ry="${r1(6.4 * s)}"/><ellipse cx="${r1(5 * s)}" cy="${r1(-14 * s)}" rx="${r1(4.6 * s)}" ry="${r1(6.4 * s)}"/><ellipse cx="${r1(13 * s)}" cy="${r1(-5 * s)}" rx="${r1(4.6 * s)}" ry="${r1(6 * s)}"/></g>`
}

// ---------------------------------------------------------------------------
// Full-length figures for scenes: feet on y = 0, facing right, about 310 units tall.

export type FigurePose = "walk" | "stand" | "kneel"

export interface FigureOptions {
  pose: FigurePose
  /** Which hand-held light, if any. */
  light?: "headlamp" | "flashlight" | "lantern"
  /** Where the leading hand reaches, relative to the shoulder (for the leash). */
  reach?: { x: number; y: number }
}

export interface DrawnFigure {
  svg: string
  /** The leading hand, in the caller's coordinates. */
  hand: { x: number; y: number }
  /** The light source, in the caller's coordinates, when there is one. */
  lamp?: { x: number; y: number }
}

export function drawFigure(
  look: PersonLook,
  random: Random,
  id: string,
  x: number,
  y: number,
  scale: number,
  facing: "left" | "right",
  options: FigureOptions,
): DrawnFigure {
  const parts: string[] = []
  const kneel = options.pose === "kneel"
  const hipY = kneel ? -98 : -146
  const shoulder = { x: 4, y: hipY - 112 }
  const headC = { x: 8, y: hipY - 150 }
  const boot = "#3a2e24"
  const far = darken(look.trousers, 0.2)

  // Legs.
  if (kneel) {
    parts.push(`<path d="M0 ${hipY} L-8 -12 L-78 -12" stroke="${far}" stroke-width="30" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`)
    parts.push(`<rect x="-104" y="-22" width="34" height="20" rx="8" fill="${boot}"/>`)
    parts.push(
      `<path d="M4 ${hipY} L60 ${hipY + 4} L60 -16" stroke="${look.trousers}" stroke-width="32" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
    )
    parts.push(`<rect x="44" y="-20" width="44" height="20" rx="8" fill="${boot}"/>`)
  } else {
    const stride = options.pose === "walk" ? 17 : 3
    parts.push(
      `<g transform="rotate(${stride} 0 ${hipY})"><rect x="-15" y="${hipY}" width="30" height="${-hipY - 8}" rx="14" fill="${far}"/><rect x="-14" y="-22" width="42" height="22" rx="9" fill="${boot}"/></g>`,
    )
    parts.push(
      `<g transform="rotate(${-stride} 0 ${hipY})"><rect x="-15" y="${hipY}" width="31" height="${-hipY - 8}" rx="14" fill="${look.trousers}"/><rect x="-14" y="-22" width="42" height="22" rx="9" fill="${boot}"/></g>`,
    )
  }
  // Far arm, behind the body.
  const lantern = options.light === "lantern"
  const farHand = lantern ? { x: shoulder.x - 22, y: shoulder.y + 96 } : { x: shoulder.x - 26, y: shoulder.y + 92 }
  parts.push(
    `<path d="M${shoulder.x} ${shoulder.y + 8} L${farHand.x} ${farHand.y}" stroke="${darken(look.jacket, 0.2)}" stroke-width="24" stroke-linecap="round"/>`,
  )
  let lamp: { x: number; y: number } | undefined
  if (lantern) {
    parts.push(
      `<g transform="translate(${farHand.x} ${farHand.y + 8})"><path d="M-6 0 L6 0" stroke="#2b2b2b" stroke-width="3"/><rect x="-11" y="2" width="22" height="28" rx="4" fill="#3a3a3a"/><rect x="-7" y="6" width="14" height="20" rx="3" fill="#ffd978"/></g>`,
    )
    lamp = { x: farHand.x, y: farHand.y + 24 }
  }
  // Body: jacket, camo, vest.
  const torso = `M-28 ${hipY + 8} L-28 ${shoulder.y + 18} Q-28 ${shoulder.y - 10} 0 ${shoulder.y - 10} Q30 ${shoulder.y - 10} 30 ${shoulder.y + 18} L30 ${hipY + 8} Q0 ${hipY + 18} -28 ${hipY + 8} Z`
  parts.push(`<defs><clipPath id="${id}-torso"><path d="${torso}"/></clipPath></defs><path d="${torso}" fill="${look.jacket}"/>`)
  if (look.camo) parts.push(camoBlotches(random, `${id}-torso`, -30, shoulder.y - 12, 62, hipY - shoulder.y + 30, 0.6))
  if (look.vest) parts.push(`<path d="M-22 ${hipY + 6} L-22 ${shoulder.y + 10} Q0 ${shoulder.y} 26 ${shoulder.y + 10} L26 ${hipY + 6} Z" fill="${BLAZE}"/>`)
  // Head: neck, hair behind, face, ear, eye, nose, hat.
  parts.push(`<rect x="0" y="${headC.y + 14}" width="16" height="24" rx="6" fill="${darken(look.skin, 0.12)}"/>`)
  if (look.hairStyle !== "short")
    parts.push(
      `<path d="M${headC.x - 26} ${headC.y - 8} Q${headC.x - 34} ${headC.y + 30} ${headC.x - 18} ${headC.y + 44} L${headC.x - 4} ${headC.y + 20} Z" fill="${look.hair}"/>`,
    )
  parts.push(`<circle cx="${headC.x}" cy="${headC.y}" r="25" fill="${look.skin}"/>`)
  parts.push(`<path d="M${headC.x + 23} ${headC.y - 2} l7 9 l-7 3 Z" fill="${look.skin}"/>`)
  // Side-view beard: along the jaw from the ear to the chin, leaving the mouth clear.
  if (look.beard !== "none" && look.beard !== "stubble")
    parts.push(
      `<path d="M${headC.x - 8} ${headC.y + 2} Q${headC.x - 6} ${headC.y + 26} ${headC.x + 12} ${headC.y + 28} Q${headC.x + 24} ${headC.y + 26} ${headC.x + 25} ${headC.y + 14} L${headC.x + 14} ${headC.y + 15} Q${headC.x + 2} ${headC.y + 14} ${headC.x - 8} ${headC.y + 2} Z" fill="${look.hair}"/>`,
    )
  parts.push(`<circle cx="${headC.x - 4}" cy="${headC.y + 2}" r="6" fill="${darken(look.skin, 0.14)}"/>`)
  parts.push(`<circle cx="${headC.x + 12}" cy="${headC.y - 4}" r="3" fill="#2a211c"/>`)
  // Hat: a knit cap or ball cap with a brim forward.
  parts.push(
    `<path d="M${headC.x - 27} ${headC.y - 6} Q${headC.x - 26} ${headC.y - 36} ${headC.x} ${headC.y - 36} Q${headC.x + 26} ${headC.y - 36} ${headC.x + 27} ${headC.y - 8} Z" fill="${look.hatColour}"/>`,
  )
  if (look.hat === "cap")
    parts.push(
      `<path d="M${headC.x + 10} ${headC.y - 10} L${headC.x + 44} ${headC.y - 6} Q${headC.x + 46} ${headC.y - 1} ${headC.x + 40} ${headC.y} L${headC.x + 10} ${headC.y - 2} Z" fill="${darken(look.hatColour, 0.16)}"/>`,
    )
  else parts.push(`<rect x="${headC.x - 28}" y="${headC.y - 14}" width="56" height="11" rx="5" fill="${darken(look.hatColour, 0.16)}"/>`)
  if (options.light === "headlamp") {
    parts.push(
      `<rect x="${headC.x + 18}" y="${headC.y - 18}" width="12" height="10" rx="3" fill="#2b2b2b"/><circle cx="${headC.x + 28}" cy="${headC.y - 13}" r="4" fill="#fff6c8"/>`,
    )
    lamp = { x: headC.x + 30, y: headC.y - 13 }
  }
  // Leading arm: reaches forward and down to hold the leash (or rests on the knee).
  const reach = options.reach ?? (kneel ? { x: 52, y: 100 } : { x: 50, y: 76 })
  const hand = { x: shoulder.x + reach.x, y: shoulder.y + reach.y }
  const elbow = { x: shoulder.x + reach.x * 0.35, y: shoulder.y + reach.y * 0.62 }
  parts.push(
    `<path d="M${shoulder.x} ${shoulder.y + 8} L${r1(elbow.x)} ${r1(elbow.y)} L${r1(hand.x)} ${r1(hand.y)}" stroke="${look.jacket}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  )
  parts.push(`<circle cx="${r1(hand.x)}" cy="${r1(hand.y)}" r="9" fill="#4a3b2e"/>`)
  if (options.light === "flashlight") {
    parts.push(`<rect x="${r1(hand.x - 2)}" y="${r1(hand.y - 5)}" width="22" height="9" rx="3" fill="#2b2b2b"/>`)
    lamp = { x: hand.x + 20, y: hand.y }
  }

  const flip = facing === "left" ? -1 : 1
  const world = (p: { x: number; y: number }) => ({ x: x + p.x * flip * scale, y: y + p.y * scale })
  return {
    svg: `<g transform="translate(${r1(x)} ${r1(y)}) scale(${Math.round(flip * scale * 100) / 100} ${Math.round(scale * 100) / 100})">${parts.join("")}</g>`,
    hand: world(hand),
    lamp: lamp ? world(lamp) : undefined,
  }
}

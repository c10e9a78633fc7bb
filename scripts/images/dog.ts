/**
 * A flat, side-on tracking dog whose build and coat follow the breed named in
 * the tracker's data ("Pepper — wirehaired dachshund"), so a reader who sees
 * the portrait and reads the profile finds the same dog.
 *
 * Drawn facing right in its own units (about 1 unit = 1 px at scale 1), the
 * feet on y = 0 and the body centred on x = 0; callers place it with a
 * transform. Shapes of one colour overlap freely: in flat style their union
 * reads as one silhouette, which keeps the geometry simple.
 */
import { type Random, darken, lighten, pick, r1 } from "./svg"

export type DogPose = "stand" | "track" | "sit" | "lie"

export interface DogLook {
  /** The breed as recognised, for logs. */
  breed: string
  coat: string
  /** Ears, and the darker parts of the coat. */
  ear: string
  /** Muzzle colour (black-mouth curs, hounds' dark masks). */
  muzzle: string
  /** Chest / leg-tip colour, or undefined for a solid coat. */
  chest?: string
  /** Beagle's black saddle. */
  saddle?: string
  /** Wirehaired coats get a beard and brows. */
  wire: boolean
  ears: "long" | "drop"
  tail: "up" | "low" | "otter"
  /** Body length, body depth, leg length and head radius in units. */
  length: number
  depth: number
  legs: number
  head: number
  snout: number
}

// Wild-boar greys, dark enough to read against leaf litter and stubble.
const WIRE_GREYS = ["#675b4e", "#5f5850", "#6e6154"]
const DACHSHUND_REDS = ["#9a5a2e", "#8a4f28"]
const LAB_COATS: Record<string, string> = { black: "#232020", yellow: "#d8ac66", chocolate: "#5a3a26" }

/**
 * Breed by keyword, then colour by keyword where the text names one
 * ("black Labrador"), else a seeded choice among the breed's usual colours.
 */
export function dogLook(description: string, random: Random): DogLook {
  const text = description.toLowerCase()
  if (text.includes("dachshund")) {
    const wire = !text.includes("smooth")
    const coat = wire ? pick(random, WIRE_GREYS) : pick(random, DACHSHUND_REDS)
    return {
      breed: wire ? "wirehaired dachshund" : "dachshund",
      coat,
      ear: darken(coat, 0.3),
      muzzle: wire ? lighten(coat, 0.25) : darken(coat, 0.2),
      wire,
      ears: "long",
      tail: "low",
      length: 150,
      depth: 50,
      legs: 26,
      head: 27,
      snout: 26,
    }
  }
  if (text.includes("beagle")) {
    return {
      breed: "beagle",
      coat: "#b8743a",
      ear: "#8a5226",
      muzzle: "#f3efe6",
      chest: "#f3efe6",
      saddle: "#2a2522",
      wire: false,
      ears: "long",
      tail: "up",
      length: 122,
      depth: 56,
      legs: 52,
      head: 30,
      snout: 24,
    }
  }
  if (/\blab(rador)?\b/.test(text)) {
    const named = Object.keys(LAB_COATS).find((colour) => text.includes(colour))
    const coat = LAB_COATS[named ?? pick(random, Object.keys(LAB_COATS))] as string
    return {
      breed: "Labrador retriever",
      coat,
      ear: darken(coat, 0.15),
      muzzle: coat,
      wire: false,
      ears: "drop",
      tail: "otter",
      length: 172,
      depth: 76,
      legs: 80,
      head: 40,
      snout: 34,
    }
  }
  if (text.includes("lacy")) {
    return {
      breed: "Lacy dog",
      coat: "#7d8894",
      ear: "#66717d",
      muzzle: "#6b7682",
      chest: "#aab2ba",
      wire: false,
      ears: "drop",
      tail: "low",
      length: 158,
      depth: 64,
      legs: 80,
      head: 35,
      snout: 33,
    }
  }
  if (text.includes("bavarian") || text.includes("hanoverian") || text.includes("hound")) {
    const coat = text.includes("hanoverian") ? "#7e4424" : "#9b4f26"
    return {
      breed: text.includes("hanoverian") ? "Hanoverian scenthound" : "Bavarian mountain hound",
      coat,
      ear: darken(coat, 0.35),
      muzzle: darken(coat, 0.45),
      wire: false,
      ears: "long",
      tail: "low",
      length: 168,
      depth: 68,
      legs: 76,
      head: 37,
      snout: 36,
    }
  }
  if (text.includes("cur")) {
    const blackMouth = text.includes("black mouth")
    const coat = blackMouth ? pick(random, ["#c9964f", "#b9823f"]) : pick(random, ["#6a4a2e", "#4a3a2c", "#8a5a30"])
    return {
      breed: blackMouth ? "Black Mouth Cur" : "Mountain cur",
      coat,
      ear: darken(coat, 0.3),
      muzzle: blackMouth ? "#2a221c" : darken(coat, 0.3),
      chest: blackMouth ? undefined : lighten(coat, 0.35),
      wire: false,
      ears: "drop",
      tail: "low",
      length: 168,
      depth: 72,
      legs: 82,
      head: 38,
      snout: 34,
    }
  }
  // Unknown breed: a generic brown hound, so a new roster entry still draws.
  return {
    breed: "hound",
    coat: "#8b5a2b",
    ear: "#5e3b1c",
    muzzle: "#6e4622",
    wire: false,
    ears: "long",
    tail: "low",
    length: 160,
    depth: 66,
    legs: 72,
    head: 35,
    snout: 32,
  }
}

/** A gray, featureless version of a look, for the placeholder picture. */
export function silhouette(look: DogLook, colour: string): DogLook {
  return { ...look, coat: colour, ear: darken(colour, 0.1), muzzle: colour, chest: undefined, saddle: undefined, wire: false }
}

interface Point {
  x: number
  y: number
}

export interface DrawnDog {
  svg: string
  /** Where a leash clips on, in the caller's coordinates. */
  collar: Point
  /** The tip of the nose, in the caller's coordinates (for trails and light). */
  nose: Point
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ""): string =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(Math.min(w, h) / 2)}" fill="${fill}"${extra}/>`
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra}/>`

/** A leg as a rounded bar hanging from (x, top) to the ground, swung by `angle` degrees about its top. */
function leg(x: number, top: number, width: number, bottom: number, fill: string, angle: number, paw: string): string {
  const length = bottom - top
  return `<g transform="rotate(${r1(angle)} ${r1(x)} ${r1(top)})">${rect(x - width / 2, top, width, length + width * 0.2, fill)}${ellipse(x + width * 0.25, bottom - width * 0.12, width * 0.62, width * 0.3, paw)}</g>`
}

/** The head in its own frame: skull centre at 0,0, facing right. */
function headSvg(look: DogLook, eyesClosed = false): string {
  const s = look.head
  const snoutEnd = s * 0.45 + look.snout
  const parts: string[] = []
  const earPath =
    look.ears === "long"
      ? `M${r1(-s * 0.3)} ${r1(-s * 0.7)} C${r1(-s * 0.95)} ${r1(-s * 0.4)} ${r1(-s * 0.8)} ${r1(s * 1.05)} ${r1(-s * 0.3)} ${r1(s * 1.35)} C${r1(s * 0.05)} ${r1(s * 1.45)} ${r1(s * 0.22)} ${r1(s * 0.8)} ${r1(s * 0.08)} ${r1(-s * 0.5)} Z`
      : `M${r1(-s * 0.2)} ${r1(-s * 0.78)} C${r1(-s * 0.75)} ${r1(-s * 0.65)} ${r1(-s * 0.8)} ${r1(s * 0.1)} ${r1(-s * 0.45)} ${r1(s * 0.38)} C${r1(-s * 0.2)} ${r1(s * 0.4)} ${r1(s * 0.05)} ${r1(-s * 0.2)} ${r1(-s * 0.02)} ${r1(-s * 0.62)} Z`
  parts.push(ellipse(0, 0, s, s * 0.86, look.coat))
  // Muzzle: a rounded bar, slightly below the skull's centre line.
  parts.push(
    `<path d="M${r1(s * 0.2)} ${r1(-s * 0.35)} L${r1(snoutEnd - s * 0.2)} ${r1(-s * 0.22)} Q${r1(snoutEnd + s * 0.08)} ${r1(-s * 0.18)} ${r1(snoutEnd)} ${r1(s * 0.2)} L${r1(snoutEnd - s * 0.1)} ${r1(s * 0.5)} Q${r1(s * 0.6)} ${r1(s * 0.72)} ${r1(s * 0.1)} ${r1(s * 0.55)} Z" fill="${look.muzzle}"/>`,
  )
  if (look.saddle) {
    // Beagle: white blaze up the face.
    parts.push(
      `<path d="M${r1(s * 0.2)} ${r1(-s * 0.85)} Q${r1(s * 0.5)} ${r1(-s * 0.5)} ${r1(s * 0.6)} ${r1(-s * 0.3)} L${r1(s * 0.3)} ${r1(-s * 0.3)} Q${r1(s * 0.15)} ${r1(-s * 0.6)} ${r1(s * 0.2)} ${r1(-s * 0.85)} Z" fill="${look.muzzle}"/>`,
    )
  }
  if (look.wire) {
    // Wirehaired: beard under the muzzle and a bushy brow.
    parts.push(
      `<path d="M${r1(snoutEnd - s * 0.05)} ${r1(s * 0.25)} Q${r1(snoutEnd - s * 0.1)} ${r1(s * 0.85)} ${r1(snoutEnd - s * 0.55)} ${r1(s * 0.75)} Q${r1(s * 0.55)} ${r1(s * 0.65)} ${r1(s * 0.45)} ${r1(s * 0.4)} Z" fill="${lighten(look.coat, 0.3)}"/>`,
    )
    parts.push(ellipse(s * 0.42, -s * 0.42, s * 0.28, s * 0.12, lighten(look.coat, 0.3)))
  }
  parts.push(ellipse(snoutEnd - s * 0.06, -s * 0.08, s * 0.2, s * 0.17, "#1c1917"))
  const eye = look.coat === LAB_COATS["black"] ? "#4a3a2a" : "#1c1917"
  parts.push(
    eyesClosed
      ? `<path d="M${r1(s * 0.26)} ${r1(-s * 0.22)} q${r1(s * 0.12)} ${r1(s * 0.1)} ${r1(s * 0.24)} 0" stroke="#1c1917" stroke-width="${r1(s * 0.07)}" fill="none" stroke-linecap="round"/>`
      : ellipse(s * 0.38, -s * 0.24, s * 0.11, s * 0.12, eye) + ellipse(s * 0.41, -s * 0.28, s * 0.035, s * 0.035, "#ffffff", ' opacity="0.8"'),
  )
  parts.push(`<path d="${earPath}" fill="${look.ear}"/>`)
  return parts.join("")
}

/**
 * Draws the dog at (x, y) = its feet, scaled, facing right or left, in one
 * of four poses: standing alert, tracking nose-down, sitting, lying down.
 */
export function drawDog(look: DogLook, x: number, y: number, scale: number, facing: "left" | "right", pose: DogPose, slopeDegrees = 0): DrawnDog {
  const L = look.length
  const d = look.depth
  const s = look.head
  const w = Math.max(d * 0.27, 13)
  const far = darken(look.coat, 0.22)
  const parts: string[] = []
  let head: Point
  let headAngle = 0
  let neckBase: Point

  parts.push(ellipse(pose === "lie" || pose === "sit" ? 0 : 0, 2, L * 0.62, 7, "#000000", ' opacity="0.16"'))

  if (pose === "stand" || pose === "track") {
    const top = -(look.legs + d)
    const stride = pose === "track" ? 14 : 0
    const frontX = L / 2 - d * 0.38
    const backX = -L / 2 + d * 0.38
    const paw = look.chest ?? look.coat
    // Far legs first, in shade, so they read as behind the body.
    parts.push(leg(frontX + d * 0.22, top + d * 0.5, w * 0.9, 0, far, -stride, far))
    parts.push(leg(backX + d * 0.22, top + d * 0.5, w * 0.9, 0, far, stride, far))
    parts.push(tail(look, -L / 2, top))
    // Body: a rounded bar plus chest and haunch ellipses.
    parts.push(rect(-L / 2, top, L, d, look.coat))
    parts.push(ellipse(L / 2 - d * 0.28, top + d * 0.55, d * 0.48, d * 0.55, look.coat))
    parts.push(ellipse(-L / 2 + d * 0.4, top + d * 0.5, d * 0.48, d * 0.52, look.coat))
    if (look.saddle) parts.push(rect(-L / 2 + d * 0.2, top - 1, L * 0.66, d * 0.55, look.saddle))
    if (look.chest) parts.push(ellipse(L / 2 - d * 0.12, top + d * 0.72, d * 0.3, d * 0.36, look.chest))
    if (look.wire) parts.push(rect(-L / 2 + d * 0.3, top - 1, L * 0.7, d * 0.4, darken(look.coat, 0.18)))
    parts.push(leg(frontX, top + d * 0.55, w, 0, look.coat, stride * 0.6, paw))
    parts.push(ellipse(backX, top + d * 0.62, d * 0.36, d * 0.46, look.coat))
    parts.push(leg(backX - d * 0.05, top + d * 0.7, w, 0, look.coat, -stride * 0.6, paw))
    neckBase = { x: L / 2 - d * 0.3, y: top + d * 0.35 }
    if (pose === "stand") {
      head = { x: L / 2 + s * 0.35, y: top - s * 0.75 }
    } else {
      // Nose to the ground: head forward and low, tilted so the nose is near y = 0.
      headAngle = 38
      const reach = (s * 0.45 + look.snout) * Math.sin((headAngle * Math.PI) / 180)
      head = { x: L / 2 + s * 0.95, y: Math.max(top + d * 0.35, -reach - s * 0.35) }
    }
  } else if (pose === "sit") {
    const chestY = -(look.legs + d * 0.55)
    const chestX = L * 0.16
    const paw = look.chest ?? look.coat
    parts.push(leg(chestX + d * 0.2, chestY, w * 0.9, 0, far, 0, far))
    parts.push(
      `<path d="M${r1(-L * 0.28)} ${r1(-d * 0.1)} q${r1(-d * 0.9)} ${r1(d * 0.12)} ${r1(-d * 1.1)} ${r1(-d * 0.25)}" stroke="${look.coat}" stroke-width="${r1(d * 0.16)}" fill="none" stroke-linecap="round"/>`,
    )
    // Torso as a fat rounded stroke from haunch to chest.
    parts.push(
      `<path d="M${r1(-L * 0.16)} ${r1(-d * 0.6)} L${r1(chestX)} ${r1(chestY)}" stroke="${look.coat}" stroke-width="${r1(d * 1.02)}" stroke-linecap="round"/>`,
    )
    parts.push(ellipse(-L * 0.2, -d * 0.55, d * 0.62, d * 0.55, look.coat))
    if (look.saddle) parts.push(ellipse(-L * 0.24, -d * 0.85, d * 0.42, d * 0.26, look.saddle))
    if (look.chest) parts.push(ellipse(chestX + d * 0.25, chestY + d * 0.1, d * 0.28, d * 0.42, look.chest))
    parts.push(ellipse(-L * 0.2 + d * 0.5, -d * 0.08, d * 0.42, d * 0.12, look.coat))
    parts.push(leg(chestX + d * 0.05, chestY, w, 0, look.coat, 0, paw))
    neckBase = { x: chestX + d * 0.05, y: chestY - d * 0.25 }
    head = { x: chestX + s * 0.45, y: chestY - d * 0.35 - s * 1.05 }
  } else {
    // Lying: body on the ground, forelegs stretched forward, head up.
    parts.push(tail(look, -L / 2, -d))
    parts.push(rect(-L / 2, -d, L, d, look.coat))
    parts.push(ellipse(-L / 2 + d * 0.5, -d * 0.52, d * 0.55, d * 0.52, look.coat))
    if (look.saddle) parts.push(rect(-L / 2 + d * 0.2, -d - 1, L * 0.62, d * 0.5, look.saddle))
    if (look.wire) parts.push(rect(-L / 2 + d * 0.3, -d - 1, L * 0.65, d * 0.36, darken(look.coat, 0.18)))
    parts.push(rect(L / 2 - d * 0.5, -w * 1.05, d * 0.5 + s * 1.2, w, look.chest ?? look.coat))
    neckBase = { x: L / 2 - d * 0.3, y: -d * 0.75 }
    head = { x: L / 2 + s * 0.1, y: -d - s * 0.55 }
  }

  // Neck: a thick rounded stroke from the shoulders to the head.
  const neckWidth = s * 1.15
  parts.push(
    `<path d="M${r1(neckBase.x)} ${r1(neckBase.y)} L${r1(head.x - s * 0.2)} ${r1(head.y + s * 0.2)}" stroke="${look.coat}" stroke-width="${r1(neckWidth)}" stroke-linecap="round"/>`,
  )
  // Orange tracking collar across the neck, two thirds of the way up.
  const cx = neckBase.x + (head.x - s * 0.2 - neckBase.x) * 0.6
  const cy = neckBase.y + (head.y + s * 0.2 - neckBase.y) * 0.6
  const neckAngle = (Math.atan2(head.y + s * 0.2 - neckBase.y, head.x - s * 0.2 - neckBase.x) * 180) / Math.PI
  parts.push(
    `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(neckAngle + 90)})">${rect(-neckWidth * 0.58, -s * 0.13, neckWidth * 1.16, s * 0.26, "#e8590c")}</g>`,
  )
  parts.push(`<g transform="translate(${r1(head.x)} ${r1(head.y)}) rotate(${headAngle})">${headSvg(look)}</g>`)

  const flip = facing === "left" ? -1 : 1
  const transform = `translate(${r1(x)} ${r1(y)}) rotate(${r1(slopeDegrees)}) scale(${Math.round(flip * scale * 100) / 100} ${Math.round(scale * 100) / 100})`
  const toWorld = (p: Point): Point => {
    const a = (slopeDegrees * Math.PI) / 180
    const px = p.x * flip * scale
    const py = p.y * scale
    return { x: x + px * Math.cos(a) - py * Math.sin(a), y: y + px * Math.sin(a) + py * Math.cos(a) }
  }
  const noseLocal = (() => {
    const reach = s * 0.45 + look.snout
    const a = (headAngle * Math.PI) / 180
    return { x: head.x + reach * Math.cos(a), y: head.y + reach * Math.sin(a) }
  })()
  return { svg: `<g transform="${transform}">${parts.join("")}</g>`, collar: toWorld({ x: cx, y: cy }), nose: toWorld(noseLocal) }
}

function tail(look: DogLook, rumpX: number, top: number): string {
  const d = look.depth
  const width = look.tail === "otter" ? d * 0.24 : d * 0.15
  const path =
    look.tail === "up"
      ? `M${r1(rumpX + 6)} ${r1(top + d * 0.25)} Q${r1(rumpX - d * 0.55)} ${r1(top - d * 0.05)} ${r1(rumpX - d * 0.5)} ${r1(top - d * 0.85)}`
      : look.tail === "otter"
        ? `M${r1(rumpX + 6)} ${r1(top + d * 0.3)} Q${r1(rumpX - d * 0.6)} ${r1(top + d * 0.2)} ${r1(rumpX - d * 0.85)} ${r1(top + d * 0.55)}`
        : `M${r1(rumpX + 6)} ${r1(top + d * 0.25)} Q${r1(rumpX - d * 0.55)} ${r1(top + d * 0.05)} ${r1(rumpX - d * 0.75)} ${r1(top + d * 0.6)}`
  const tip = look.saddle
    ? `<path d="${path}" stroke="#f3efe6" stroke-width="${r1(width)}" fill="none" stroke-linecap="round" stroke-dasharray="0 ${r1(d * 1.05)} ${r1(d * 0.4)}"/>`
    : ""
  return `<path d="${path}" stroke="${look.saddle ?? look.coat}" stroke-width="${r1(width)}" fill="none" stroke-linecap="round"/>${tip}`
}

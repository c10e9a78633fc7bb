/**
 * Flat vector illustrations for tracker portraits, recovery-gallery scenes
 * and the no-photo placeholder. They are deliberately drawn, not
 * photographic (DECISIONS.md: clearly not photographs of real people), and
 * seeded from the file name so every run draws the same picture.
 */
import { FONT, pick, seededRandom } from "./svg"

type Random = () => number

type DogLook = { coat: string; patch: string; length: number; height: number; ears: "long" | "short" }

/** Rough size and colour by the breed named in the tracker's dog field. */
export function dogLook(description: string, random: Random): DogLook {
  const text = description.toLowerCase()
  if (text.includes("dachshund")) return { coat: pick(random, ["#7a6a55", "#8b5a2b", "#5e5548"]), patch: "#3b3128", length: 1.35, height: 0.62, ears: "long" }
  if (text.includes("beagle")) return { coat: "#f4f1ea", patch: "#8b5a2b", length: 1, height: 0.8, ears: "long" }
  if (text.includes("lab")) return { coat: pick(random, ["#1f1b18", "#c99a52", "#5b3a24"]), patch: "#00000000", length: 1.15, height: 1, ears: "short" }
  if (text.includes("lacy")) return { coat: "#6f7a86", patch: "#4f5863", length: 1.1, height: 0.95, ears: "short" }
  if (text.includes("bavarian") || text.includes("hanoverian")) return { coat: "#9c4a22", patch: "#3b2418", length: 1.15, height: 0.95, ears: "long" }
  if (text.includes("cur")) return { coat: pick(random, ["#b5793a", "#8c5b2e"]), patch: "#2a1d14", length: 1.1, height: 1, ears: "short" }
  return { coat: "#8b5a2b", patch: "#3b2418", length: 1.1, height: 0.9, ears: "long" }
}

/** A side-on dog facing right, its feet on the line `y`. */
export function dogSvg(look: DogLook, x: number, y: number, scale: number, facing: "left" | "right" = "right"): string {
  const bodyLength = 150 * look.length
  const legHeight = 70 * look.height
  const bodyHeight = 58
  const bodyTop = -legHeight - bodyHeight
  const ear = look.ears === "long"
    ? `<path d="M${bodyLength / 2 + 30} ${bodyTop - 38} q-22 10 -14 52 q14 4 20 -8 z" fill="${look.patch}"/>`
    : `<path d="M${bodyLength / 2 + 28} ${bodyTop - 44} l-14 -20 l20 6 z" fill="${look.patch}"/>`
  return `<g transform="translate(${x} ${y}) scale(${facing === "left" ? -scale : scale} ${scale})">
    <ellipse cx="0" cy="4" rx="${bodyLength / 2 + 30}" ry="10" fill="#000000" opacity="0.18"/>
    <rect x="${-bodyLength / 2 + 8}" y="${-legHeight - 6}" width="18" height="${legHeight + 6}" rx="8" fill="${look.coat}"/>
    <rect x="${-bodyLength / 2 + 34}" y="${-legHeight - 6}" width="18" height="${legHeight + 6}" rx="8" fill="${look.patch}" opacity="0.6"/>
    <rect x="${bodyLength / 2 - 44}" y="${-legHeight - 6}" width="18" height="${legHeight + 6}" rx="8" fill="${look.coat}"/>
    <rect x="${bodyLength / 2 - 20}" y="${-legHeight - 6}" width="18" height="${legHeight + 6}" rx="8" fill="${look.patch}" opacity="0.6"/>
    <path d="M${-bodyLength / 2} ${bodyTop + 14} q-34 -26 -44 -62" stroke="${look.coat}" stroke-width="12" stroke-linecap="round" fill="none"/>
    <rect x="${-bodyLength / 2}" y="${bodyTop}" width="${bodyLength}" height="${bodyHeight}" rx="${bodyHeight / 2}" fill="${look.coat}"/>
    <ellipse cx="${-bodyLength / 6}" cy="${bodyTop + 16}" rx="${bodyLength / 5}" ry="16" fill="${look.patch}" opacity="0.55"/>
    <path d="M${bodyLength / 2 - 16} ${bodyTop + 20} L${bodyLength / 2 + 14} ${bodyTop - 26} L${bodyLength / 2 + 40} ${bodyTop - 20} L${bodyLength / 2 + 20} ${bodyTop + 30} Z" fill="${look.coat}"/>
    <ellipse cx="${bodyLength / 2 + 40}" cy="${bodyTop - 30}" rx="32" ry="26" fill="${look.coat}"/>
    <ellipse cx="${bodyLength / 2 + 72}" cy="${bodyTop - 20}" rx="22" ry="14" fill="${look.coat}"/>
    <circle cx="${bodyLength / 2 + 92}" cy="${bodyTop - 24}" r="7" fill="#1b1f1c"/>
    <circle cx="${bodyLength / 2 + 50}" cy="${bodyTop - 38}" r="4.5" fill="#1b1f1c"/>
    ${ear}
    <rect x="${bodyLength / 2 - 4}" y="${bodyTop - 8}" width="12" height="36" rx="4" fill="#e8590c" transform="rotate(-28 ${bodyLength / 2} ${bodyTop})"/>
  </g>`
}

const SKIN = ["#f1c7a5", "#e0ac84", "#c68b62", "#8d5a3b", "#f5d5bd"]
const HAIR = ["#3b2a1e", "#6b4a2b", "#a67b4d", "#2b2b2b", "#8a8a86", "#c9a063"]
const JACKETS = ["#e8590c", "#d9480f", "#5b6b3a", "#6b5b3e", "#e8590c"]

/** Head and shoulders of a handler, centred on x, shoulders at y. */
function handlerSvg(random: Random, x: number, y: number, apprentice: boolean): string {
  const skin = pick(random, SKIN)
  const hair = pick(random, HAIR)
  const jacket = pick(random, JACKETS)
  const knitHat = random() > 0.4
  const beard = !apprentice && random() > 0.45
  const hat = knitHat
    ? `<path d="M${x - 88} ${y - 178} Q${x} ${y - 300} ${x + 88} ${y - 178} Z" fill="#e8590c"/><rect x="${x - 92}" y="${y - 190}" width="184" height="30" rx="12" fill="#c2410c"/><circle cx="${x}" cy="${y - 262}" r="16" fill="#f08c4a"/>`
    : `<path d="M${x - 86} ${y - 176} Q${x} ${y - 282} ${x + 86} ${y - 176} Z" fill="${pick(random, ["#5b6b3a", "#e8590c", "#3f4a2a"])}"/><path d="M${x + 40} ${y - 180} h96 a10 10 0 0 1 0 20 h-96 z" fill="#2f3a22"/>`
  const longHair = apprentice ? `<path d="M${x - 90} ${y - 170} q-20 110 10 150 l24 -10 q-10 -70 0 -140 z M${x + 90} ${y - 170} q20 110 -10 150 l-24 -10 q10 -70 0 -140 z" fill="${hair}"/>` : ""
  return `<g>
    <path d="M${x - 170} ${y + 300} C${x - 170} ${y + 60} ${x - 120} ${y} ${x} ${y - 4} C${x + 120} ${y} ${x + 170} ${y + 60} ${x + 170} ${y + 300} Z" fill="${jacket}"/>
    <path d="M${x - 40} ${y - 4} L${x} ${y + 70} L${x + 40} ${y - 4} Z" fill="#2f3a22"/>
    <line x1="${x}" y1="${y + 70}" x2="${x}" y2="${y + 300}" stroke="#00000033" stroke-width="6"/>
    <rect x="${x - 30}" y="${y - 60}" width="60" height="64" rx="20" fill="${skin}"/>
    ${longHair}
    <ellipse cx="${x}" cy="${y - 120}" rx="80" ry="92" fill="${skin}"/>
    ${beard ? `<path d="M${x - 72} ${y - 120} Q${x - 70} ${y - 22} ${x} ${y - 24} Q${x + 70} ${y - 22} ${x + 72} ${y - 120} Q${x + 40} ${y - 80} ${x} ${y - 84} Q${x - 40} ${y - 80} ${x - 72} ${y - 120} Z" fill="${hair}"/>` : ""}
    <circle cx="${x - 28}" cy="${y - 128}" r="7" fill="#1b1f1c"/>
    <circle cx="${x + 28}" cy="${y - 128}" r="7" fill="#1b1f1c"/>
    <path d="M${x - 22} ${y - 78} Q${x} ${y - 64} ${x + 22} ${y - 78}" stroke="#1b1f1c" stroke-width="5" fill="none" stroke-linecap="round"/>
    ${hat}
  </g>`
}

type Scene = { sky: [string, string]; ground: string; far: string; night: boolean; snow: boolean; rain: boolean; corn: boolean; swamp: boolean }

/** Picks the palette and props of a scene from words in its description. */
export function sceneFor(description: string, random: Random): Scene {
  const text = description.toLowerCase()
  const night = /night|dark|midnight|headlamp|lantern|flashlight|moon/.test(text)
  const dusk = /dusk|sunset|evening/.test(text)
  const dawn = /dawn|morning|sunrise/.test(text)
  const snow = /snow|frost|december|winter/.test(text)
  const rain = /rain|drizzle|wet|storm/.test(text)
  const sky: [string, string] = night ? ["#0b1630", "#1d2f55"] : dusk ? ["#3b2a55", "#e8894a"] : dawn ? ["#8fb3d9", "#f6cf9a"] : rain ? ["#7d8791", "#aab3ba"] : pick(random, [["#8fb8de", "#dcebf5"], ["#9fb7c9", "#e4e8e1"]] as const).slice() as [string, string]
  const ground = snow ? "#e9eef2" : /corn|beet|field|stubble|soybean/.test(text) ? (night ? "#3b3a26" : "#b59a5a") : night ? "#1e2b1f" : "#5f7f45"
  const far = night ? "#0f1d14" : snow ? "#55705c" : "#2f4a30"
  return { sky, ground, far, night, snow, rain, corn: /corn/.test(text), swamp: /swamp|cedar|marsh|cattail|creek|river|ditch/.test(text) }
}

function treeLine(random: Random, width: number, base: number, colour: string): string {
  let trees = ""
  for (let x = -20; x < width + 40; x += 26 + random() * 30) {
    const height = 90 + random() * 110
    trees += `<path d="M${x.toFixed(0)} ${base} l${(22 + random() * 14).toFixed(0)} ${(-height).toFixed(0)} l${(22 + random() * 14).toFixed(0)} ${height.toFixed(0)} z"/>`
  }
  return `<g fill="${colour}">${trees}<rect x="0" y="${base - 2}" width="${width}" height="40"/></g>`
}

function backdrop(scene: Scene, random: Random, width: number, height: number, horizon: number): string {
  const stars = scene.night
    ? Array.from({ length: 40 }, () => `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * horizon * 0.7).toFixed(0)}" r="${(1 + random() * 1.6).toFixed(1)}" fill="#ffffff" opacity="0.8"/>`).join("") +
      `<circle cx="${width * 0.8}" cy="${horizon * 0.25}" r="34" fill="#f3f0d7"/>`
    : ""
  const rain = scene.rain
    ? `<g stroke="#ffffff" stroke-opacity="0.45" stroke-width="2">${Array.from({ length: 90 }, () => { const x = random() * width; const y = random() * height; return `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${(x - 10).toFixed(0)}" y2="${(y + 26).toFixed(0)}"/>` }).join("")}</g>`
    : ""
  const snowfall = scene.snow
    ? `<g fill="#ffffff" opacity="0.85">${Array.from({ length: 70 }, () => `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${(2 + random() * 3).toFixed(1)}"/>`).join("")}</g>`
    : ""
  const corn = scene.corn
    ? `<g stroke="${scene.night ? "#5a5330" : "#d8bf78"}" stroke-width="5">${Array.from({ length: 60 }, (_, index) => { const x = index * (width / 60) + random() * 8; return `<line x1="${x.toFixed(0)}" y1="${horizon + 10}" x2="${(x + 4).toFixed(0)}" y2="${(horizon - 60 - random() * 40).toFixed(0)}"/>` }).join("")}</g>`
    : ""
  const cattails = scene.swamp
    ? `<g>${Array.from({ length: 24 }, () => { const x = random() * width; const y = horizon + 30 + random() * (height - horizon - 60); return `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${x.toFixed(0)}" y2="${(y - 70).toFixed(0)}" stroke="#3d5a2a" stroke-width="4"/><rect x="${(x - 5).toFixed(0)}" y="${(y - 96).toFixed(0)}" width="10" height="30" rx="5" fill="#5a3b22"/>` }).join("")}</g>`
    : ""
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>${stars}
    ${treeLine(random, width, horizon, scene.far)}
    <rect x="0" y="${horizon}" width="${width}" height="${height - horizon}" fill="${scene.ground}"/>${corn}${cattails}${snowfall}${rain}`
}

/** An 800x800 portrait: the handler with their first dog in front of a tree line. */
export function portraitSvg(slug: string, dog: string, apprentice: boolean): string {
  const random = seededRandom(slug)
  const scene = sceneFor(pick(random, ["autumn field", "morning field", "dusk field", "field"]), random)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    ${backdrop(scene, random, 800, 800, 520)}
    ${handlerSvg(random, 330, 560, apprentice)}
    ${dogSvg(dogLook(dog, random), 600, 780, 1.05)}
  </svg>`
}

/** A 1200x800 recovery scene matching the words of its alt text: a dog on a long line following a blood trail. */
export function gallerySvg(seed: string, description: string, dog: string): string {
  const random = seededRandom(seed)
  const scene = sceneFor(description, random)
  const horizon = 430
  const drops = Array.from({ length: 16 }, (_, index) => {
    const t = index / 15
    const x = 1120 - t * 700 + Math.sin(t * 6) * 40
    const y = 770 - t * 260
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(7 - t * 3).toFixed(1)}" ry="${(4 - t * 1.5).toFixed(1)}" fill="#b3261e"/>`
  }).join("")
  const look = dogLook(dog, random)
  const glow = scene.night ? `<ellipse cx="620" cy="650" rx="330" ry="140" fill="#fff4c2" opacity="0.22"/>` : ""
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    ${backdrop(scene, random, 1200, 800, horizon)}
    ${glow}
    ${drops}
    ${dogSvg(look, 560, 640, 0.9, "left")}
    <path d="M${560 - 40 * look.length} ${640 - 0.9 * (70 * look.height + 50)} C 700 520, 820 560, 900 470" stroke="#e8590c" stroke-width="5" fill="none"/>
    <g transform="translate(930 700)">
      <rect x="-34" y="-250" width="68" height="170" rx="30" fill="${scene.night ? "#2b2b2b" : "#e8590c"}"/>
      <rect x="-30" y="-96" width="24" height="96" rx="10" fill="#3a3a32"/>
      <rect x="6" y="-96" width="24" height="96" rx="10" fill="#3a3a32"/>
      <circle cx="0" cy="-282" r="34" fill="#e0ac84"/>
      <path d="M-36 -292 Q0 -344 36 -292 Z" fill="#e8590c"/>
      ${scene.night ? `<circle cx="22" cy="-298" r="8" fill="#fff4c2"/><path d="M26 -298 L-260 -120 L-180 -60 Z" fill="#fff4c2" opacity="0.25"/>` : ""}
      <path d="M-30 -220 Q-70 -200 -30 -140" stroke="#e8590c" stroke-width="16" fill="none" stroke-linecap="round"/>
    </g>
  </svg>`
}

/** The neutral picture shown for a tracker who has no photo yet. */
export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <rect width="800" height="800" fill="#e4e2dc"/>
    <circle cx="330" cy="330" r="100" fill="#b9b6ad"/>
    <path d="M150 700 C150 480 230 440 330 440 C430 440 510 480 510 700 Z" fill="#b9b6ad"/>
    ${dogSvg({ coat: "#b9b6ad", patch: "#a5a29a", length: 1.1, height: 0.9, ears: "long" }, 590, 700, 0.9)}
    <text x="400" y="770" style="font: 700 44px ${FONT}; fill: #5d5a52; text-anchor: middle;">Photo coming soon</text>
  </svg>`
}

/** Small helpers shared by the image generators: escaping, seeded randomness, rasterising. */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"

export const FONT = "DejaVu Sans, Verdana, Arial, sans-serif"

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
}

/** A deterministic pseudo-random generator (mulberry32) seeded from a string, so every run draws the same picture. */
export function seededRandom(seed: string): () => number {
  let state = 0
  for (const character of seed) state = (Math.imul(state ^ character.charCodeAt(0), 2654435761) + 0x9e3779b9) | 0
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]
}

type Format = "png" | "jpeg"

/** Rasterises an SVG string and writes it, creating folders as needed. */
export async function writeSvg(svg: string, file: string, format: Format = "png"): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const image = sharp(Buffer.from(svg), { density: 72 })
  const output = format === "png" ? image.png({ compressionLevel: 9, palette: true, quality: 90 }) : image.jpeg({ quality: 82, mozjpeg: true })
  await output.toFile(file)
  console.log(`wrote ${path.relative(process.cwd(), file)} (${Math.round(fs.statSync(file).size / 1024)} KiB)`)
}

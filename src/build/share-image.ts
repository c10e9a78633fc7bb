/**
 * The 1200x630 image social networks show when a page is shared, drawn at
 * build from data/site.json and the logo, so a new brand name or tagline
 * needs no designer. Written to public/ and served from the site's own origin.
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { ICON_SOURCE, SHARE_IMAGE } from "../shared/site"
import { palettes } from "../shared/palettes"

export interface ShareImageText {
  brandName: string
  tagline: string
  heroRating: number
  heroReviewCount: number
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char)

/** Greedy word wrap by character count: SVG text does not wrap by itself. */
function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = []
  let line = ""
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

/** The SVG drawn behind the logo; fonts are the system's sans-serif (DejaVu or Liberation on Debian). */
function shareImageSvg(text: ShareImageText): string {
  const { width, height } = SHARE_IMAGE
  const colors = palettes.light
  const left = 420
  const brandLines = wrapWords(text.brandName, 16)
  const taglineLines = wrapWords(text.tagline, 40).slice(0, 3)
  const brandTop = 150
  const brand = brandLines
    .map((line, index) => `<text x="${left}" y="${brandTop + index * 76}" font-size="68" font-weight="700" fill="${colors.onAccent}">${escapeXml(line)}</text>`)
    .join("")
  const taglineTop = brandTop + brandLines.length * 76 + 30
  const tagline = taglineLines
    .map((line, index) => `<text x="${left}" y="${taglineTop + index * 42}" font-size="32" fill="${colors.onAccentMuted}">${escapeXml(line)}</text>`)
    .join("")
  const rating = `★ ${text.heroRating.toFixed(1)} from ${text.heroReviewCount} reviews · Call a tracker directly`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${colors.forestDark}"/>
  <rect y="${height - 18}" width="${width}" height="18" fill="${colors.blaze}"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif">${brand}${tagline}
    <text x="${left}" y="${height - 70}" font-size="27" font-weight="700" fill="${colors.onAccent}">${escapeXml(rating)}</text>
  </g>
</svg>`
}

/** Draws the share image into `publicDir`; returns the file written. */
export async function writeShareImage(root: string, publicDir: string, text: ShareImageText): Promise<string> {
  const iconSize = 300
  const icon = await sharp(path.join(root, ICON_SOURCE)).resize(iconSize, iconSize).png().toBuffer()
  const out = path.join(publicDir, SHARE_IMAGE.path)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  await sharp(Buffer.from(shareImageSvg(text)))
    .composite([{ input: icon, left: 70, top: Math.round((SHARE_IMAGE.height - iconSize) / 2) - 9 }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(out)
  return out
}

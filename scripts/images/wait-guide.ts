/**
 * The wait-time infographic, drawn from the same `waitTimes` in
 * data/site.json that the page's text table uses, so the two cannot drift.
 */
import path from "node:path"
import { FONT, escapeXml, writeSvg } from "./svg"

export type WaitTime = { hit: string; label: string; wait: string; maxHours: number }

const WIDTH = 1200
const HEIGHT = 800
const ROW_COLOURS: Record<string, string> = {
  "heart-lung": "#2f6b3a",
  liver: "#8a5a00",
  gut: "#9a3412",
  shoulder: "#1d4ed8",
}

/** A clock face whose filled wedge shows the wait (capped at 12 hours for the dial). */
function clock(x: number, y: number, hours: number, colour: string): string {
  const radius = 44
  const fraction = Math.min(hours, 12) / 12
  if (hours === 0) {
    return `<g transform="translate(${x} ${y})"><circle r="${radius}" fill="#ffffff" stroke="${colour}" stroke-width="6"/>
      <path d="M-14 -22 L18 0 L-14 22 Z" fill="${colour}"/></g>`
  }
  const angle = fraction * 2 * Math.PI
  const endX = radius * Math.sin(angle)
  const endY = -radius * Math.cos(angle)
  const wedge =
    fraction >= 1
      ? `<circle r="${radius}" fill="${colour}" opacity="0.35"/>`
      : `<path d="M0 0 L0 ${-radius} A${radius} ${radius} 0 ${fraction > 0.5 ? 1 : 0} 1 ${endX.toFixed(1)} ${endY.toFixed(1)} Z" fill="${colour}" opacity="0.35"/>`
  return `<g transform="translate(${x} ${y})"><circle r="${radius}" fill="#ffffff" stroke="${colour}" stroke-width="6"/>${wedge}
    <line x1="0" y1="0" x2="0" y2="-30" stroke="#1b1f1c" stroke-width="5" stroke-linecap="round"/>
    <line x1="0" y1="0" x2="${(26 * Math.sin(angle)).toFixed(1)}" y2="${(-26 * Math.cos(angle)).toFixed(1)}" stroke="#1b1f1c" stroke-width="5" stroke-linecap="round"/></g>`
}

export async function drawWaitGuide(root: string, waitTimes: WaitTime[]): Promise<void> {
  const top = 150
  const rowHeight = (HEIGHT - top - 90) / waitTimes.length
  const rows = waitTimes
    .map((entry, index) => {
      const y = top + index * rowHeight
      const colour = ROW_COLOURS[entry.hit] ?? "#1f4d2b"
      return `<g>
        <rect x="40" y="${y + 8}" width="${WIDTH - 80}" height="${rowHeight - 16}" rx="18" fill="#ffffff" stroke="#d6d3cb" stroke-width="2"/>
        <rect x="40" y="${y + 8}" width="16" height="${rowHeight - 16}" rx="8" fill="${colour}"/>
        ${clock(140, y + rowHeight / 2, entry.maxHours, colour)}
        <text x="220" y="${y + rowHeight / 2 + 14}" style="font: 700 40px ${FONT}; fill: #1b1f1c;">${escapeXml(entry.label)}</text>
        <text x="${WIDTH - 80}" y="${y + rowHeight / 2 + 14}" style="font: 700 42px ${FONT}; fill: ${colour}; text-anchor: end;">${escapeXml(entry.wait)}</text>
      </g>`
    })
    .join("")
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#f5f3ee"/>
  <rect width="${WIDTH}" height="120" fill="#163a20"/>
  <text x="40" y="76" style="font: 700 46px ${FONT}; fill: #ffffff;">How long to wait before tracking</text>
  ${rows}
  <text x="40" y="${HEIGHT - 36}" style="font: 400 28px ${FONT}; fill: #4a524c;">Guide only — call a tracker early, track later.</text>
</svg>`
  await writeSvg(svg, path.join(root, "data/images/wait-time-guide.png"))
}

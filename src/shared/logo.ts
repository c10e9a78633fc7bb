/**
 * The brand mark's shapes (a paw inside a ring), in a 64x64 box. The site
 * draws them inline (src/components/Logo/Logo.tsx) and scripts/images/brand.ts rasterises the
 * same shapes into the app icon, so there is one source logo.
 */
export const LOGO_VIEWBOX = "0 0 64 64"

export const LOGO_SHAPES = [
  { kind: "circle", cx: 32, cy: 32, r: 30, fill: "#1f4d2b" },
  { kind: "ring", cx: 32, cy: 32, r: 26, stroke: "#f97316", strokeWidth: 3 },
  { kind: "ellipse", cx: 32, cy: 39, rx: 9, ry: 8, fill: "#ffffff" },
  { kind: "ellipse", cx: 20, cy: 29, rx: 4.2, ry: 5.5, fill: "#ffffff" },
  { kind: "ellipse", cx: 27, cy: 21, rx: 4.2, ry: 5.8, fill: "#ffffff" },
  { kind: "ellipse", cx: 37, cy: 21, rx: 4.2, ry: 5.8, fill: "#ffffff" },
  { kind: "ellipse", cx: 44, cy: 29, rx: 4.2, ry: 5.5, fill: "#ffffff" },
] as const

/** The mark as standalone SVG markup (for the icon and favicon). */
export function logoSvgMarkup(size: number): string {
  const shapes = LOGO_SHAPES.map((shape) => {
    if (shape.kind === "circle") return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${shape.fill}"/>`
    if (shape.kind === "ring")
      return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="none" stroke="${shape.stroke}" stroke-width="${shape.strokeWidth}"/>`
    return `<ellipse cx="${shape.cx}" cy="${shape.cy}" rx="${shape.rx}" ry="${shape.ry}" fill="${shape.fill}"/>`
  }).join("")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${LOGO_VIEWBOX}"><title>Thumb Area Deer Trackers</title>${shapes}</svg>`
}

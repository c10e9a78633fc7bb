/**
 * The service-area map, drawn from the real county boundaries in the
 * Census TopoJSON that the `us-atlas` package ships (no download), with
 * d3-geo fitting a conformal conic projection to the eight counties.
 */
import fs from "node:fs"
import path from "node:path"
import { geoConicConformal, geoPath } from "d3-geo"
import { feature, mesh } from "topojson-client"
import type { GeometryCollection, Topology } from "topojson-specification"
import type { Feature, FeatureCollection, Geometry } from "geojson"
import { FONT, escapeXml, writeSvg } from "./svg"

/** County FIPS ids (state 26 = Michigan), checked against the atlas's own names. */
const COUNTY_FIPS: Record<string, string> = {
  huron: "26063",
  sanilac: "26151",
  tuscola: "26157",
  lapeer: "26087",
  "st-clair": "26147",
  genesee: "26049",
  saginaw: "26145",
  oakland: "26125",
}

const TINTS = ["#3f7a4a", "#4d8756", "#5a9162", "#467f50", "#538b5c", "#3b7345", "#60966a", "#4a8253"]
const WIDTH = 1200
const HEIGHT = 1000

/**
 * us-atlas holds only US land, so without this the Canadian shore across
 * Lake Huron and the St. Clair River would render as open water. A coarse
 * hand-traced outline of the Ontario shore (lon, lat): Kincardine down the
 * Lake Huron coast to Sarnia, along the St. Clair River, round Lake St.
 * Clair and down the Detroit River. Approximate, for context only; it is
 * drawn under the US counties so their (real) shoreline wins where they meet.
 */
const ONTARIO_SHORE: [number, number][] = [
  [-81.2, 45.2],
  [-81.39, 44.44],
  [-81.64, 44.18],
  [-81.75, 44.07],
  [-81.73, 43.745],
  [-81.7, 43.56],
  [-81.76, 43.31],
  [-81.9, 43.23],
  [-82.01, 43.2],
  [-82.1, 43.12],
  [-82.27, 43.05],
  [-82.405, 43.005],
  [-82.415, 42.97],
  [-82.445, 42.89],
  [-82.475, 42.81],
  [-82.485, 42.71],
  [-82.505, 42.66],
  [-82.52, 42.59],
  [-82.52, 42.53],
  [-82.44, 42.5],
  [-82.4, 42.47],
  [-82.42, 42.38],
  [-82.46, 42.31],
  [-82.6, 42.3],
  [-82.71, 42.295],
  [-82.89, 42.31],
  [-82.95, 42.34],
  [-83.04, 42.32],
  [-83.08, 42.29],
  [-83.1, 42.22],
  [-83.11, 42.1],
  [-83.1, 41.8],
  [-79.5, 41.8],
  [-79.5, 45.2],
  [-81.2, 45.2],
]

/** Water and Canada labels, placed by longitude/latitude so they follow the projection. */
const PLACE_LABELS: { lines: string[]; at: [number, number]; kind: "water" | "land"; size: number }[] = [
  { lines: ["LAKE", "HURON"], at: [-82.15, 43.75], kind: "water", size: 24 },
  { lines: ["SAGINAW", "BAY"], at: [-83.62, 43.93], kind: "water", size: 24 },
  { lines: ["Lake", "St. Clair"], at: [-82.7, 42.5], kind: "water", size: 15 },
  { lines: ["ONTARIO", "(CANADA)"], at: [-81.95, 42.85], kind: "land", size: 17 },
]

type CountyProperties = { name: string }

export async function drawMap(root: string, counties: { slug: string; name: string }[]): Promise<void> {
  const atlasFile = require.resolve("us-atlas/counties-10m.json")
  const topology = JSON.parse(fs.readFileSync(atlasFile, "utf8")) as Topology<{ counties: GeometryCollection<CountyProperties>; states: GeometryCollection }>
  const all = feature(topology, topology.objects.counties) as FeatureCollection<Geometry, CountyProperties>
  const michigan = all.features.filter((county) => String(county.id).startsWith("26"))
  const served = counties.map((county) => {
    const fips = COUNTY_FIPS[county.slug]
    const shape = michigan.find((candidate) => candidate.id === fips)
    if (!shape) throw new Error(`No boundary for ${county.slug} (FIPS ${fips}) in us-atlas.`)
    if (!shape.properties.name.startsWith(county.name.replace(/\.$/, ""))) {
      throw new Error(`FIPS ${fips} is ${shape.properties.name} in us-atlas, not ${county.name}.`)
    }
    return { ...county, shape }
  })

  const projection = geoConicConformal().parallels([42.1, 43.7]).rotate([84.5, 0])
  projection.fitExtent(
    [
      [70, 110],
      [WIDTH - 70, HEIGHT - 50],
    ],
    { type: "FeatureCollection", features: served.map((county) => county.shape) } as FeatureCollection,
  )
  const draw = geoPath(projection)
  const stateBorder = draw(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? ""
  // d3-geo wants clockwise rings on the sphere; the list above runs anticlockwise on the map, so reverse it.
  const ontario = draw({ type: "Polygon", coordinates: [[...ONTARIO_SHORE].reverse()] }) ?? ""
  const placeLabels = PLACE_LABELS.map((label) => {
    const point = projection(label.at)
    if (!point) return ""
    const [x, y] = point
    return label.lines
      .map(
        (line, index) =>
          `<text x="${x.toFixed(1)}" y="${(y + index * label.size * 1.3).toFixed(1)}" class="${label.kind === "water" ? "water" : "country"}" style="font-size: ${label.size}px">${escapeXml(line)}</text>`,
      )
      .join("")
  }).join("")

  const neighbours = michigan
    .filter((county) => !served.some((entry) => entry.shape === county))
    .map((county: Feature<Geometry, CountyProperties>) => `<path d="${draw(county)}"/>`)
    .join("")
  const highlighted = served.map((county, index) => `<path d="${draw(county.shape)}" fill="${TINTS[index % TINTS.length]}"/>`).join("")
  const labels = served
    .map((county) => {
      const [x, y] = draw.centroid(county.shape)
      const text = escapeXml(county.name)
      return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" class="halo">${text}</text><text x="${x.toFixed(1)}" y="${y.toFixed(1)}" class="label">${text}</text>`
    })
    .join("")
  const neighbourLabels = michigan
    .filter((county) => !served.some((entry) => entry.shape === county))
    .map((county) => ({ county, centroid: draw.centroid(county) }))
    .filter(({ centroid: [x, y] }) => x > 40 && x < WIDTH - 40 && y > 120 && y < HEIGHT - 30)
    .map(({ county, centroid: [x, y] }) => `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" class="neighbour">${escapeXml(county.properties.name)}</text>`)
    .join("")

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <style>
    .label { font: 700 26px ${FONT}; fill: #ffffff; text-anchor: middle; dominant-baseline: middle; }
    .halo { font: 700 26px ${FONT}; fill: none; stroke: #163a20; stroke-width: 6px; stroke-linejoin: round; text-anchor: middle; dominant-baseline: middle; }
    .neighbour { font: 400 17px ${FONT}; fill: #595d55; text-anchor: middle; dominant-baseline: middle; }
    .water { font: italic 400 24px ${FONT}; fill: #2f5a7a; text-anchor: middle; letter-spacing: 3px; }
    .country { font: 400 17px ${FONT}; fill: #595d55; text-anchor: middle; letter-spacing: 3px; }
  </style>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#cfe3f2"/>
  <path d="${ontario}" fill="#e2e1db" stroke="#b9c9d3" stroke-width="1.5"/>
  <g fill="#ece9df" stroke="#ffffff" stroke-width="1.5">${neighbours}</g>
  <g stroke="#ffffff" stroke-width="2.5" stroke-linejoin="round">${highlighted}</g>
  <path d="${stateBorder}" fill="none" stroke="#9aa39a" stroke-width="1.5"/>
  ${neighbourLabels}
  ${labels}
  ${placeLabels}
  <rect x="0" y="0" width="${WIDTH}" height="80" fill="#163a20"/>
  <text x="36" y="52" style="font: 700 32px ${FONT}; fill: #ffffff;">Counties we cover in Michigan's Thumb</text>
  <g transform="translate(${WIDTH - 70} ${HEIGHT - 90})">
    <circle r="30" fill="#ffffff" stroke="#163a20" stroke-width="2"/>
    <path d="M0 -22 L9 6 L0 1 L-9 6 Z" fill="#163a20"/>
    <text y="22" style="font: 700 16px ${FONT}; fill: #163a20; text-anchor: middle;">N</text>
  </g>
  <text x="36" y="${HEIGHT - 20}" style="font: 400 15px ${FONT}; fill: #4a524c;">County boundaries: U.S. Census Bureau (us-atlas). Canadian shoreline approximate.</text>
</svg>`
  await writeSvg(svg, path.join(root, "data/images/map/thumb-counties.png"))
}

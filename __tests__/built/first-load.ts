/**
 * What a phone downloads to show a built page, worked out from the files
 * alone: the HTML, the stylesheet it links below its first screen
 * (src/build/post-build/first-screen-styles.ts), the scripts its loader starts and the chunks its page
 * component needs (webpack's stats, which Gatsby's own loader reads too), its
 * page data, the app data and the static query results it names, and the
 * pictures it loads eagerly, at the width a 390 px phone at 2x takes.
 * Text is counted gzipped, as hosts send it; pictures as they are. Linked
 * pages' prefetches and chunks fetched on demand are not part of it.
 */
import fs from "node:fs"
import path from "node:path"
import { criticalImagesInPage, imageName } from "../../src/build/offline/critical-images"
import { scriptsStartedAfterPaint } from "../../src/build/post-build/paint-first"
import { parsePage } from "../../src/build/html-tree"
import { builtFile } from "../../test-support/built-html"
import { PUBLIC_DIR, wireBytes } from "../../test-support/weight"

export type Part = "html" | "css" | "js" | "data" | "image"

export interface FirstLoad {
  files: { file: string; part: Part; bytes: number }[]
  bytes: (part?: Part) => number
}

interface Stats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>
}

const stats = (): Stats => JSON.parse(builtFile("/webpack.stats.json")) as Stats

/** The page data file of a route: `/` → page-data/index, `/404.html` → page-data/404.html. */
function pageDataFile(route: string): string {
  const trimmed = route.replace(/^\/|\/$/g, "")
  return `/page-data/${trimmed === "" ? "index" : trimmed}/page-data.json`
}

const PHONE = [{ width: 390, devicePixelRatio: 2 }]

/** The pictures a page loads without waiting to be scrolled to. */
function eagerImages(html: string): string[] {
  const pictures = [...html.matchAll(/<picture\b[\s\S]*?<\/picture>/gi)].map(([markup]) => markup)
  return pictures
    .filter((markup) => /<img\b(?![^>]*\sloading="lazy")[^>]*>/i.test(markup))
    .flatMap((markup) => {
      const names = new Set([...markup.matchAll(/\/static\/[^\s",]+/g)].map(([url]) => imageName(url)))
      return criticalImagesInPage(parsePage(markup), names, PHONE)
    })
}

/** The first load of the page built into `htmlFile` (e.g. /tracker/jane-doe/index.html, /404.html). */
export function firstLoad(htmlFile: string): FirstLoad {
  const html = builtFile(htmlFile)
  const dataFile = pageDataFile(htmlFile.replace(/index\.html$/, ""))
  const pageData = JSON.parse(builtFile(dataFile)) as { componentChunkName: string; staticQueryHashes: string[] }
  const chunks = stats().namedChunkGroups[pageData.componentChunkName]?.assets.map((asset) => `/${asset.name}`) ?? []
  const files: { file: string; part: Part }[] = [
    { file: htmlFile, part: "html" },
    ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => ({ file: match[1], part: "css" as const })),
    ...[...new Set([...scriptsStartedAfterPaint(parsePage(html)), ...chunks])]
      .filter((file) => file.endsWith(".js"))
      .map((file) => ({ file, part: "js" as const })),
    { file: dataFile, part: "data" },
    { file: "/page-data/app-data.json", part: "data" },
    ...pageData.staticQueryHashes.map((hash) => ({ file: `/page-data/sq/d/${hash}.json`, part: "data" as const })),
    ...eagerImages(html).map((file) => ({ file, part: "image" as const })),
  ]
  const sized = files.map((entry) => {
    const absolute = path.join(PUBLIC_DIR, entry.file)
    if (!fs.existsSync(absolute)) throw new Error(`${htmlFile} loads ${entry.file}, which is not in public/`)
    return { ...entry, bytes: wireBytes(absolute) }
  })
  return { files: sized, bytes: (part) => sized.filter((entry) => !part || entry.part === part).reduce((total, entry) => total + entry.bytes, 0) }
}

/**
 * Page weight from the built files: Chromium says which files a page loads,
 * public/ says how big they are. Text is counted gzipped (as any host serves
 * it), images as they are. Measuring files instead of responses keeps the
 * figures independent of the test server and of machine speed.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import type { Page, Request } from "@playwright/test"

export const PUBLIC_DIR = path.resolve(__dirname, "../public")

const TEXT = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest", ".map"])

/** The file in public/ a same-origin URL is served from (a folder's index.html), or null. */
export function fileForUrl(url: string): string | null {
  const { pathname } = new URL(url)
  const decoded = decodeURIComponent(pathname)
  const candidate = path.join(PUBLIC_DIR, decoded.endsWith("/") ? `${decoded}index.html` : decoded)
  if (!candidate.startsWith(PUBLIC_DIR)) return null
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : null
}

const sizeCache = new Map<string, number>()

/** Bytes on the wire: gzip (zlib's default level 6) for text, raw for images and fonts. */
export function wireBytes(file: string): number {
  const cached = sizeCache.get(file)
  if (cached !== undefined) return cached
  const content = fs.readFileSync(file)
  const size = TEXT.has(path.extname(file)) ? zlib.gzipSync(content).length : content.length
  sizeCache.set(file, size)
  return size
}

/**
 * The home page's weight (docs/performance.md): its first Call within
 * 7,000 gzipped bytes of the page's start, and with a made-up roster of 500
 * at most 1,000 gzipped bytes heavier than with the real one.
 */
export const HOME_WEIGHT = { firstCall: 7_000, growthAt500: 1_000 } as const

/**
 * How far into the page, in gzipped bytes as a host sends it, its first
 * `tel:` link ends (gzip at its usual level, flushed up to the end of the
 * link); null when it has none.
 */
export function firstCallBytes(html: string): number | null {
  const start = html.indexOf('href="tel:')
  if (start === -1) return null
  const prefix = html.slice(0, html.indexOf("</a>", start) + "</a>".length)
  return zlib.gzipSync(prefix, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).length
}

export type Kind = "html" | "css" | "js" | "data" | "image" | "font" | "other"

export interface Fetched {
  url: string
  kind: Kind
  bytes: number
  /** Fetched ahead for a page the visitor may open next (Gatsby's link prefetching), not for this page. */
  prefetch: boolean
}

function kindOf(request: Request, file: string): Kind {
  const type = request.resourceType()
  if (type === "document") return "html"
  if (type === "stylesheet") return "css"
  if (type === "script") return "js"
  if (type === "image") return "image"
  if (type === "font") return "font"
  const extension = path.extname(file)
  if (extension === ".js") return "js"
  if (extension === ".css") return "css"
  if (extension === ".json") return "data"
  return "other"
}

/**
 * Loads `url` (absolute) and returns every same-origin file it fetched until the
 * network went quiet. A 404 document is the built 404.html.
 */
export async function loadAndRecord(page: Page, url: string): Promise<Fetched[]> {
  const { origin } = new URL(url)
  const records: Promise<Fetched | null>[] = []
  const record = (request: Request) => {
    records.push(
      (async () => {
        const response = await request.response()
        if (!response || new URL(request.url()).origin !== origin) return null
        const file =
          fileForUrl(request.url()) ?? (request.resourceType() === "document" && response.status() === 404 ? path.join(PUBLIC_DIR, "404.html") : null)
        if (!file) return null
        const headers = await request.allHeaders()
        const purpose = `${headers["sec-purpose"] ?? ""} ${headers["purpose"] ?? ""}`
        return { url: request.url(), kind: kindOf(request, file), bytes: wireBytes(file), prefetch: /prefetch/i.test(purpose) }
      })(),
    )
  }
  page.on("requestfinished", record)
  await page.goto(url)
  await page.waitForLoadState("networkidle")
  // A request finishing after this (a late prefetch) is not counted, and must not
  // leave a lookup behind that fails once the test closes the page.
  page.off("requestfinished", record)
  return (await Promise.all(records)).filter((record): record is Fetched => record !== null)
}

/** The URLs of the images a visitor sees without scrolling. */
export async function aboveTheFoldImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect()
        return image.currentSrc && !image.currentSrc.startsWith("data:") && box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
      })
      .map((image) => image.currentSrc),
  )
}

export function sum(records: readonly Fetched[], kinds?: readonly Kind[]): number {
  return records.filter((record) => !kinds || kinds.includes(record.kind)).reduce((total, record) => total + record.bytes, 0)
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`

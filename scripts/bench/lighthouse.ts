/**
 * One Lighthouse run in a fresh headless Chromium, through
 * lighthouse-worker.mjs (plain Node; see there why not tsx).
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Result } from "lighthouse"
import type { RunFigures } from "./stats"

export function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate))
  if (!found) {
    throw new Error("No Chromium found: install Debian's (`apt-get install -y chromium`) or set CHROME_PATH to a Chromium or Chrome binary.")
  }
  return found
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
const WORKER = path.join(__dirname, "lighthouse-worker.mjs")

export function runLighthouse(url: string, options: { ignoreStatusCode?: boolean } = {}): Result {
  const outFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "deer-lh-")), "lhr.json")
  try {
    const args = [WORKER, url, chromePath(), outFile, ...(options.ignoreStatusCode ? ["--ignore-status-code"] : [])]
    execFileSync(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"], timeout: 180_000 })
    const lhr = JSON.parse(fs.readFileSync(outFile, "utf8")) as Result
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`)
    return lhr
  } finally {
    fs.rmSync(path.dirname(outFile), { recursive: true, force: true })
  }
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue
  if (typeof value !== "number") throw new Error(`Lighthouse audit ${audit} has no value for ${lhr.finalDisplayedUrl}`)
  return value
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score
  if (typeof value !== "number") throw new Error(`Lighthouse category ${category} has no score for ${lhr.finalDisplayedUrl}`)
  return value * 100
}

/** The script row of Lighthouse's resource summary: JavaScript bytes as transferred. */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits["resource-summary"]?.details
  if (!details || details.type !== "table") return 0
  const row = details.items.find((item) => item.resourceType === "script")
  return typeof row?.transferSize === "number" ? row.transferSize : 0
}

export function figures(lhr: Result): RunFigures {
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcp: numeric(lhr, "first-contentful-paint"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    tbt: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    transferBytes: numeric(lhr, "total-byte-weight"),
    jsBytes: scriptBytes(lhr),
  }
}

/**
 * What Lighthouse itself says is costing points: every audit below a full
 * score in a category that missed 100, and the performance opportunities with
 * savings. Used for the closing note when a target is missed.
 */
export function diagnostics(lhr: Result): string[] {
  const notes: string[] = []
  for (const id of CATEGORIES) {
    const category = lhr.categories[id]
    if (!category || category.score === null || category.score >= 1) continue
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue
      if (audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "informative") continue
      notes.push(`${category.title}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`)
    }
  }
  const consoleErrors = lhr.audits["errors-in-console"]?.details
  if (consoleErrors && consoleErrors.type === "table") {
    for (const item of consoleErrors.items.slice(0, 3)) {
      const where = item.sourceLocation && typeof item.sourceLocation === "object" && "url" in item.sourceLocation ? ` ${String(item.sourceLocation.url)}` : ""
      notes.push(`Console: ${String(item.description)}${where}`)
    }
  }
  const bootup = lhr.audits["bootup-time"]?.details
  if (bootup && bootup.type === "table") {
    const scripts = bootup.items.slice(0, 3).map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, "")} ${Math.round(Number(item.total))} ms`)
    if (scripts.length > 0) notes.push(`Main-thread time by script, as Lighthouse simulates it: ${scripts.join(", ")}`)
  }
  const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details
  if (lcpElement && lcpElement.type === "list") {
    const table = lcpElement.items[0]
    if (table && table.type === "table") {
      const node = table.items[0]?.node
      if (node && typeof node === "object" && "snippet" in node && typeof node.snippet === "string") {
        notes.push(`LCP element: ${node.snippet.slice(0, 120)}`)
      }
    }
  }
  return notes
}

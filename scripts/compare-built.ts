/**
 * Compares two built sites file by file: `tsx scripts/compare-built.ts
 * <before> [after, default public/]`. Pages must match byte for byte; every
 * other file is listed when it differs (roster.json without the moment it
 * was built). Exits 1 when a page differs or a file is on one side only, so
 * a change to the steps after the build can show it leaves the output as
 * it was: build before the change, copy public/ aside, build after, run this.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { isSitePage } from "../src/shared/built-files"
import { ROSTER_FILE } from "../src/shared/roster-file"

function filesUnder(dir: string, base = ""): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const relative = base ? `${base}/${entry.name}` : entry.name
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative]
  })
}

/** What of a file is compared: all of it, but the roster's time of building. */
function comparable(file: string, content: Buffer): Buffer {
  if (`/${file}` !== ROSTER_FILE) return content
  const roster = JSON.parse(content.toString("utf8")) as Record<string, unknown>
  delete roster.builtAt
  return Buffer.from(JSON.stringify(roster))
}

const gzipped = (content: Buffer) => zlib.gzipSync(content).length

/** A few characters either side of where two texts part. */
function firstDifference(a: string, b: string): string {
  let at = 0
  while (at < a.length && a[at] === b[at]) at++
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60))
  return `at character ${at}: ${around(a)} became ${around(b)}`
}

function main(): number {
  const [before, after = path.resolve(__dirname, "../public")] = process.argv.slice(2)
  if (!before) {
    console.error("usage: tsx scripts/compare-built.ts <before> [after]")
    return 2
  }
  const beforeFiles = new Set(filesUnder(before))
  const afterFiles = new Set(filesUnder(after))
  const onlyBefore = [...beforeFiles].filter((file) => !afterFiles.has(file)).sort()
  const onlyAfter = [...afterFiles].filter((file) => !beforeFiles.has(file)).sort()
  const both = [...beforeFiles].filter((file) => afterFiles.has(file)).sort()
  const differing = both.filter((file) => !comparable(file, fs.readFileSync(path.join(before, file))).equals(comparable(file, fs.readFileSync(path.join(after, file)))))
  const pages = both.filter(isSitePage)
  const pagesDiffering = differing.filter(isSitePage)

  console.log(`${both.length} files on both sides, ${pages.length} of them pages: ${pages.length - pagesDiffering.length} pages byte for byte the same`)
  for (const file of pagesDiffering) {
    const [a, b] = [before, after].map((dir) => fs.readFileSync(path.join(dir, file)))
    console.log(`page ${file}: ${a.length} → ${b.length} bytes, ${gzipped(a)} → ${gzipped(b)} gzipped; ${firstDifference(a.toString("utf8"), b.toString("utf8"))}`)
  }
  for (const file of differing.filter((each) => !isSitePage(each))) console.log(`other file differs: ${file}`)
  for (const file of onlyBefore) console.log(`only before: ${file}`)
  for (const file of onlyAfter) console.log(`only after: ${file}`)
  return pagesDiffering.length > 0 || onlyBefore.length > 0 || onlyAfter.length > 0 ? 1 : 0
}

process.exitCode = main()

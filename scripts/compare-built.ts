/**
 * Compares two built sites file by file: `tsx scripts/compare-built.ts
 * <before> [after, default public/]`. Pages must match byte for byte but for
 * webpack's compilation hash, which any change to the code changes (each
 * side's, from its app data, is read as one placeholder); other files are
 * listed when they differ (roster.json without the moment it was built).
 * Exits 1 when a page differs or a file is on one side only: build before a
 * change, copy public/ aside, build after, run this.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { isSitePage } from "../src/shared/built-files"
import { ROSTER_FILE } from "../src/shared/roster-file"
import { filesUnder } from "../test-support/files"

const APP_DATA = "page-data/app-data.json"
const TEXT = /\.(html|js|json|css|xml|txt|webmanifest)$|^_headers$|^_redirects$/

/** What of a file is compared: all of it, but the roster's time of building and the code's compilation hash. */
function comparable(file: string, content: Buffer, compilationHash: string): Buffer {
  if (`/${file}` === ROSTER_FILE) {
    const roster = JSON.parse(content.toString("utf8")) as Record<string, unknown>
    delete roster.builtAt
    return Buffer.from(JSON.stringify(roster))
  }
  return TEXT.test(file) && compilationHash ? Buffer.from(content.toString("utf8").replaceAll(compilationHash, "<compilation hash>")) : content
}

const compilationHashOf = (dir: string): string =>
  (JSON.parse(fs.readFileSync(path.join(dir, APP_DATA), "utf8")) as { webpackCompilationHash: string }).webpackCompilationHash

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
  const hashes = [compilationHashOf(before), compilationHashOf(after)]
  const read = (side: 0 | 1, file: string) => comparable(file, fs.readFileSync(path.join([before, after][side], file)), hashes[side])
  const differing = both.filter((file) => !read(0, file).equals(read(1, file)))
  const pages = both.filter(isSitePage)
  const pagesDiffering = differing.filter(isSitePage)

  console.log(`webpack's compilation hash: ${hashes.join(" before, ")} after`)
  console.log(`${both.length} files on both sides, ${pages.length} of them pages: ${pages.length - pagesDiffering.length} pages byte for byte the same`)
  for (const file of pagesDiffering) {
    const [a, b] = [read(0, file), read(1, file)]
    console.log(
      `page ${file}: ${a.length} → ${b.length} bytes, ${gzipped(a)} → ${gzipped(b)} gzipped; ${firstDifference(a.toString("utf8"), b.toString("utf8"))}`,
    )
  }
  for (const file of differing.filter((each) => !isSitePage(each))) console.log(`other file differs: ${file}`)
  for (const file of onlyBefore) console.log(`only before: ${file}`)
  for (const file of onlyAfter) console.log(`only after: ${file}`)
  return pagesDiffering.length > 0 || onlyBefore.length > 0 || onlyAfter.length > 0 ? 1 : 0
}

process.exitCode = main()

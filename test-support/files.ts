/** Listing a folder's files for the scripts and the tests. */
import fs from "node:fs"
import path from "node:path"

/** Every file below `dir` (not the folders), relative to it with forward slashes, sorted. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort()
}

/**
 * A throwaway copy of the project, so a tool or a test can build, serve or
 * edit it without touching the working tree, its public/ or its cache, even
 * when a build fails half way: the bench, `npm run check:develop`,
 * `npm run roster:synthetic` and the editor's end-to-end test use one.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

export const ROOT = path.resolve(__dirname, "..")

/**
 * Copies every file git tracks or would track (so generated images come too) and links node_modules,
 * into `into` (created; it must be empty if it exists) or a new temporary folder.
 */
export function copyProject(into?: string): string {
  if (into && fs.existsSync(into) && fs.readdirSync(into).length > 0) throw new Error(`${into} is not empty: give a new or empty folder.`)
  if (into) fs.mkdirSync(into, { recursive: true })
  const target = into ? path.resolve(into) : fs.mkdtempSync(path.join(os.tmpdir(), "deer-bench-"))
  const listing = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT })
  for (const file of listing.toString("utf8").split("\0").filter(Boolean)) {
    const from = path.join(ROOT, file)
    if (!fs.existsSync(from) || fs.lstatSync(from).isSymbolicLink()) continue
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true })
    fs.copyFileSync(from, path.join(target, file))
  }
  fs.symlinkSync(fs.realpathSync(path.join(ROOT, "node_modules")), path.join(target, "node_modules"), "dir")
  return target
}

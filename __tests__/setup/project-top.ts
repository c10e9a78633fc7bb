import fs from "node:fs"
import path from "node:path"

/**
 * The project's top-level files and folders, as docs and comments name them:
 * what git ignores is made by running things (public/, .wrangler/), not part
 * of the tree.
 */
export function projectTop(root: string): { IGNORED: string[]; TOP: string[] } {
  const IGNORED = fs
    .readFileSync(path.join(root, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim().replace(/\/$/, ""))
    .filter(Boolean)
  return { IGNORED, TOP: fs.readdirSync(root).filter((name) => name !== ".git" && !IGNORED.includes(name)) }
}

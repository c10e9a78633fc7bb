/** The pictures records name, looked for in the checkout as the build resolves them: relative to the record's own file. */
import fs from "node:fs"
import path from "node:path"
import type { PictureCheck } from "./rules"

export const picturesIn =
  (root: string): PictureCheck =>
  (record, picture) => {
    const absolute = path.resolve(root, path.dirname(record.file), picture)
    if (fs.existsSync(absolute)) return null
    const shown = path.relative(root, absolute).split(path.sep).join("/")
    return `The picture "${picture}" was not found (looked for ${shown}). Upload it again, or fix the path (it is relative to this file).`
  }

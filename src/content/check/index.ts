/**
 * The content check: every file in data/ against the content model, before
 * anything is built. `npm run check:content` prints it; the build runs it
 * first (gatsby-node's onPreBootstrap) and writes nothing when it finds an
 * error. Each problem names the file, the field and what to do.
 *
 * In order: the files themselves (names, folders, encoding, JSON), each
 * record against its schema, the pictures (decoded in full), then the rules
 * across files.
 */
import fs from "node:fs"
import { listDataFiles } from "./files"
import { checkImages } from "./images"
import { parseJson } from "./json"
import { picturesIn } from "./pictures"
import { contentProblem, toReport, type ContentProblem, type ContentReport } from "./report"
import { crossFileProblems, type LoadedRecord } from "./rules"
import { schemaProblems } from "./schema"

export { formatProblem, formatReport, type ContentProblem, type ContentReport } from "./report"

export async function checkContent(root: string): Promise<ContentReport> {
  const problems: ContentProblem[] = []
  const { records, images } = listDataFiles(root, problems)
  const loaded: LoadedRecord[] = []
  for (const record of records) {
    const data = parseJson(fs.readFileSync(record.absolute), record.file, problems)
    if (data === undefined) continue
    problems.push(...schemaProblems(record.type.schema, data, record.file))
    loaded.push({ ...record, data: data as Record<string, unknown> })
  }
  await checkImages(root, images, problems)
  problems.push(...crossFileProblems(loaded, picturesIn(root)))
  if (!fs.existsSync(`${root}/data`)) problems.push(contentProblem("data/", "(folder)", "The data folder is missing. Restore it from the last good version."))
  return toReport(problems, records.length + images.length)
}

/** Reading one JSON file as an editor may have saved it: encoding and syntax problems become messages with a fix. */
import { contentProblem, type ContentProblem } from "./report"

/** Line and column (1-based) of a character offset. */
function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  const lines = source.slice(0, offset).split("\n")
  return { line: lines.length, column: lines[lines.length - 1].length + 1 }
}

function describeSyntaxError(source: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message)
  const reason = error.message.replace(/\s*in JSON at position \d+.*$/s, "").replace(/^JSON\.parse: /, "")
  if (position) {
    const { line, column } = lineAndColumn(source, Number(position[1]))
    return `The file is not valid JSON at line ${line}, column ${column} (${reason}). Look for a missing comma, quote or bracket just before that point.`
  }
  return `The file is not valid JSON (${reason}). Look for a missing comma, quote or bracket, or a comma after the last item.`
}

/** The parsed file, or undefined with the problem recorded. */
export function parseJson(bytes: Uint8Array, file: string, problems: ContentProblem[]): unknown {
  const refuse = (message: string) => {
    problems.push(contentProblem(file, "(file)", message))
    return undefined
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return refuse('The file starts with an invisible byte-order mark. Save it as "UTF-8" (without BOM).')
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return refuse('The file is saved as UTF-16. Save it as "UTF-8" (without BOM).')
  const source = new TextDecoder("utf-8", { fatal: false }).decode(bytes)
  if (source.includes("\uFFFD")) return refuse('The file has characters that are not valid UTF-8 (often pasted from a word processor). Save it as "UTF-8".')
  if (source.trim() === "") return refuse("The file is empty. Fill in the fields or delete the file.")
  try {
    const data: unknown = JSON.parse(source)
    if (!data || typeof data !== "object" || Array.isArray(data))
      return refuse("The file must hold one record in curly brackets { … }, not a list or a single value.")
    return data
  } catch (caught) {
    return refuse(describeSyntaxError(source, caught as Error))
  }
}

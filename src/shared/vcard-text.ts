/**
 * vCard 3.0 text rules (RFC 2426, lines as in RFC 2425), shared by the build,
 * which writes the contact cards (src/build/vcards.ts), and the offline
 * service worker, which adds a line to the NOTE of a card it serves from
 * its stored copy (src/worker/mark.ts). No Node or DOM APIs, so both
 * can bundle it.
 */

export const CRLF = "\r\n"

/** RFC 2426 section 4: a backslash, comma, semicolon or newline in a text value is escaped. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/,/g, "\\,").replace(/;/g, "\\;").replace(/\r?\n/g, "\\n")
}

/** Bytes a character takes in UTF-8. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0
  if (code < 0x80) return 1
  if (code < 0x800) return 2
  return code < 0x10000 ? 3 : 4
}

/** Folds a content line to at most 75 octets, continuation lines starting with a space (RFC 2425 5.8.1). */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ""
  let bytes = 0
  for (const char of line) {
    const size = utf8Length(char)
    const limit = parts.length === 0 ? 75 : 74
    if (bytes + size > limit) {
      parts.push(current)
      current = ""
      bytes = 0
    }
    current += char
    bytes += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

/** The content lines of a vCard file, folded lines joined back (RFC 2425 5.8.1). */
export function unfoldLines(text: string): string[] {
  return text
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/)
    .filter((line) => line !== "")
}

/**
 * Every card in `text` with `sentence` added to its NOTE (after the note's
 * own text, or as a new NOTE before END:VCARD when the card has none),
 * escaped and folded like the rest; CRLF line endings.
 */
export function appendToNotes(text: string, sentence: string): string {
  const lines: string[] = []
  let noted = false
  for (const line of unfoldLines(text)) {
    const upper = line.toUpperCase()
    if (upper === "BEGIN:VCARD") noted = false
    if (upper.startsWith("NOTE:") || upper.startsWith("NOTE;")) {
      lines.push(`${line} ${escapeText(sentence)}`)
      noted = true
      continue
    }
    if (upper === "END:VCARD" && !noted) lines.push(`NOTE:${escapeText(sentence)}`)
    lines.push(line)
  }
  return lines.map(foldLine).join(CRLF) + CRLF
}

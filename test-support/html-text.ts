/**
 * Text of built HTML as a browser reads it, for the tests that read
 * `public/` as files: character references decoded by parse5, the HTML
 * parser the build uses (docs/dependencies.md).
 */
import { parseFragment } from "parse5"

/** `value` with its character references decoded (`&amp;` → `&`, `&#39;` → `'`), read as an attribute's value is. */
export function decodeEntities(value: string): string {
  const [element] = parseFragment(`<i title="${value.replaceAll('"', "&quot;")}"></i>`).childNodes
  return "attrs" in element ? (element.attrs[0]?.value ?? "") : ""
}

/**
 * The text of an HTML attribute value as the browser sees it: React escapes
 * `& < > " '` in attribute values; numeric references are decoded too.
 */
export function decodeEntities(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_, hex: string, decimal: string, name: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16))
    if (decimal) return String.fromCodePoint(Number(decimal))
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[name.toLowerCase()] ?? ""
  })
}

/** Text made safe inside HTML, attribute values included: `& < > " '` as numeric references. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

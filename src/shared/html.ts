/** Text made safe inside HTML, attribute values included: `& < > " '` as numeric references. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

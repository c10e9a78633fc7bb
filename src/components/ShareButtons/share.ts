/** The share links of a page: plain links opened in a new tab, so no script from the networks is loaded. */

export function facebookShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`
}

export function xShareUrl(pageUrl: string, text: string, hashtags: readonly string[]): string {
  const query = [`url=${encodeURIComponent(pageUrl)}`, `text=${encodeURIComponent(text)}`, `hashtags=${encodeURIComponent(hashtags.join(","))}`]
  return `https://twitter.com/intent/tweet?${query.join("&")}`
}

/**
 * Puts text on the clipboard: the Clipboard API where the page may use it,
 * else the older copy command on a hidden text field. Resolves to whether
 * the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Denied or unavailable: fall through to the copy command.
  }
  const field = document.createElement("textarea")
  field.value = text
  field.setAttribute("readonly", "")
  field.style.position = "fixed"
  field.style.opacity = "0"
  document.body.appendChild(field)
  field.select()
  let copied = false
  try {
    copied = document.execCommand("copy")
  } catch {
    copied = false
  }
  field.remove()
  return copied
}

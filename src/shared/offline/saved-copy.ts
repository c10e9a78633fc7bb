/**
 * The line a page shows when it is the phone's stored copy rather than the
 * server's answer: "Saved copy from <date>; numbers may have changed", with
 * a plain link to the same address to try the network again. The offline
 * service worker writes it into stored HTML it serves (so it shows from the
 * first paint, JavaScript or not), and the layout writes the same markup
 * after a page change in the app whose page data was a stored copy. It sits
 * outside Gatsby's root, so React never sees it; GlobalStyle styles it by id.
 */

import { escapeHtml } from "../html"

export const SAVED_COPY_ID = "saved-copy"

/** `Mar 3, 2025, 2:05 PM` in the phone's time zone (or `timeZone`), or null for a date that cannot be read. */
export function savedCopyDate(iso: string, timeZone?: string): string | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(date)
}

/** The sentence, also what a stored contact card's NOTE gets. */
export function savedCopySentence(iso: string, timeZone?: string): string {
  return `Saved copy from ${savedCopyDate(iso, timeZone) ?? "an earlier visit"}; numbers may have changed.`
}

/** The note as markup; `href` is the address the page was asked for, query included. */
export function savedCopyMarkup(iso: string, href: string, timeZone?: string): string {
  return (
    `<aside id="${SAVED_COPY_ID}" aria-label="Saved copy" data-saved="${escapeHtml(iso)}">` +
    `<p>${escapeHtml(savedCopySentence(iso, timeZone))} <a href="${escapeHtml(href)}">Retry</a></p></aside>`
  )
}

/**
 * Shows the note for a page the app rendered from a stored copy of its page
 * data (`iso`, the copy's date), or takes it away for one that came from the
 * network. `keepExisting`: on the first render, a note the worker wrote into
 * the stored HTML describes what was painted, and stays.
 */
export function syncSavedCopyNote(iso: string | undefined, href: string, keepExisting: boolean): void {
  const current = document.getElementById(SAVED_COPY_ID)
  if (current && keepExisting) return
  if (!iso) current?.remove()
  // In place of the note of the page before, so nothing below it moves.
  else if (current) current.outerHTML = savedCopyMarkup(iso, href)
  else document.body.insertAdjacentHTML("afterbegin", savedCopyMarkup(iso, href))
}

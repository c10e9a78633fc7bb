/**
 * A refused Publish, told where the thumb is. Decap marks a field in red
 * and says why under it, often a screen or more away on a phone's long
 * form, and for a pattern says nothing else. So after a tap on a Publish
 * choice, when fields are marked, the first is brought to the middle of
 * the screen and, unless Decap shows its own message (at the bottom, by
 * ./admin-styles.ts), a message at the bottom says which field and what to
 * do, until the next tap or key.
 */
import { ADMIN_PHRASES } from "../phrases"
import { DECAP, DECAP_TOAST, NOTICE_ID } from "./selectors"

/** Long enough for Decap to check the form and mark its fields after the tap (it does so at once, in a render or two). */
const MARKING_MS = 300

interface Marked {
  field: Element
  label: string
  message: string
  others: number
}

function firstMarked(document: Document): Marked | null {
  const lists = [...document.querySelectorAll(DECAP.errorList.selector)].filter((list) => list.textContent?.trim())
  const first = lists[0]
  const topbar = first?.closest(DECAP.controlTopbar.selector)
  if (!first || !topbar) return null
  // The field's own <label>, which Decap puts in the bar above the field with the marks ("Dog 2 (optional)": the name alone).
  const label = (topbar.querySelector("label")?.textContent ?? "").replace(/\s*\(optional\)\s*$/, "").trim()
  const message = first.querySelector("li")?.textContent?.trim() ?? first.textContent?.trim() ?? ""
  return { field: topbar.parentElement ?? topbar, label, message, others: lists.length - 1 }
}

function hideNotice(document: Document): void {
  document.getElementById(NOTICE_ID)?.remove()
}

function showNotice(document: Document, text: string): void {
  hideNotice(document)
  const notice = document.createElement("p")
  notice.id = NOTICE_ID
  notice.setAttribute("role", "alert")
  notice.textContent = text
  document.body.append(notice)
  // It stays until the tracker does something: the next tap (on the field, to fix it) or key.
  const dismiss = () => {
    hideNotice(document)
    document.removeEventListener("pointerdown", dismiss, true)
    document.removeEventListener("keydown", dismiss, true)
  }
  setTimeout(() => {
    document.addEventListener("pointerdown", dismiss, true)
    document.addEventListener("keydown", dismiss, true)
  })
}

/** After a tap on a Publish choice that Decap refuses for marked fields: the first in view, and the message at the thumb. */
export function showFirstErrorAfterPublish(document: Document): void {
  const view = document.defaultView
  if (!view) return
  document.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof view.Element) || !event.target.closest(DECAP.publishMenuItem.selector)) return
      hideNotice(document)
      view.setTimeout(() => {
        const marked = firstMarked(document)
        if (!marked) return
        const still = view.matchMedia("(prefers-reduced-motion: reduce)").matches
        marked.field.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" })
        if (!document.querySelector(DECAP_TOAST)) showNotice(document, ADMIN_PHRASES.fieldRefused(marked.label, marked.message, marked.others))
      }, MARKING_MS)
    },
    true,
  )
}

/**
 * The content of a request page's parts as a small tree of plain elements
 * (./page-parts.ts builds it), drawn three ways from the one tree: as HTML
 * text by the Worker (toHtml, every text and attribute escaped), as DOM
 * nodes by the page's script (src/browser/request/) and as React elements by
 * the form page's fallback (src/components/RequestParts/). Nothing a hunter
 * or a tracker typed is ever markup: it is text in the tree, and only the
 * tags and attributes listed here exist.
 */
import { escapeHtml } from "../html"

export const MARKUP_TAGS = ["h2", "p", "ol", "ul", "li", "a", "span", "strong", "details", "summary"] as const
export type MarkupTag = (typeof MARKUP_TAGS)[number]

/** `class` names the styles hook on (the shell's and the form's own styled components, by descendant selectors). */
export type MarkupAttribute = "class" | "href"

export interface MarkupElement {
  tag: MarkupTag
  attributes?: Partial<Record<MarkupAttribute, string>>
  children?: readonly Markup[]
}

export type Markup = string | MarkupElement

/** Links go to a call, a text, a web address or a page of the site; anything else (a `javascript:` address) is refused. */
const SAFE_HREF = /^(?:tel:|sms:|https:\/\/|\/(?!\/))/

/** An element, its link checked. */
export function element(tag: MarkupTag, attributes: MarkupElement["attributes"], ...children: readonly (Markup | null | false)[]): MarkupElement {
  if (attributes?.href !== undefined && !SAFE_HREF.test(attributes.href))
    throw new Error(`A request page links only calls, texts and web pages, not ${attributes.href}`)
  return { tag, attributes, children: children.filter((child): child is Markup => child !== null && child !== false) }
}

/** The tree as HTML text: every text and attribute value escaped. */
export function toHtml(markup: readonly Markup[]): string {
  return markup
    .map((node) => {
      if (typeof node === "string") return escapeHtml(node)
      const attributes = Object.entries(node.attributes ?? {})
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join("")
      return `<${node.tag}${attributes}>${toHtml(node.children ?? [])}</${node.tag}>`
    })
    .join("")
}

/** The text a tree reads as (for tests and screen readers' summaries). */
export function textOf(markup: readonly Markup[]): string {
  return markup.map((node) => (typeof node === "string" ? node : textOf(node.children ?? []))).join("")
}

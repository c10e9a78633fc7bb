/**
 * A built page as a tree (parse5, the WHATWG parser), and the few ways the
 * build reads and changes one. Written back, a page keeps the bytes of every
 * part no step changed, taken from the page as read; only the parts a step
 * made or changed are written anew, in React's own spelling (`<meta …/>`),
 * so a page no step changes comes out as it went in.
 */
import { defaultTreeAdapter, parse, serializeOuter, type DefaultTreeAdapterMap } from "parse5"

export type HtmlDocument = DefaultTreeAdapterMap["document"]
export type HtmlElement = DefaultTreeAdapterMap["element"]
export type HtmlNode = DefaultTreeAdapterMap["node"]
type ParentNode = DefaultTreeAdapterMap["parentNode"]
type ChildNode = DefaultTreeAdapterMap["childNode"]

/** The page as read, for the parts written back unchanged. */
const SOURCES = new WeakMap<HtmlDocument, string>()
/** Nodes whose children a step changed: written piece by piece, not as read. */
const CHANGED = new WeakSet<HtmlNode>()

/** Elements whose text is written as it is (no references), as the parser reads it. */
const RAW_TEXT = new Set(["script", "style", "xmp", "iframe", "noembed", "noframes", "plaintext"])
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"])

/**
 * A page's tree. With scripting off, as the parser would for a browser
 * without JavaScript: what is inside `<noscript>` is markup (its styles are
 * applied then), not text.
 */
export function parsePage(html: string): HtmlDocument {
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false })
  SOURCES.set(document, html)
  return document
}

const isElement = (node: HtmlNode): node is HtmlElement => "tagName" in node

function markChanged(node: HtmlNode | null): void {
  for (let at: HtmlNode | null = node; at; at = "parentNode" in at ? at.parentNode : null) CHANGED.add(at)
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

/** A node a step made, written as React writes markup. */
function writeNew(node: ChildNode, source: string): string {
  if (!isElement(node)) return serializeOuter(node)
  const attributes = node.attrs.map((attribute) => ` ${attribute.name}="${escapeAttribute(attribute.value)}"`).join("")
  if (VOID.has(node.tagName)) return `<${node.tagName}${attributes}/>`
  return `<${node.tagName}${attributes}>${writeChildren(node, source)}</${node.tagName}>`
}

const writeChildren = (parent: ParentNode, source: string) => parent.childNodes.map((child) => writeChild(child, parent, source)).join("")

function writeChild(node: ChildNode, parent: ParentNode, source: string): string {
  const at = node.sourceCodeLocation
  if (at && !CHANGED.has(node)) return source.slice(at.startOffset, at.endOffset)
  if (defaultTreeAdapter.isTextNode(node)) return isElement(parent) && RAW_TEXT.has(parent.tagName) ? node.value : escapeText(node.value)
  if (!at || !isElement(node)) return writeNew(node, source)
  const { startTag, endTag } = at as NonNullable<HtmlElement["sourceCodeLocation"]>
  const open = startTag ? source.slice(startTag.startOffset, startTag.endOffset) : ""
  const close = endTag ? source.slice(endTag.startOffset, endTag.endOffset) : ""
  return open + writeChildren(node, source) + close
}

/** The page's HTML: as read where no step changed it. */
export function writePage(document: HtmlDocument): string {
  const source = SOURCES.get(document) ?? ""
  return CHANGED.has(document) ? writeChildren(document, source) : source
}

/** Every element under `root`, in document order. */
export function* elementsOf(root: HtmlNode): Generator<HtmlElement> {
  const children = "childNodes" in root ? root.childNodes : []
  for (const child of children) {
    if (!isElement(child)) continue
    yield child
    yield* elementsOf(child)
  }
}

/** An attribute's value (as the browser reads it), or undefined when the element has none. */
export const attributeOf = (element: HtmlElement, name: string): string | undefined => element.attrs.find((attribute) => attribute.name === name)?.value

/** What an element is looked for by: its tag, and attributes it must have (with these values; `true` for any). */
export interface ElementQuery {
  tag?: string
  attributes?: Readonly<Record<string, string | true>>
}

export function matches(element: HtmlElement, { tag, attributes = {} }: ElementQuery): boolean {
  if (tag !== undefined && element.tagName !== tag) return false
  return Object.entries(attributes).every(([name, value]) => {
    const actual = attributeOf(element, name)
    return value === true ? actual !== undefined : actual === value
  })
}

export const findAll = (root: HtmlNode, query: ElementQuery): HtmlElement[] => [...elementsOf(root)].filter((element) => matches(element, query))

export function findElement(root: HtmlNode, query: ElementQuery): HtmlElement | undefined {
  for (const element of elementsOf(root)) if (matches(element, query)) return element
  return undefined
}

/** The element, or a clear error naming what the page lacks. */
export function requireElement(root: HtmlNode, query: ElementQuery, purpose: string): HtmlElement {
  const element = findElement(root, query)
  if (!element) throw new Error(`a page without ${describe(query)}: ${purpose}`)
  return element
}

function describe({ tag, attributes = {} }: ElementQuery): string {
  const parts = Object.entries(attributes).map(([name, value]) => (value === true ? name : `${name}="${value}"`))
  return `<${[tag ?? "*", ...parts].join(" ")}>`
}

export const headOf = (document: HtmlDocument): HtmlElement => requireElement(document, { tag: "head" }, "no head")
export const bodyOf = (document: HtmlDocument): HtmlElement => requireElement(document, { tag: "body" }, "no body")

/** The text inside an element (a script's or style's code). */
export const textOf = (element: HtmlElement): string =>
  element.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : isElement(child) ? textOf(child) : "")).join("")

/** A new element with these attributes, in this order, and text. */
export function createElement(tag: string, attributes: Readonly<Record<string, string>> = {}, text?: string): HtmlElement {
  const element = defaultTreeAdapter.createElement(
    tag,
    "http://www.w3.org/1999/xhtml" as never,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  )
  if (text !== undefined) defaultTreeAdapter.insertText(element, text)
  return element
}

/** Replaces an element's children with this text. */
export function setText(element: HtmlElement, text: string): void {
  element.childNodes = []
  defaultTreeAdapter.insertText(element, text)
  markChanged(element)
}

export function appendChild(parent: HtmlElement, ...nodes: HtmlElement[]): void {
  if (nodes.length === 0) return
  for (const node of nodes) defaultTreeAdapter.appendChild(parent, node)
  markChanged(parent)
}

function insertAt(reference: ChildNode, offset: 0 | 1, nodes: readonly HtmlElement[]): void {
  const parent = reference.parentNode!
  for (const node of nodes) node.parentNode = parent
  parent.childNodes.splice(parent.childNodes.indexOf(reference) + offset, 0, ...nodes)
  markChanged(parent)
}

/** Inserts nodes right after `reference`, in order. */
export const insertAfter = (reference: ChildNode, ...nodes: HtmlElement[]): void => insertAt(reference, 1, nodes)

/** Inserts nodes right before `reference`, in order. */
export const insertBefore = (reference: ChildNode, ...nodes: HtmlElement[]): void => insertAt(reference, 0, nodes)

export function removeNode(node: ChildNode): void {
  const parent = node.parentNode
  if (!parent) return
  defaultTreeAdapter.detachNode(node)
  markChanged(parent)
}

/** The first comment under `root` whose text passes `test`. */
export function findComment(root: HtmlNode, test: (text: string) => boolean): DefaultTreeAdapterMap["commentNode"] | undefined {
  for (const parent of [root, ...elementsOf(root)]) {
    const comment = ("childNodes" in parent ? parent.childNodes : []).find((child) => defaultTreeAdapter.isCommentNode(child) && test(child.data))
    if (comment) return comment as DefaultTreeAdapterMap["commentNode"]
  }
  return undefined
}

/** Whether any element under `root` has this attribute. */
export const hasAttributeAnywhere = (root: HtmlNode, name: string): boolean => findElement(root, { attributes: { [name]: true } }) !== undefined

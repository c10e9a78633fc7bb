/**
 * The first screen's styles in the page, the rest in one file linked at the
 * first-screen mark (FirstScreenEnd), so the first screen paints as soon as
 * its own bytes are in. Which styles stay is decided per class name for
 * every page at once, keeping the cascade's order; the file is named by its
 * content and does not grow with the roster. It reads styled-components'
 * sheet format (src/internals/styled-components.ts), and a sheet it cannot
 * read fails the build. How each engine treats the link, and the figures:
 * docs/performance.md.
 */
import { createHash } from "node:crypto"
import { FIRST_SCREEN_END } from "../../shared/first-screen"
import { ALWAYS_IN_HEAD, GROUP_MARK, SEPARATOR, SHEET_ATTRIBUTES, groupMark } from "../../internals/styled-components"
import {
  appendChild,
  attributeOf,
  insertAfter,
  bodyOf,
  createElement,
  findElement,
  headOf,
  setText,
  textOf,
  type HtmlDocument,
  type HtmlElement,
} from "../html-tree"
import { HOLD_REST, SHOW_REST } from "./hold-rest"

/** The mark: an empty, hidden element (a split page's holds the link). */
export const SLOT = { tag: "div", attributes: { [FIRST_SCREEN_END]: "", hidden: "" } } as const
/** styled-components' `<style>` in the head. */
const STYLE = { tag: "style", attributes: { [SHEET_ATTRIBUTES.sheet]: true, [SHEET_ATTRIBUTES.version]: true } } as const

export interface StyleGroup {
  /** styled-components' group number: its rules' place in this page's sheet (pages number them differently). */
  index: number
  id: string
  /** The class names the group's rules are for. */
  names: string[]
  rules: string[]
}

/** styled-components' server-rendered sheet, group by group, in order. */
export function readStyledSheet(css: string): StyleGroup[] {
  const groups: StyleGroup[] = []
  let rules: string[] = []
  if (css !== "" && !css.endsWith(SEPARATOR)) throw new Error("the styled-components sheet does not end with its rule mark")
  for (const chunk of css.slice(0, -SEPARATOR.length || undefined).split(SEPARATOR)) {
    if (chunk === "") continue
    const mark = GROUP_MARK.exec(chunk)
    if (!mark) {
      rules.push(chunk)
      continue
    }
    groups.push({ index: Number(mark[1]), id: mark[2], names: mark[3].split(",").filter(Boolean), rules })
    rules = []
  }
  if (rules.length > 0) throw new Error(`the styled-components sheet ends with ${rules.length} rules of no group`)
  return groups
}

const styleElementOf = (page: HtmlDocument) => findElement(headOf(page), STYLE)

/** The text of a page's styled-components `<style>` ("" when it has none). */
export const headStyleSheet = (page: HtmlDocument): string => {
  const style = styleElementOf(page)
  return style ? textOf(style) : ""
}

/** The file a split page links at its mark (relative to the site's root), or null. */
export function linkedStyleFile(page: HtmlDocument): string | null {
  const slot = findElement(page, SLOT)
  const link = slot && findElement(slot, { tag: "link", attributes: { rel: "stylesheet" } })
  const href = link && attributeOf(link, "href")
  return href?.startsWith("/") ? href.slice(1) : null
}

export function writeStyledSheet(groups: readonly StyleGroup[]): string {
  return groups.map((group) => [...group.rules, groupMark(group.index, group.id, group.names)].join(SEPARATOR) + SEPARATOR).join("")
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Whether CSS has rules for a class: styled-components writes each class's rules with `.class` in their selector. */
export const hasRulesFor = (css: string, name: string): boolean => new RegExp(`\\.${escapeRegExp(name)}(?![\\w-])`).test(css)

/** The class a rule styles, of its group's. */
const ownerOf = (rule: string, names: readonly string[]): string | undefined => names.find((name) => hasRulesFor(rule, name))

/** The file the moved rules go into, named by its content. */
export const restFileOf = (css: string) => `styles-${createHash("sha256").update(css).digest("hex").slice(0, 20)}.css`

interface MarkedPage {
  groups: StyleGroup[]
  /**
   * Each element with styled-components classes: whether it is above the
   * mark, its own classes, and every class whose rules can style it,
   * compete with its own on order alone, and so keep their order: its own,
   * and those of its parent that style every child (`.x>*`) and of its
   * ancestors that style every descendant (`.x *`), which only order sets
   * apart from a class's own rule (the same specificity). In the order the
   * page's sheet has their rules: the cascade's (a component's extension
   * comes after the component).
   */
  elements: { above: boolean; own: string[]; names: string[] }[]
}

/** The classes of a sheet whose rules style every child (`.x>*`) or every descendant (`.x *`) of their element. */
function classesStylingAll(groups: readonly StyleGroup[]): { children: Set<string>; descendants: Set<string> } {
  const children = new Set<string>()
  const descendants = new Set<string>()
  for (const group of groups) {
    for (const name of group.names) {
      const rules = group.rules.filter((rule) => hasRulesFor(rule, name))
      if (rules.some((rule) => new RegExp(`\\.${escapeRegExp(name)}\\s*>\\s*\\*`).test(rule))) children.add(name)
      if (rules.some((rule) => new RegExp(`\\.${escapeRegExp(name)}\\s+\\*`).test(rule))) descendants.add(name)
    }
  }
  return { children, descendants }
}

/** A page's sheet and its elements' classes, or null when it has no empty mark (a page without one, or one split by an earlier build). */
function readMarkedPage(page: HtmlDocument): MarkedPage | null {
  const slot = findElement(bodyOf(page), SLOT)
  if (!slot || slot.childNodes.length > 0) return null
  const style = styleElementOf(page)
  if (!style) throw new Error("a page marks its first screen but has no styled-components <style> in its head")
  const groups = readStyledSheet(textOf(style))
  const place = new Map(groups.flatMap((group, index) => group.names.map((name) => [name, index] as const)))
  const all = classesStylingAll(groups)
  const inOrder = (names: Iterable<string>) => [...new Set(names)].sort((a, b) => place.get(a)! - place.get(b)!)

  const elements: MarkedPage["elements"] = []
  let above = true
  // Each element: the classes of its parent that style their children, and all of its ancestors' that style any descendant.
  const visit = (element: HtmlElement, children: readonly string[], descendants: readonly string[]) => {
    if (element === slot) above = false
    const own = (attributeOf(element, "class") ?? "").split(/\s+/).filter((each) => place.has(each))
    if (own.length > 0) elements.push({ above, own, names: inOrder([...own, ...children, ...descendants]) })
    const inner = [...descendants, ...own.filter((each) => all.descendants.has(each))]
    for (const child of element.childNodes) {
      if ("tagName" in child)
        visit(
          child,
          own.filter((each) => all.children.has(each)),
          inner,
        )
    }
  }
  visit(bodyOf(page), [], [])
  return { groups, elements }
}

/**
 * The classes whose rules stay in the heads: those of an element above the
 * mark on any page, and, to keep the cascade, any class that on some element
 * comes before one of those (the file comes after the head). The same set
 * for every page, so a rule is either in the heads or in the one file, never
 * both: a rule in both would apply twice, the second time after rules it
 * comes before.
 */
function classesInHead(elements: readonly MarkedPage["elements"][number][]): Set<string> {
  const inHead = new Set(elements.filter((element) => element.above).flatMap((element) => element.own))
  for (let changed = true; changed; ) {
    changed = false
    for (const { names } of elements) {
      let last = -1
      names.forEach((name, index) => inHead.has(name) && (last = index))
      for (const name of names.slice(0, Math.max(0, last))) {
        if (!inHead.has(name)) {
          inHead.add(name)
          changed = true
        }
      }
    }
  }
  return inHead
}

/**
 * The components of the moved rules in an order every page agrees with:
 * where one element carries classes of two, the page's order between them.
 * Each page numbers its groups in the order its renderer first met the
 * components (Gatsby renders pages in several processes, each loading page
 * templates as it needs them), so numbers differ between pages; the order
 * of two components one element uses does not (an extension is defined
 * after what it extends). Others keep the order they were first seen in.
 */
function componentOrder(pages: readonly MarkedPage[], componentOf: ReadonlyMap<string, string>, moved: ReadonlySet<string>): string[] {
  const seen: string[] = []
  const after = new Map<string, Set<string>>()
  const before = new Map<string, number>()
  const add = (id: string) => {
    if (after.has(id)) return
    after.set(id, new Set())
    before.set(id, 0)
    seen.push(id)
  }
  for (const page of pages) for (const group of page.groups) if (moved.has(group.id)) add(group.id)
  for (const { names } of pages.flatMap((page) => page.elements)) {
    const ids = names.map((name) => componentOf.get(name)!).filter((id) => moved.has(id))
    for (let index = 1; index < ids.length; index++) {
      if (ids[index] === ids[index - 1] || after.get(ids[index - 1])!.has(ids[index])) continue
      after.get(ids[index - 1])!.add(ids[index])
      before.set(ids[index], before.get(ids[index])! + 1)
    }
  }
  const order: string[] = []
  const ready = seen.filter((id) => before.get(id) === 0)
  while (ready.length > 0) {
    const id = ready.shift()!
    order.push(id)
    for (const next of after.get(id)!) {
      before.set(next, before.get(next)! - 1)
      if (before.get(next) === 0) ready.push(next)
    }
  }
  if (order.length < seen.length) throw new Error(`pages order the styles of ${seen.filter((id) => !order.includes(id)).join(", ")} in contradicting ways`)
  return order
}

export interface SplitSite {
  /** Each page's head sheet, or null when the page is left as it was. */
  heads: (StyleGroup[] | null)[]
  /** The rules moved out of the heads, in an order every page's cascade agrees with ("" when none). */
  css: string
  /** The file they go into, named by its content (null when none). */
  file: string | null
}

/**
 * The given pages' split at their marks: each head keeps the rules of the
 * classes of classesInHead, each mark links one file with the rules of
 * every other class of those pages.
 */
export function splitFirstScreenStyles(pages: readonly HtmlDocument[]): SplitSite {
  const marked = pages.map(readMarkedPage)
  const read = marked.filter((page): page is MarkedPage => page !== null)
  const inHead = classesInHead(read.flatMap((page) => page.elements))
  const componentOf = new Map(read.flatMap((page) => page.groups.flatMap((group) => group.names.map((name) => [name, group.id] as const))))

  // Each component's moved rules, each once, in the order pages had them.
  const moved = new Map<string, Set<string>>()
  const heads = marked.map((page) => {
    if (!page) return null
    return page.groups.flatMap((group): StyleGroup[] => {
      if (ALWAYS_IN_HEAD.test(group.id)) return [group]
      const out = new Set<string>()
      const rules = group.rules.filter((rule) => {
        const owner = ownerOf(rule, group.names)
        // A rule for no class of its group would be a format this does not know: it stays where it was.
        if (owner === undefined || inHead.has(owner)) return true
        moved.set(group.id, (moved.get(group.id) ?? new Set()).add(rule))
        out.add(owner)
        return false
      })
      // The marks name every class whose rules are all in the head (a class with none, too), so the app does not write them again.
      const names = group.names.filter((name) => !out.has(name))
      return rules.length > 0 || names.length > 0 ? [{ ...group, names, rules }] : []
    })
  })
  if (moved.size === 0) return { heads: pages.map(() => null), css: "", file: null }
  const css =
    SHOW_REST +
    componentOrder(read, componentOf, new Set(moved.keys()))
      .flatMap((id) => [...moved.get(id)!])
      .map((rule) => `${rule}\n`)
      .join("")
  return { heads, css, file: restFileOf(css) }
}

/** Writes a page's split: its head keeps `head`'s rules, its mark links `file` then holds a one-space script. */
export function withSplitStyles(page: HtmlDocument, head: readonly StyleGroup[], file: string): void {
  const style = styleElementOf(page)!
  setText(style, writeStyledSheet(head))
  // With scripts off, what follows the mark waits for its styles (./hold-rest.ts).
  const noscript = createElement("noscript")
  appendChild(noscript, createElement("style", {}, HOLD_REST))
  insertAfter(style, noscript)
  appendChild(findElement(bodyOf(page), SLOT)!, createElement("link", { rel: "stylesheet", href: `/${file}` }), createElement("script", {}, " "))
}

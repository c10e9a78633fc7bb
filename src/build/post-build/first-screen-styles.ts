/**
 * The first screen's styles in the page, the rest of the page's in a file.
 *
 * styled-components writes every style a page renders into one `<style>` in
 * its head: on the home page 38 KB, 7 KB gzipped, all of it before the first
 * byte of the hero. After the build, a page that marks where its first
 * screen ends (FirstScreenEnd.tsx) keeps in its head only the styles of the
 * elements above that mark, and gets the others from a file linked at the
 * mark: `<link rel="stylesheet">` then a one-space `<script>`.
 *
 * - Chromium does not parse past a stylesheet in the body until it has
 *   loaded; Firefox and Safari do not wait for it but do wait before running
 *   a script that follows it. Either way, the first screen paints as soon as
 *   its own bytes are in, and what comes after it never paints unstyled.
 *   With scripts off, Firefox and Safari lay out that part early: it stays
 *   clipped until the file is in (./hold-rest.ts).
 * - One file for every page that has the mark, named by its content
 *   (`styles-<hash>.css`): cached for a year by the host rules and stored
 *   ahead by the offline worker like the scripts (pages name it). It does
 *   not grow with the roster: it holds each class's rules once.
 * - Which styles stay is decided per class name, the same for every page
 *   (classesInHead): a class an element above the mark carries on any page
 *   stays in the head of every page that uses it, and so does a class that
 *   styled-components orders before one of those on the same element or in
 *   a parent's rule for every child (`.x>*`), so the cascade keeps its
 *   order (the file comes after the head). Global styles and keyframes stay.
 * - The head's `<style>` keeps styled-components' marks for the classes it
 *   keeps; in the browser styled-components takes those over and writes the
 *   others itself when the app starts, as it does for any class the page
 *   did not have. React does not read inside the mark's element (its HTML is
 *   set, empty), so the link there is no hydration mismatch.
 *
 * This reads styled-components' server output (`data-styled.g<N>[id="…"]
 * {content:"class,…"}` after each component's rules, `/*!sc*\/` after
 * each rule): a sheet it cannot read fails the build, and
 * __tests__/first-screen-styles.test.tsx splits a sheet the installed
 * styled-components wrote, so an upgrade that changes the format fails there.
 */
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { FIRST_SCREEN_END } from "../../shared/first-screen"
import { ALWAYS_IN_HEAD, GROUP_MARK, SEPARATOR, groupMark } from "../../internals/styled-components"
import { HOLD_REST_TAG, SHOW_REST } from "./hold-rest"

const SLOT = `<div ${FIRST_SCREEN_END}="" hidden=""></div>`
const STYLE = /(<style data-styled="[^"]*" data-styled-version="[^"]*">)([\s\S]*?)(<\/style>)/
/** The link a split page has at its mark. */
const LINKED = new RegExp(`<div ${FIRST_SCREEN_END}="" hidden=""><link rel="stylesheet" href="/([^"]+)"`)

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

/** The text of a page's styled-components `<style>` ("" when it has none). */
export const headStyleSheet = (page: string): string => STYLE.exec(page)?.[2] ?? ""

/** The file a split page links at its mark (relative to the site's root), or null. */
export const linkedStyleFile = (page: string): string | null => LINKED.exec(page)?.[1] ?? null

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

const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"])
const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g

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
function readMarkedPage(page: string): MarkedPage | null {
  const slotAt = page.indexOf(SLOT)
  if (slotAt < 0) return null
  const style = STYLE.exec(page)
  if (!style) throw new Error("a page marks its first screen but has no styled-components <style> in its head")
  const groups = readStyledSheet(style[2])
  const place = new Map(groups.flatMap((group, index) => group.names.map((name) => [name, index] as const)))
  const all = classesStylingAll(groups)
  const inOrder = (names: Iterable<string>) => [...new Set(names)].sort((a, b) => place.get(a)! - place.get(b)!)

  const elements: MarkedPage["elements"] = []
  // The open elements: the classes of each that style its children, and all that style any descendant.
  const open: { tag: string; children: string[]; descendants: string[] }[] = []
  const tags = new RegExp(TAG.source, "g")
  tags.lastIndex = page.indexOf("<body")
  for (let match = tags.exec(page); match; match = tags.exec(page)) {
    const [, closing, name, attributes] = match
    const tag = name.toLowerCase()
    if (closing) {
      const at = open.map((element) => element.tag).lastIndexOf(tag)
      if (at >= 0) open.length = at
      continue
    }
    // Script and style text is not markup.
    if (tag === "script" || tag === "style") {
      tags.lastIndex = page.indexOf(`</${tag}>`, tags.lastIndex)
      continue
    }
    const own = (/\sclass="([^"]*)"/.exec(attributes)?.[1] ?? "").split(/\s+/).filter((each) => place.has(each))
    const parent = open.at(-1)
    const inherited = [...(parent?.children ?? []), ...(parent?.descendants ?? [])]
    if (own.length > 0) elements.push({ above: match.index < slotAt, own, names: inOrder([...own, ...inherited]) })
    if (VOID_ELEMENTS.has(tag) || attributes.endsWith("/")) continue
    open.push({ tag, children: own.filter((each) => all.children.has(each)), descendants: [...(parent?.descendants ?? []), ...own.filter((each) => all.descendants.has(each))] })
  }
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
  /** Each page as rewritten, or null when it is left as it was. */
  pages: (string | null)[]
  /** The rules moved out of the heads, in an order every page's cascade agrees with ("" when none). */
  css: string
  /** The file they go into, named by its content (null when none). */
  file: string | null
}

/**
 * The given pages split at their marks: each head keeps the rules of the
 * classes of classesInHead, each mark links one file with the rules of
 * every other class of those pages.
 */
export function splitFirstScreenStyles(pages: readonly string[]): SplitSite {
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
  if (moved.size === 0) return { pages: pages.map(() => null), css: "", file: null }
  const css = SHOW_REST + componentOrder(read, componentOf, new Set(moved.keys()))
    .flatMap((id) => [...moved.get(id)!])
    .map((rule) => `${rule}\n`)
    .join("")
  const file = restFileOf(css)
  const link = `<div ${FIRST_SCREEN_END}="" hidden=""><link rel="stylesheet" href="/${file}"/><script> </script></div>`
  return {
    pages: pages.map((page, index) => {
      const head = heads[index]
      return head && page.replace(STYLE, (_, open: string, __, close: string) => `${open}${writeStyledSheet(head)}${close}${HOLD_REST_TAG}`).replace(SLOT, link)
    }),
    css,
    file,
  }
}

/** Splits the given pages (relative to public/) and writes their file; returns what it did, for the build's report. */
export function splitStylesInPages(publicDir: string, pageFiles: readonly string[]): { pages: number; file: string | null; bytes: number } {
  const files = pageFiles.map((page) => path.join(publicDir, page))
  const pages = files.map((file) => fs.readFileSync(file, "utf8"))
  // A page Gatsby kept from an earlier build is split already: the file it links must still be there.
  const lost = pages.flatMap((html, index) => {
    const linked = linkedStyleFile(html)
    return linked !== null && !fs.existsSync(path.join(publicDir, linked)) ? [`${pageFiles[index]} links ${linked}`] : []
  })
  if (lost.length > 0) throw new Error(`${lost.slice(0, 3).join("; ")}, which is gone: run \`npm run clean\` and build again`)
  const split = splitFirstScreenStyles(pages)
  if (split.file === null) return { pages: 0, file: null, bytes: 0 }
  fs.writeFileSync(path.join(publicDir, split.file), split.css)
  split.pages.forEach((html, index) => html !== null && fs.writeFileSync(files[index], html))
  return { pages: split.pages.filter((html) => html !== null).length, file: split.file, bytes: Buffer.byteLength(split.css) }
}

/**
 * What happens after Gatsby has written public/. Each page is read once,
 * parsed once (../html-tree.ts), handed through every page step in turn,
 * and written once; the other steps write files of their own. Each step
 * says which steps it must come after, and the order is worked out from
 * that (./order.ts); a step that reads the pages as served (`readsPages`)
 * comes after every page step. A step that throws stops the build with its
 * message: a site whose pages start their scripts too early, or whose
 * worker or policy is missing, is not published.
 */
import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { SITE_URL } from "../../shared/site"
import { paintFirst, scriptsStartedAfterPaint, withoutApp } from "./paint-first"
import { linkedStyleFile, splitFirstScreenStyles, withSplitStyles } from "./first-screen-styles"
import { PAGES_WITHOUT_APP, isSitePage, urlPathOfHtml } from "../../shared/built-files"
import { writeDeployFiles } from "../host/write-deploy-files"
import { stylePolicyOf, withStylePolicy } from "../host/csp"
import { writeServiceWorker } from "../offline/write-worker"
import { withBuildStamp, writeBuildStamp } from "../offline/build-stamp"
import { BUILD_STAMP } from "../../shared/offline/build-stamp"
import { writeShareImage } from "../share-image"
import { writeStatusAppManifest } from "../status-app-manifest"
import { structuredDataOfPages, withStructuredData } from "../structured-data/write"
import { parsePage, writePage, type HtmlDocument } from "../html-tree"
import { orderSteps, type Ordered } from "./order"
import { writeContactCards } from "../vcards"
import { withEarlyStatuses } from "./early-statuses"
import { bundleInlineScripts, fillInlineScripts, type InlineScripts } from "./inline-scripts"
import { ROSTER_FILE, rosterFile } from "../../shared/roster-file"
import { EDITOR_SIGN_IN } from "../../shared/editor-sign-in"
import { INLINE_SCRIPTS } from "../../shared/inline-scripts"
import { inCallOrder } from "../../shared/call-order"
import type { BuildData } from "../build-data"
import { buildMoment } from "../build-moment"

export interface BuiltSite {
  root: string
  publicDir: string
  data: BuildData & { siteSettings: NonNullable<BuildData["siteSettings"]> }
  /** Every file in public/ as it stands now (steps add files). */
  files: () => string[]
  /** The site's pages (HTML files, relative to public/), the same for every step. */
  pages: readonly string[]
  /** Each page's tree by its file, as the page steps have left it so far. */
  documents: ReadonlyMap<string, HtmlDocument>
  /** The scripts the pages carry inline, bundled once for the build when a step first asks. */
  inlineScripts: () => InlineScripts
}

/** A built page: its file (relative to public/) and its tree. */
export interface Page {
  file: string
  document: HtmlDocument
}

/** A step that writes files of its own. */
export interface FileStep extends Ordered {
  /** Reads the pages as they are served: comes after every page step, once the pages are written. */
  readsPages?: boolean
  /** Does its work; returns the line the build prints. */
  run: (site: BuiltSite) => Promise<string> | string
}

/**
 * A step that changes pages. `survey` looks at every page at once, as the
 * steps before have left them, for what the step must decide across pages
 * (it may write a file of its own); `page` is then given each page, with
 * what the survey found, and returns it changed.
 */
export interface PageStep<Survey> extends Ordered {
  survey: (pages: readonly Page[], site: BuiltSite) => Survey
  page: (page: Page, survey: Survey) => Page
  /** The line the build prints, once every page has been through `page`. */
  report: (survey: Survey, pages: readonly Page[]) => string
}

export type PostBuildStep = FileStep | PageStep<unknown>

const isPageStep = (step: PostBuildStep): step is PageStep<unknown> => "page" in step

/** A page step, its survey's type kept between its parts. */
const pageStep = <Survey>(step: PageStep<Survey>): PostBuildStep => step as PageStep<unknown>

/** The order the steps run in: their own declarations, and every step that reads the pages after every page step. */
export function postBuildOrder(steps: readonly PostBuildStep[]): PostBuildStep[] {
  const pageSteps = steps.filter(isPageStep).map((step) => step.name)
  return orderSteps(steps.map((step) => (!isPageStep(step) && step.readsPages ? { ...step, after: [...(step.after ?? []), ...pageSteps] } : step)))
}

/**
 * Pictures stored for offline use besides each tracker's photo: the photo
 * shown for a tracker without one, and the wait-time guide, which is stored
 * with the numbers.
 */
const OFFLINE_IMAGES = ["placeholder-tracker", "wait-time-guide"]
const NUMBERS_IMAGES = ["wait-time-guide"]

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

export const POST_BUILD_STEPS: readonly PostBuildStep[] = [
  {
    name: "Contact cards",
    run: ({ publicDir, data }) => {
      const written = writeContactCards(publicDir, data.allTracker.nodes, { brandName: data.siteSettings.brandName, siteUrl: SITE_URL })
      return `${written.length} files, one per tracker and the roster`
    },
  },
  {
    name: "Roster file",
    run: ({ publicDir, data }) => {
      const file = path.join(publicDir, ROSTER_FILE)
      fs.writeFileSync(file, JSON.stringify(rosterFile(data.allTracker.nodes, data.allCounty.nodes, new Date(buildMoment()))))
      return `${ROSTER_FILE}: ${data.allTracker.nodes.length} trackers, ${kib(fs.statSync(file).size)}`
    },
  },
  {
    name: "Editor sign-in script",
    run: ({ publicDir, inlineScripts }) => {
      const code = inlineScripts()[INLINE_SCRIPTS.editorSignIn]
      const file = path.join(publicDir, EDITOR_SIGN_IN.script)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, code)
      return `${EDITOR_SIGN_IN.script} (${Buffer.byteLength(code)} B), which the status service's sign-in answer carries inline`
    },
  },
  pageStep({
    name: "Structured data",
    survey: (_, { pages, data }) => structuredDataOfPages(pages, data),
    page: (page, byPage) => {
      withStructuredData(page.document, byPage.get(page.file) ?? [])
      return page
    },
    report: (byPage) => {
      const carrying = [...byPage.values()].filter((blocks) => blocks.length > 0)
      return `${carrying.reduce((sum, blocks) => sum + blocks.length, 0)} JSON-LD blocks at the end of ${carrying.length} pages`
    },
  }),
  pageStep({
    name: "Paint first",
    survey: (_, { inlineScripts }) => ({ scripts: inlineScripts(), rewritten: 0, withoutApp: 0 }),
    page: (page, survey) => {
      if (PAGES_WITHOUT_APP.includes(urlPathOfHtml(page.file))) {
        withoutApp(page.document)
        survey.withoutApp++
      } else if (paintFirst(page.document, survey.scripts)) survey.rewritten++
      return page
    },
    report: ({ rewritten, withoutApp: bare }, pages) => {
      const started = pages.filter((page) => scriptsStartedAfterPaint(page.document).length > 0).length
      if (started === 0) {
        // Gatsby no longer writes its scripts the way src/internals/gatsby.ts expects: every page would
        // start its scripts before the first paint, and the worker and the CSP would miss them.
        throw new Error("no page had Gatsby's async scripts in its scripts slice. Revisit src/internals/gatsby.ts and src/build/post-build/paint-first.ts.")
      }
      if (bare !== PAGES_WITHOUT_APP.length)
        throw new Error(`${bare} of the ${PAGES_WITHOUT_APP.length} pages to ship without the app were built (${PAGES_WITHOUT_APP.join(", ")})`)
      return `${started} of ${pages.length} pages start their scripts after the first paint (${rewritten} rewritten on this build), ${bare} without the app`
    },
  }),
  pageStep({
    name: "First-screen styles",
    survey: (pages, { publicDir }) => {
      // A page Gatsby kept from an earlier build is split already: the file it links must still be there.
      const lost = pages.flatMap(({ file, document }) => {
        const linked = linkedStyleFile(document)
        return linked !== null && !fs.existsSync(path.join(publicDir, linked)) ? [`${file} links ${linked}`] : []
      })
      if (lost.length > 0) throw new Error(`${lost.slice(0, 3).join("; ")}, which is gone: run \`npm run clean\` and build again`)
      const split = splitFirstScreenStyles(pages.map((page) => page.document))
      if (split.file !== null) fs.writeFileSync(path.join(publicDir, split.file), split.css)
      return { ...split, heads: new Map(pages.map((page, index) => [page.file, split.heads[index]])) }
    },
    page: (page, { heads, file }) => {
      const head = heads.get(page.file)
      if (head && file !== null) withSplitStyles(page.document, head, file)
      return page
    },
    report: ({ heads, file, css }, pages) =>
      `${[...heads.values()].filter((head) => head !== null && file !== null).length} of ${pages.length} pages keep only their first screen's styles inline, the rest in ${file ?? "no file"} (${kib(Buffer.byteLength(css))})`,
  }),
  pageStep({
    name: "Live statuses first",
    // Its body script goes last in the body, after the structured data; its request first in the mark, before the link put there.
    after: ["Structured data", "First-screen styles"],
    survey: (_, { inlineScripts }) => ({ scripts: inlineScripts(), asking: 0 }),
    page: (page, early) => {
      if (withEarlyStatuses(page.document, early.scripts)) early.asking++
      return page
    },
    report: ({ asking }, pages) => `${asking} of ${pages.length} pages ask for the live statuses after their first paint and show them before the app`,
  }),
  pageStep({
    name: "Inline scripts",
    survey: (_, { inlineScripts }) => ({ scripts: inlineScripts(), filled: 0, pages: 0 }),
    page: (page, survey) => {
      const filled = fillInlineScripts(page.document, survey.scripts)
      survey.filled += filled
      if (filled > 0) survey.pages++
      return page
    },
    report: ({ scripts, filled, pages }) =>
      `${filled} scripts placed by ${pages} pages filled in; each script: ${Object.entries(scripts)
        .map(([name, code]) => `${name} ${Buffer.byteLength(code)} B`)
        .join(", ")}`,
  }),
  {
    name: "Status app manifest",
    run: ({ root, publicDir, data }) => path.relative(root, writeStatusAppManifest(publicDir, data.siteSettings.brandName)),
  },
  {
    name: "Share image",
    run: async ({ root, publicDir, data }) => path.relative(root, await writeShareImage(root, publicDir, data.siteSettings)),
  },
  pageStep({
    name: "Build stamp",
    // A hash of what hunters read: the pages' data, the roster and the cards.
    after: ["Contact cards", "Roster file"],
    survey: (_, { publicDir, files }) => writeBuildStamp(publicDir, files()),
    page: (page, stamp) => {
      withBuildStamp(page.document, stamp)
      return page
    },
    report: (stamp, pages) => `${BUILD_STAMP.path} and ${pages.length} pages: ${stamp}`,
  }),
  pageStep({
    name: "Style policies",
    // Hashed from each page's inline styles as they finally stand; first after the charset, before the live statuses' head script.
    after: ["First-screen styles", "Live statuses first"],
    survey: () => undefined,
    page: (page) => {
      withStylePolicy(page.document)
      return page
    },
    report: (_, pages) =>
      `${pages.length} pages carry their own, the longest ${Math.max(0, ...pages.map((page) => stylePolicyOf(page.document)?.length ?? 0))} characters`,
  }),
  {
    name: "Offline worker",
    readsPages: true,
    after: ["Share image"],
    run: async ({ root, publicDir, files, data, documents }) => {
      const photos = data.allTracker.nodes.flatMap((tracker) => (tracker.image ? [tracker.image.name] : []))
      const worker = await writeServiceWorker(root, publicDir, files(), documents, { critical: [...photos, ...OFFLINE_IMAGES], numbers: NUMBERS_IMAGES })
      const total = worker.tiers.reduce((sum, tier) => ({ files: sum.files + tier.files, transferBytes: sum.transferBytes + tier.transferBytes }), {
        files: 0,
        transferBytes: 0,
      })
      return (
        `${path.relative(root, worker.file)} (${kib(worker.workerTransferBytes)} gzipped) stores ${total.files} files, ${kib(total.transferBytes)} to download (text gzipped), in this order: ` +
        worker.tiers.map((tier) => `${tier.tier} ${tier.files} files ${kib(tier.bytes)} stored ${kib(tier.transferBytes)} to download`).join("; ")
      )
    },
  },
  {
    name: "Host rules",
    readsPages: true,
    // The worker's rules are for sw.js as written.
    after: ["Offline worker"],
    run: ({ publicDir, files, data, documents }) => {
      const report = writeDeployFiles(publicDir, files(), documents, data.allTracker.nodes)
      return `public/_headers (${report.headerRules} rules, CSP ${report.cspLength} characters from ${report.pages} pages), public/_redirects (${report.redirects} redirects)`
    },
  },
]

/**
 * Each page as Gatsby wrote it, parsed. React 18.3's streaming renderer,
 * which Gatsby uses, can flush a few unwritten bytes of its 2 KB buffer when
 * a multi-byte character lands on the buffer's end (fixed in React 19 only):
 * those NUL bytes are dropped before the page is parsed.
 */
function readPages(publicDir: string, files: readonly string[]): { pages: Page[]; read: Map<string, string>; cleaned: number } {
  let cleaned = 0
  const read = new Map<string, string>()
  const pages = files.map((file) => {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8")
    read.set(file, html)
    if (html.includes("\0")) cleaned++
    return { file, document: parsePage(html.replaceAll("\0", "")) }
  })
  return { pages, read, cleaned }
}

/** Runs every step in its order on public/; the first that fails stops the build. */
export async function runPostBuild(
  data: BuildData,
  reporter: Reporter,
  steps: readonly PostBuildStep[] = POST_BUILD_STEPS,
  root = process.cwd(),
): Promise<void> {
  const { siteSettings } = data
  if (!siteSettings) {
    reporter.panicOnBuild("data/site.json is missing: the steps after the build need the site's name and settings.")
    return
  }
  const publicDir = path.join(root, "public")
  const files = () =>
    fs
      .readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      .sort()
  // Every list the steps write (cards, roster, structured data) is in the call order.
  const allTracker = { ...data.allTracker, nodes: inCallOrder(data.allTracker.nodes) }
  const pageFiles = files().filter(isSitePage)
  const { pages, read, cleaned } = readPages(publicDir, pageFiles)
  reporter.info(`Stray NUL bytes: ${cleaned} of ${pages.length} pages had NUL bytes from the renderer, removed`)
  const documents = new Map(pages.map((page) => [page.file, page.document]))
  let bundled: InlineScripts | undefined
  const inlineScripts = () => (bundled ??= bundleInlineScripts())
  const site: BuiltSite = { root, publicDir, data: { ...data, allTracker, siteSettings }, files, pages: pageFiles, documents, inlineScripts }
  let written = false
  const writePages = () => {
    const changed = pages.filter(({ file, document }) => {
      const html = writePage(document)
      if (html === read.get(file)) return false
      fs.writeFileSync(path.join(publicDir, file), html)
      return true
    })
    written = true
    return `${changed.length} of ${pages.length} pages written`
  }
  try {
    for (const step of postBuildOrder(steps)) {
      try {
        if (!isPageStep(step)) {
          if (step.readsPages && !written) reporter.info(`Pages: ${writePages()}`)
          reporter.info(`${step.name}: ${await step.run(site)}`)
          continue
        }
        const survey = step.survey(pages, site)
        pages.forEach((page, index) => {
          pages[index] = step.page(page, survey)
          documents.set(page.file, pages[index].document)
        })
        reporter.info(`${step.name}: ${step.report(survey, pages)}`)
      } catch (error) {
        throw new Error(`${step.name}: ${(error as Error).message}`)
      }
    }
    if (!written) reporter.info(`Pages: ${writePages()}`)
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
  }
}

/**
 * What happens after Gatsby has written public/: one ordered list of steps,
 * each given the same view of the built site (its files, and its pages by
 * the one rule in ../built-site.ts) and the build's data (gatsby-node's
 * typed PostBuild query). The order matters, and is why it is a list:
 *
 * 0. Stray NUL bytes: React 18.3's streaming renderer, which Gatsby uses,
 *    can flush a few unwritten bytes of its 2 KB buffer when a multi-byte
 *    character (an em dash) lands on the buffer's end (react/react #31134,
 *    fixed in React 19 only). They are removed before anything hashes a page.
 * 1. Contact cards and the compact roster (/roster.json): files the offline
 *    worker stores, and the host rules serve as vCards.
 * 2. Structured data: each page's JSON-LD, written at the end of its body.
 * 2b. Live statuses first: a page that shows statuses asks for the live
 *    ones from its head and lays them over the built ones before the app
 *    starts (../early-statuses.ts). Before the hashes of the pages' inline
 *    scripts are taken.
 * 3. Paint first: every page's scripts start after its first paint. Before
 *    the worker and the host rules, which take their revisions and script
 *    hashes from the pages as rewritten.
 * 4. First-screen styles: a page that marks where its first screen ends
 *    keeps inline only the styles above the mark and links the rest from a
 *    file (src/build/post-build/first-screen-styles.ts). Before the build stamp,
 *    the style policies and the worker, which read the pages as rewritten.
 * 5. Share image: drawn from the settings.
 * 6. Build stamp: a hash of what hunters read, in /build.json and every
 *    page, so a page left open learns of a newer roster
 *    (src/browser/offline/newer-build.ts). Before the worker, whose list is made from
 *    the pages as stamped.
 * 7. Style policies: each page's own Content-Security-Policy for its
 *    inline styles, a `<meta>` at the top of its head, hashed from the page
 *    as it now stands (src/build/host/csp.ts). Before the worker, which
 *    stores the pages as they will be served.
 * 8. Offline worker: the list of files to store, tier by tier, bundled into
 *    sw.js.
 * 9. Host rules: _headers (with the CSP hashed from the finished pages, and
 *    rules for sw.js and the cards) and _redirects.
 *
 * A step that throws stops the build with its message: a site whose pages
 * start their scripts too early, or whose worker or policy is missing, is
 * not published.
 */
import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { SITE_URL } from "../../shared/site"
import { paintFirstInPages } from "./paint-first"
import { splitStylesInPages } from "./first-screen-styles"
import { isSitePage } from "../../shared/built-files"
import { writeDeployFiles } from "../host/write-deploy-files"
import { stylePolicyOf, withStylePolicy } from "../host/csp"
import { writeServiceWorker } from "../offline/write-worker"
import { writeBuildStamp } from "../offline/build-stamp"
import { BUILD_STAMP } from "../../shared/offline/build-stamp"
import { writeShareImage } from "../share-image"
import { writeStructuredData } from "../structured-data/write"
import { writeContactCards } from "../vcards"
import { earlyStatusesScript, withEarlyStatuses } from "./early-statuses"
import { ROSTER_FILE, rosterFile } from "../../shared/roster-file"
import { inCallOrder } from "../../shared/call-order"

export type PostBuildData = Queries.PostBuildQuery

export interface BuiltSite {
  root: string
  publicDir: string
  data: PostBuildData & { siteSettings: NonNullable<PostBuildData["siteSettings"]> }
  /** Every file in public/ as it stands now (steps add files). */
  files: () => string[]
  /** The site's pages (HTML files), the same for every step. */
  pages: readonly string[]
}

export interface PostBuildStep {
  name: string
  /** Does its work; returns the line the build prints. */
  run: (site: BuiltSite) => Promise<string> | string
}

/**
 * Pictures stored for offline use besides each tracker's photo: the photo
 * shown for a tracker without one, and the wait-time guide, which is stored
 * with the numbers.
 */
const OFFLINE_IMAGES = ["placeholder-tracker", "wait-time-guide"]
const NUMBERS_IMAGES = ["wait-time-guide"]

/** Every file under `dir`, relative to it with forward slashes. */
export function listFiles(dir: string, base = ""): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const relative = base ? `${base}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(dir, relative) : [relative]
  })
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

export const POST_BUILD_STEPS: readonly PostBuildStep[] = [
  {
    name: "Stray NUL bytes",
    run: ({ publicDir, pages }) => {
      const cleaned = pages.filter((page) => {
        const file = path.join(publicDir, page)
        const html = fs.readFileSync(file, "utf8")
        if (!html.includes("\0")) return false
        fs.writeFileSync(file, html.replaceAll("\0", ""))
        return true
      })
      return `${cleaned.length} of ${pages.length} pages had NUL bytes from the renderer, removed`
    },
  },
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
      fs.writeFileSync(file, JSON.stringify(rosterFile(data.allTracker.nodes, data.allCounty.nodes, new Date())))
      return `${ROSTER_FILE}: ${data.allTracker.nodes.length} trackers, ${kib(fs.statSync(file).size)}`
    },
  },
  {
    name: "Structured data",
    run: ({ publicDir, pages, data }) => {
      const written = writeStructuredData(publicDir, pages, data)
      return `${written.blocks} JSON-LD blocks at the end of ${written.pages} pages`
    },
  },
  {
    name: "Live statuses first",
    run: ({ publicDir, pages }) => {
      const script = earlyStatusesScript()
      let asking = 0
      for (const page of pages) {
        const file = path.join(publicDir, page)
        const html = withEarlyStatuses(fs.readFileSync(file, "utf8"), script)
        if (html.includes(script)) asking++
        fs.writeFileSync(file, html)
      }
      return `${asking} of ${pages.length} pages ask for the live statuses from their head and show them before the app (${kib(Buffer.byteLength(script))})`
    },
  },
  {
    name: "Paint first",
    run: ({ publicDir, pages }) => {
      const started = paintFirstInPages(publicDir, pages)
      if (started.pages === 0) {
        // Gatsby no longer writes its scripts the way src/internals/gatsby.ts expects: every page would
        // start its scripts before the first paint, and the worker and the CSP would miss them.
        throw new Error("no page had Gatsby's async scripts in its scripts slice. Revisit src/internals/gatsby.ts and src/build/post-build/paint-first.ts.")
      }
      return `${started.pages} of ${pages.length} pages start their scripts after the first paint (${started.rewritten} rewritten on this build)`
    },
  },
  {
    name: "First-screen styles",
    run: ({ publicDir, pages }) => {
      const split = splitStylesInPages(publicDir, pages)
      return `${split.pages} of ${pages.length} pages keep only their first screen's styles inline, the rest in ${split.file ?? "no file"} (${kib(split.bytes)})`
    },
  },
  {
    name: "Share image",
    run: async ({ root, publicDir, data }) => path.relative(root, await writeShareImage(root, publicDir, data.siteSettings)),
  },
  {
    name: "Build stamp",
    run: ({ publicDir, files, pages }) => `${BUILD_STAMP.path} and ${pages.length} pages: ${writeBuildStamp(publicDir, files(), pages)}`,
  },
  {
    name: "Style policies",
    run: ({ publicDir, pages }) => {
      let longest = 0
      for (const page of pages) {
        const file = path.join(publicDir, page)
        const html = withStylePolicy(fs.readFileSync(file, "utf8"))
        longest = Math.max(longest, stylePolicyOf(html)?.length ?? 0)
        fs.writeFileSync(file, html)
      }
      return `${pages.length} pages carry their own, the longest ${longest} characters`
    },
  },
  {
    name: "Offline worker",
    run: async ({ root, publicDir, files, data }) => {
      const photos = data.allTracker.nodes.flatMap((tracker) => (tracker.image ? [tracker.image.name] : []))
      const worker = await writeServiceWorker(root, publicDir, files(), { critical: [...photos, ...OFFLINE_IMAGES], numbers: NUMBERS_IMAGES })
      const total = worker.tiers.reduce((sum, tier) => ({ files: sum.files + tier.files, transferBytes: sum.transferBytes + tier.transferBytes }), { files: 0, transferBytes: 0 })
      return (
        `${path.relative(root, worker.file)} (${kib(worker.workerTransferBytes)} gzipped) stores ${total.files} files, ${kib(total.transferBytes)} to download (text gzipped), in this order: ` +
        worker.tiers.map((tier) => `${tier.tier} ${tier.files} files ${kib(tier.bytes)} stored ${kib(tier.transferBytes)} to download`).join("; ")
      )
    },
  },
  {
    name: "Host rules",
    run: ({ publicDir, files, data }) => {
      const report = writeDeployFiles(publicDir, files(), data.allTracker.nodes)
      return `public/_headers (${report.headerRules} rules, CSP ${report.cspLength} characters from ${report.pages} pages), public/_redirects (${report.redirects} redirects)`
    },
  },
]

/** Runs every step in order on public/; the first that fails stops the build. */
export async function runPostBuild(data: PostBuildData, reporter: Reporter, steps: readonly PostBuildStep[] = POST_BUILD_STEPS): Promise<void> {
  const { siteSettings } = data
  if (!siteSettings) {
    reporter.panicOnBuild("data/site.json is missing: the steps after the build need the site's name and settings.")
    return
  }
  const root = process.cwd()
  const publicDir = path.join(root, "public")
  const files = () => listFiles(publicDir).sort()
  // Every list the steps write (cards, roster, structured data) is in the call order.
  const allTracker = { ...data.allTracker, nodes: inCallOrder(data.allTracker.nodes) }
  const site: BuiltSite = { root, publicDir, data: { ...data, allTracker, siteSettings }, files, pages: files().filter(isSitePage) }
  for (const step of steps) {
    try {
      reporter.info(`${step.name}: ${await step.run(site)}`)
    } catch (error) {
      reporter.panicOnBuild(`${step.name}: ${(error as Error).message}`)
      return
    }
  }
}

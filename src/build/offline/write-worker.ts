/**
 * Writes the offline service worker, `public/sw.js`: the worker's source
 * (src/worker/sw.ts, Workbox's routing, strategies and expiration
 * modules plus the tiered storing) bundled with esbuild, with this build's
 * list of files to store (precache.ts chooses them, in the order they are
 * stored) in place of `__OFFLINE_MANIFEST__`, and the pages it stores only
 * once opened in place of `__OPENED_PAGES__`. The list holds each file's
 * content hash, so a deploy that changes any stored file changes `sw.js`,
 * which is how phones learn of it. docs/offline.md has the rules.
 */
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { build } from "esbuild"
import { SERVICE_WORKER_PATH } from "../../shared/built-files"
import { TIERS } from "../../shared/offline/tiers"
import { isHashedAsset } from "../../shared/built-files"
import type { HtmlDocument } from "../html-tree"
import { withoutBuildStampOf } from "./build-stamp"
import { criticalImagesInPage } from "./critical-images"
import { currentAssets, isPrecached, openedPages, pagesOf, selectPrecache, type ListedEntry, type PrecacheChoice } from "./precache"

const SERVICE_WORKER_FILE = SERVICE_WORKER_PATH.slice(1)
const SOURCE = "src/worker/sw.ts"

export interface TierReport {
  tier: string
  files: number
  /** As stored on the phone. */
  bytes: number
  /** What downloading them costs, text gzipped as hosts send it. */
  transferBytes: number
}

export interface ServiceWorkerReport {
  file: string
  /** Size of sw.js itself, gzipped. */
  workerTransferBytes: number
  tiers: TierReport[]
  criticalImages: number
}

export interface OfflineImages {
  /** Source images (names without extension) whose pictures are stored: each tracker's photo, the placeholder, the wait-time guide. */
  critical: readonly string[]
  /** Those of them stored with the numbers, before any other file. */
  numbers: readonly string[]
}

const TEXT = /\.(?:html|js|css|json|vcf)$/

const fileOf = (url: string) => (url.endsWith("/") ? `${url.slice(1)}index.html` : url.slice(1))

/** The report's rows: per tier, its files, what they take on the phone and on the wire. */
function tierReport(publicDir: string, manifest: readonly ListedEntry[]): TierReport[] {
  return TIERS.map((tier, index) => {
    const entries = manifest.filter((entry) => entry.tier === index)
    const transferBytes = entries.reduce((total, entry) => {
      const content = fs.readFileSync(path.join(publicDir, fileOf(entry.url)))
      return total + (TEXT.test(fileOf(entry.url)) ? zlib.gzipSync(content).length : content.length)
    }, 0)
    return { tier, files: entries.length, bytes: entries.reduce((total, entry) => total + entry.size, 0), transferBytes }
  })
}

/**
 * A file's revision: its content hash; a page's without the build's stamp,
 * which every content deploy changes in every page. A deploy then
 * re-downloads the pages whose content changed, not all of them: a stored
 * page with an older stamp differs from the current one in nothing else.
 */
export function revisionOf(content: Buffer | string, page?: HtmlDocument): string {
  return createHash("md5")
    .update(page ? withoutBuildStampOf(page) : content)
    .digest("hex")
}

/** This build's list of files to store (precache.ts), read from public/ and the pages as written. */
function offlineManifest(
  publicDir: string,
  built: readonly string[],
  documents: ReadonlyMap<string, HtmlDocument>,
  images: OfflineImages,
): { manifest: ListedEntry[]; choice: PrecacheChoice } {
  const files = built.filter((file) => file !== SERVICE_WORKER_FILE)
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")
  const pageOf = (file: string) => {
    const page = documents.get(file)
    if (!page) throw new Error(`${file} is a page the steps before did not read`)
    return page
  }
  const pages = pagesOf(files).map(pageOf)
  const picturesOf = (names: readonly string[]) => new Set(pages.flatMap((page) => criticalImagesInPage(page, new Set(names))))
  const choice: PrecacheChoice = {
    criticalImages: picturesOf(images.critical),
    currentAssets: currentAssets(files.filter(isHashedAsset), pages, read),
    numbersImages: picturesOf(images.numbers),
  }
  const entries = files
    .filter((file) => isPrecached(file, choice))
    .map((file) => {
      const content = fs.readFileSync(path.join(publicDir, file))
      return { url: file, revision: revisionOf(content, documents.get(file)), size: content.length }
    })
  return { manifest: selectPrecache(entries, choice), choice }
}

/** `files`: every file in public/ as it stands after the earlier steps (relative, forward slashes). */
export async function writeServiceWorker(
  root: string,
  publicDir: string,
  files: readonly string[],
  documents: ReadonlyMap<string, HtmlDocument>,
  images: OfflineImages,
): Promise<ServiceWorkerReport> {
  const { manifest, choice } = offlineManifest(publicDir, files, documents, images)
  const list = manifest.map(({ url, revision, tier }) => ({ url, revision, tier }))
  const result = await build({
    entryPoints: [path.join(root, SOURCE)],
    bundle: true,
    minify: true,
    format: "iife",
    // ES2018 as written (Safari 12, Chrome 64 and later): no helpers for object spread in the worker.
    target: "es2018",
    write: false,
    legalComments: "none",
    // Workbox's development logging and checks are left out of the production worker.
    define: {
      __OFFLINE_MANIFEST__: JSON.stringify(list),
      __OPENED_PAGES__: JSON.stringify(openedPages(files.filter((file) => file !== SERVICE_WORKER_FILE))),
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    logLevel: "silent",
  })
  const worker = result.outputFiles[0].contents
  const file = path.join(publicDir, SERVICE_WORKER_FILE)
  fs.writeFileSync(file, worker)
  return { file, workerTransferBytes: zlib.gzipSync(worker).length, tiers: tierReport(publicDir, manifest), criticalImages: choice.criticalImages.size }
}

/**
 * Whether the host serves a newer build than the one this page was drawn
 * from (the stamps, ./stamp.ts), and what the page does then. A chunk of its
 * own, fetched once the page has started (../gatsby-browser.ts).
 *
 * It asks after every page change, which Gatsby draws from the page data it
 * has held since the page was first opened; every five minutes while the
 * page is on screen; and when it comes back to the screen (a home-screen app
 * can stay open for days). Not as the page first loads: it has just come
 * from the host, or from the phone's store, and then says so.
 *
 * After a page change the hunter has not yet touched, it loads that page
 * again, in full, from the host: the new numbers. Otherwise (the page open
 * for a while, or already in use) it says so, with a reload
 * (./NewerBuildNote.tsx). Either way every later page change is a full page
 * load. No answer (no signal, an error) is no news.
 */
import { FULL_LOAD_FLAG } from "../../../src/internals"
import { showNewerBuildNote } from "./NewerBuildNote"
import { BUILD_STAMP, isNewerBuild, stampOfFile } from "./stamp"

const EVERY_FIVE_MINUTES = 5 * 60_000

/** The stamp of the page first loaded: what the data Gatsby holds in memory came with. */
const own = document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_STAMP.meta}"]`)?.content
let newer = false
let asking: Promise<boolean> | null = null

/** The host's stamp, revalidated past any HTTP cache; the offline worker leaves /build.json to the network. */
async function servedStamp(): Promise<string | null> {
  // A phone that knows it has no signal is not asked to try.
  if (!navigator.onLine) return null
  try {
    const response = await fetch(BUILD_STAMP.path, { cache: "no-cache" })
    return response.ok ? stampOfFile(await response.json()) : null
  } catch {
    return null
  }
}

function isNewer(): Promise<boolean> {
  if (newer) return Promise.resolve(true)
  asking ??= servedStamp().then((served) => {
    asking = null
    newer = isNewerBuild(own, served)
    // Gatsby's own switch: from now on a page change loads the page from the host, not from memory.
    if (newer) Object.assign(window, { [FULL_LOAD_FLAG]: true })
    return newer
  })
  return asking
}

async function checkWhileOpen(): Promise<void> {
  if (await isNewer()) showNewerBuildNote()
}

/** Taps and keys: a page the hunter has begun to use after a page change is not reloaded under their thumb. */
let inputs = 0

/** Once the page has started: every five minutes on screen, and back on screen. */
export function watchForNewerBuild(): void {
  const onScreen = () => {
    if (document.visibilityState === "visible") void checkWhileOpen()
  }
  window.setInterval(onScreen, EVERY_FIVE_MINUTES)
  document.addEventListener("visibilitychange", onScreen)
  for (const type of ["pointerdown", "keydown"]) window.addEventListener(type, () => (inputs += 1), { capture: true, passive: true })
}

/** After a page change drawn from memory (a back or forward move too, which Gatsby's switch does not cover). */
export async function checkAfterPageChange(): Promise<void> {
  const before = inputs
  if (!(await isNewer())) return
  if (inputs !== before) showNewerBuildNote()
  else window.location.reload()
}

/**
 * Whether the host serves a newer build than the one this page was drawn
 * from (the stamps: src/shared/offline/build-stamp.ts). Asked after every
 * page change drawn from memory, every five minutes on screen and when the
 * page comes back to the screen; no answer (no signal) is no news. The
 * note it shows: src/components/NewerBuildNote/. The rules: docs/offline.md.
 */
import { FULL_LOAD_FLAG } from "../../internals/gatsby"
import { BUILD_STAMP, isNewerBuild, stampOfFile } from "../../shared/offline/build-stamp"

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

async function checkWhileOpen(showNote: () => void): Promise<void> {
  if (await isNewer()) showNote()
}

/** Taps and keys: a page the hunter has begun to use after a page change is not reloaded under their thumb. */
let inputs = 0

/** Once the page has started: every five minutes on screen, and back on screen. */
export function watchForNewerBuild(showNote: () => void): void {
  const onScreen = () => {
    if (document.visibilityState === "visible") void checkWhileOpen(showNote)
  }
  window.setInterval(onScreen, EVERY_FIVE_MINUTES)
  document.addEventListener("visibilitychange", onScreen)
  for (const type of ["pointerdown", "keydown"]) window.addEventListener(type, () => (inputs += 1), { capture: true, passive: true })
}

/** After a page change drawn from memory (a back or forward move too, which Gatsby's switch does not cover). */
export async function checkAfterPageChange(showNote: () => void): Promise<void> {
  const before = inputs
  if (!(await isNewer())) return
  if (inputs !== before) showNote()
  else window.location.reload()
}

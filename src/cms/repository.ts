/**
 * The repository as the backend Decap is running reads it (GitHub's, signed
 * in as the editor; decap-server on a developer's machine), for the check
 * before an entry is saved (./refuse-before-save.ts). Decap does not share
 * its running backend; src/internals/decap.ts says how the admin keeps it.
 */
import type { LoadedRecord } from "../content/check/rules"
import { PRODUCTION_BACKEND } from "../shared/cms-backend"
import { typeOfCollection } from "./config"
import { keepBackends, LOCAL_BACKEND_NAME, type BackendImplementation, type DecapRegistry } from "../internals/decap"
import { RECORD_FOLDERS, RefusedSave, recordsFrom, whatToFix } from "./refuse-before-save"

let running: BackendImplementation | null = null

/** Keeps the backend Decap creates at sign-in. Call before CMS.init. */
export function keepRunningBackend(registry: DecapRegistry): void {
  keepBackends(registry, [PRODUCTION_BACKEND.name, LOCAL_BACKEND_NAME], (implementation) => {
    running = implementation
  })
}

/** Every record in the repository now; null before Decap has a backend. */
async function currentRecords(): Promise<LoadedRecord[] | null> {
  const backend = running
  if (!backend) return null
  const folders = await Promise.all(
    RECORD_FOLDERS.map((folder) => (backend.allEntriesByFolder ? backend.allEntriesByFolder(folder, "json", 1) : backend.entriesByFolder(folder, "json", 1))),
  )
  return recordsFrom(folders.flat().map((entry) => ({ path: entry.file.path, text: entry.data })))
}

/**
 * Throws a RefusedSave, which stops Decap's save and shows what to fix,
 * when the content check would refuse the entry once saved. When the
 * repository cannot be read, the save goes ahead: it would most likely fail
 * too, and the deploy's own check still stands behind it.
 */
export async function refuseWhatTheCheckWould(collection: string, path: string | undefined, data: Record<string, unknown>): Promise<void> {
  const type = typeOfCollection(collection)
  if (!type) return
  let current: LoadedRecord[] | null
  try {
    current = await currentRecords()
  } catch (error) {
    console.warn("The repository could not be read to check this entry before saving; the deploy will check it.", error)
    return
  }
  if (!current) return
  const fix = whatToFix({ type, path, data }, current)
  if (fix) throw new RefusedSave(fix)
}

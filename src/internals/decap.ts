/**
 * Every internal of Decap CMS the admin relies on (its screens' class names
 * are in src/cms/decap-ui/selectors.ts, the phrases it rewords in
 * src/cms/phrases.ts); __tests__/internals/decap.test.ts checks each against
 * the code the admin bundles and names the file to revisit. Why: the check
 * before saving (src/cms/refuse-before-save.ts) reads the repository through
 * the backend Decap runs, which Decap keeps to itself. Decap shares its
 * registry (`CMS.getBackend`): the admin wraps the creation.
 */

/** The backend Decap uses instead of the configured one when decap-server answers on localhost (`npm run cms`, the browser tests). */
export const LOCAL_BACKEND_NAME = "proxy"

/** A file of the repository as a backend lists it: its path from the repository's root and its text. */
export interface BackendEntry {
  file: { path: string }
  data: string | null
}

/**
 * The running backend's calls the admin makes: every file of a folder with
 * its text. GitHub's backend lists a whole folder with allEntriesByFolder
 * (its entriesByFolder pages by 20); decap-server's entriesByFolder answers
 * with the whole folder and it has no allEntriesByFolder. Decap's own
 * listAllEntries chooses the same way.
 */
export interface BackendImplementation {
  allEntriesByFolder?: (folder: string, extension: string, depth: number) => Promise<BackendEntry[]>
  entriesByFolder: (folder: string, extension: string, depth: number) => Promise<BackendEntry[]>
}

/**
 * A backend in Decap's registry: `{ init }`, which Decap calls once, with
 * the config, to create the backend's implementation (the object whose
 * calls are above).
 */
export interface BackendRegistration {
  init: (...args: unknown[]) => BackendImplementation
}

export interface DecapRegistry {
  getBackend: (name: string) => BackendRegistration | undefined
}

/**
 * Hands `keep` the implementation Decap creates for any of the named
 * backends, by wrapping their registrations' `init`. Call before CMS.init.
 */
export function keepBackends(registry: DecapRegistry, names: readonly string[], keep: (implementation: BackendImplementation) => void): void {
  for (const name of names) {
    const registration = registry.getBackend(name)
    if (!registration) throw new Error(`Decap has no "${name}" backend registered; revisit src/internals/decap.ts.`)
    const create = registration.init
    registration.init = (...args) => {
      const implementation = create(...args)
      keep(implementation)
      return implementation
    }
  }
}

/**
 * What Decap does with an error thrown by a preSave handler: it stops the
 * save (the handler runs before the backend writes anything) and shows the
 * `onFailToPersist` phrase with the error as its `details`, turned into
 * text with the error's toString.
 */
export const SAVE_FAILED_PHRASE = { key: "onFailToPersist", placeholder: "%{details}" } as const

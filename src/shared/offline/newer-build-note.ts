/**
 * What an open page says once the host serves a newer build than the one it
 * was drawn from (src/components/NewerBuildNote/): the words the page shows
 * and the browser tests look for. Only the note imports them, so they load
 * with it, after the page has started, and not in every page's first load.
 */
export const NEWER_BUILD_LABELS = {
  /** The note's name for screen readers, and for the tests. */
  region: "Newer roster",
  changed: "The roster has changed since this page opened.",
  reload: "Reload",
} as const

/**
 * What the offline note says (src/components/OfflineNote/) once the offline
 * worker has stored the site, or a newer roster: the words the page shows and
 * the browser tests look for.
 */
export const OFFLINE_NOTE_LABELS = {
  available: "Available offline",
  availableDetail: "saved on this device",
  updated: "A newer roster is saved.",
  reload: "Show it",
} as const

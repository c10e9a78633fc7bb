/** The recovery photo viewer (a modal dialog over the gallery's links). */
export const GALLERY_LABELS = {
  position: (number: number, total: number) => `Photo ${number} of ${total}`,
  previous: "Previous photo",
  next: "Next photo",
  close: "Close photo viewer",
} as const

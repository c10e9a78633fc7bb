/** The bear and elk pages' list of trackers. */
export const SPECIES_LABELS = {
  trackersTitle: (game: string) => `Trackers who take ${game}`,
  trackersIntro: (game: string) =>
    `Every tracker here takes wounded ${game}. Call or text them directly; the nearest may still be a long drive, so call early.`,
  noTrackers: (game: string) => `No tracker lists ${game} yet. The full list has every tracker's number: call and ask.`,
  allTrackers: "See all trackers",
} as const

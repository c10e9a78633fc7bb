/**
 * This build's moment: the statuses its pages carry are judged at it
 * (./page-trackers.ts), and /roster.json says it was built then. Fixed the
 * first time it is asked for, when the pages are made, so every page and
 * the steps after the build agree.
 */
let moment: number | undefined

export const buildMoment = (): number => (moment ??= Date.now())

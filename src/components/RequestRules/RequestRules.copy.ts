/** Michigan's rules for a track with a dog, as a hunter must meet them (from the DNR's dog-tracking page, linked below them). */
export const REQUEST_RULES = {
  title: "When a tracker comes: Michigan's rules",
  rules: [
    "You go along on the track, with the tracker and the dog.",
    "Only you, the hunter who hit the deer, may finish it and tag it. Nobody else on the track carries a gun or bow, and yours stays unloaded (no round chambered, no arrow nocked, crossbow uncocked) until the moment of the kill.",
    "You need the landowner's permission for the land the trail crosses, neighbors' land too: the tracker's permit does not give it.",
    "The tracker reports the track to the DNR when it starts and when it ends, with your license details: have your license at hand.",
  ],
  dnr: "The DNR's page on tracking with dogs",
  dnrUrl: "https://www.michigan.gov/dnr/managing-resources/laws/dog-tracking",
  changes: "Rules can change from year to year:",
} as const

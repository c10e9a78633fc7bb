import { MAX_RECIPIENTS, REQUEST_OPEN_HOURS } from "../../shared/requests/api"

/** The request form (/request/): its head tags and words. */
export const REQUEST_FORM = {
  title: "Ask every available tracker near you",
  description: "One request to every deer-tracking-dog handler who is available now near your shot: who can come answers with a Call button.",
  keywords: ["wounded deer", "deer tracking dog", "find a tracker", "Michigan"],
  heading: "Ask every available tracker near you",
  intro: "Every available tracker near you gets it. Who can come answers on the next page.",
  /** Under the send control. */
  reach: `Up to ${MAX_RECIPIENTS} trackers, nearest first. It ends by itself after ${REQUEST_OPEN_HOURS} hours.`,
  where: "Where was the deer hit?",
  usePosition: "Use my position",
  position: {
    idle: "",
    asking: "Finding where you are…",
    known: (accuracy: string) => `Your position is in the request (${accuracy}): the rest is up to you.`,
    refused: "Location is off for this site: give your county and the nearest town or road instead.",
    unavailable: "Your phone could not tell where you are: give your county and the nearest town or road instead.",
  },
  county: "County",
  pickCounty: "Pick one",
  place: "Town or road",
  hitAt: "About when was it hit?",
  seen: "What you saw (if you can say)",
  signs: "Signs at the shot",
  note: "Anything else a tracker should know",
  name: "Your name",
  phone: "Your phone",
  consent: "Give my name, number and the shot site to the trackers this reaches, and no one else.",
  send: "Send to available trackers",
  sending: "Sending…",
  failed: {
    unreachable: "No signal: the request could not go.",
    nobody: "No tracker near you takes requests right now, so it reached no one.",
    refused: (status: number) => `The request could not go (the service answered ${status}).`,
    next: "Text or call the trackers near you instead:",
    noneNear: "No tracker near you is marked available now. Call down the list: they may still come.",
    loading: "Finding the trackers near you…",
    everyTracker: "Every tracker, to call",
  },
} as const

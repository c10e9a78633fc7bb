/** The shot timer's form: its fields and what it says of the wait (loaded with the form, not with the page). */
export const TIMER_FORM_LABELS = {
  hit: "Where was the deer hit?",
  notSure: "Not sure",
  shotTime: "Time of the shot",
  shotHint: "Set to now; change it if you shot earlier.",
  earliest: "Start tracking at",
  left: (left: string) => `That is ${left} from now.`,
  ready: "The wait is over: you can start tracking now.",
  asap: "Call a tracker right away: this hit needs a dog as soon as possible.",
  notSureNote: "Not sure where it hit: wait as long as for a gut shot, and ask the tracker when you call.",
  latest: (time: string) => `The guide's longer wait ends at ${time}.`,
} as const

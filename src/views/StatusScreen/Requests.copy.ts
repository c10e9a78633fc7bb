/** The words of hunters' requests on the status screen: turning them on for a phone, the settings, the test, a request and its answers. */
import { SIGNS, NOT_GENUINE_DAYS, type Reach, type RequestSettings, type Sign, type TrackerView } from "../../shared/requests/api"
import { formatPhone, nationalDigits } from "../../shared/phone"
import { agoWords, clockWords, untilWords } from "../../shared/status/availability"

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

const reachWords = (reach: Reach) => (reach.kind === "miles" ? `within ${reach.miles} miles of your base town` : "in the counties you serve")

/** The arrival times a tracker may give with "I can come", in minutes. */
export const ETA_CHOICES = [30, 45, 60, 90, 120, 180] as const

/** The miles a tracker may choose to travel. */
export const REACH_CHOICES = [10, 20, 30, 45, 60] as const

const etaWords = (minutes: number) =>
  minutes < 60 ? `${minutes} minutes` : minutes === 60 ? "1 hour" : `${minutes % 60 === 0 ? minutes / 60 : (minutes / 60).toFixed(1)} hours`

export const REQUESTS = {
  title: "Hunters' requests on this phone",
  intro:
    "When a hunter within your reach asks for a tracker, this phone shows it at once: how far and which way from your base, when the deer was hit, what they saw. Tap it to answer.",
  whenSent: "A request reaches you only while your status is Available, the shot is within your reach, and it is outside your quiet hours.",
  noKey: "Hunters' requests are not switched on for this site yet. Ask the site's owner to turn them on; until then hunters call you as before.",
  iphoneStepTitle: "On an iPhone, add this screen to your Home Screen first",
  iphoneStep: "In Safari, tap Share (the square with an arrow), then “Add to Home Screen”.",
  iphoneThen:
    "Then open “Tracker app” from your Home Screen, sign in there with your passkey and turn requests on. An iPhone shows a site's notifications only once it is on the Home Screen (iOS 16.4 or later).",
  iphoneTooOld:
    "This iPhone's iOS is too old for hunters' requests: they need iOS 16.4 or later. Update it in Settings, General, Software Update, then open Tracker app again.",
  unsupported:
    "This browser cannot show hunters' requests (nor can private browsing, or a browser inside another app). Open this page in Chrome, Firefox, Edge or Samsung Internet, sign in there and turn them on.",
  deniedIPhone:
    "Notifications for Tracker app are off. Open the iPhone's Settings, Notifications, Tracker app, and turn on Allow Notifications; then come back here.",
  deniedAndroid:
    "Notifications from this site are blocked on this phone. Tap the icon left of the address (or the ⋮ menu, then ⓘ), then Permissions, Notifications, Allow; then reload this page.",
  deniedOther:
    "Notifications from this site are blocked in this browser. Allow them in the site's settings (the icon left of the address), then reload this page.",
  dismissed: "The phone did not allow notifications. Tap the button again and choose Allow.",
  on: "This phone gets hunters' requests.",
  off: "This phone does not get hunters' requests.",
  dropped: "This phone was set to get requests, but its browser has since dropped them. Tap the button to turn them on again.",
  turnOn: "Get hunters' requests on this phone",
  turningOn: "Asking the phone…",
  turnedOn: "Done: this phone gets hunters' requests. Send yourself a test to be sure.",
  turnOff: "Stop requests on this phone",
  turnedOff: "This phone no longer gets hunters' requests. Your other phones still do, if you turned them on there.",

  test: "Send me a test request",
  testSending: "Sending…",
  testWaiting: "Sent. Waiting for it to show on this phone…",
  testArrived: "It arrived: this phone gets hunters' requests.",
  testNothing: (seconds: number) =>
    `Nothing arrived in ${seconds} seconds. Check that notifications for this site are allowed in the phone's settings, that Do Not Disturb or Focus is off and that the phone has a signal; then send another.`,

  settingsTitle: "How far you travel, and quiet hours",
  settingsIntro: "For all your phones.",
  notSavedYet: "Not saved yet: until you save, requests reach you for a deer shot in the counties you serve, at any hour.",
  reachLegend: "Send me requests for a deer shot",
  reachMiles: (miles: number) => `Within ${miles} miles of my base town`,
  reachCounties: "In the counties I serve",
  quietLegend: "Quiet hours (Michigan time)",
  quietNone: "None: any hour",
  quietSome: "Quiet from a time until a time",
  quietFrom: "Quiet from",
  quietUntil: "Until",
  saveSettings: "Save these settings",
  saving: "Saving…",
  saved: (settings: RequestSettings) =>
    `Saved: requests for a deer shot ${reachWords(settings.reach)}, ${settings.quiet ? `none from ${clockWords(settings.quiet.from)} until ${clockWords(settings.quiet.until)}` : "at any hour"}.`,

  requestTitle: (miles: number, direction: string) => `A deer to track, ${miles} mi ${direction} of your base`,
  requestUnknownTitle: "A hunter's request",
  testTitle: "That was the test request",
  testBody: "This phone gets hunters' requests. A real one opens here, with how far away and when the deer was hit, and buttons to answer.",
  loading: "Loading the request…",
  back: "Back to your status",
  facts: {
    distance: "Distance",
    hit: "Hit",
    seen: "Seen",
    note: "Hunter's note",
    where: "Where",
    offers: "Offers",
  },
  distance: (view: TrackerView) => `${view.miles} ${view.miles === 1 ? "mile" : "miles"} ${view.direction} of your base town, in a straight line`,
  hit: (hitAt: string, now: number) => `${untilWords(hitAt, now)} (${agoWords(hitAt, now)})`,
  seen: (signs: readonly Sign[]) => (signs.length === 0 ? "Not said" : signs.map((sign) => SIGNS[sign]).join("; ")),
  /** `county`: the county's name (the roster's), or its page name when the roster is not at hand. */
  where: (place: string | null, county: string | null) => [place, county ? `${county} County` : null].filter(Boolean).join(", ") || "Not said",
  offers: (count: number) => (count === 0 ? "No tracker has offered yet" : `${plural(count, "tracker has", "trackers have")} offered`),
  open: (endsAt: string, now: number) => `Open: it ends by itself at ${untilWords(endsAt, now)}.`,
  handled: "The hunter has help now: nothing to do. Thank you.",
  ended: "This request has ended.",

  offer: "I can come",
  etaLabel: "When can you be there? (optional)",
  etaNone: "Not sure",
  eta: (minutes: number) => `In about ${etaWords(minutes)}`,
  decline: "Can't tonight",
  notGenuine: "Not genuine…",
  confirmNotGenuineText: `Not genuine: a prank, or not a hunter's request. The hunter's number is refused for ${NOT_GENUINE_DAYS} days and the site's owner is told.`,
  confirmNotGenuine: "Yes, it is not genuine",
  cancel: "Cancel",
  answering: "Sending…",

  offered: "You said you can come. Call the hunter now.",
  hunterTitle: "The hunter",
  call: (name: string) => `Call ${name}`,
  text: (name: string) => `Text ${name}`,
  textBody: (tracker: string) => `This is ${tracker}, the tracker: I can come for your deer. Where should I meet you?`,
  number: (phone: string) => formatPhone(nationalDigits(phone)),
  shotSiteTitle: "Shot site",
  shotSite: (coordinates: string, accuracy: string | null) => `${coordinates}${accuracy ? ` (${accuracy})` : ""}`,
  map: "Open the shot site in a map",
  noShotSite: "The hunter gave no position: ask them where to meet.",
  declined: "You said you can't come tonight. If that changes while the request is open, tap “I can come”.",
  markedNotGenuine: `You marked this request not genuine: the number is refused for ${NOT_GENUINE_DAYS} days, and the site's owner can see it.`,

  refusedTitle: "Numbers refused as not genuine",
  refusedIntro: `A tracker marked a hunter's request from these numbers not genuine: requests from them are refused for ${NOT_GENUINE_DAYS} days from then.`,
  refused: (phone: string, until: string, by: string) => `${formatPhone(nationalDigits(phone))}: refused until ${until}, marked by ${by}`,
} as const

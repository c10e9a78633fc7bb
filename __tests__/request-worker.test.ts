/** @jest-environment node */
/**
 * The offline worker's side of hunters' requests, as functions over a
 * stand-in of the worker's scope: the notification each of the service's
 * messages gives, the open pages told, a tap opening the request in the
 * status app, and a renewed subscription handed back to the service. The
 * same handlers run in Chromium in e2e/requests-tracker.spec.ts.
 */
import { closedMessage, requestMessage, testMessage, type PushedRequest } from "../functions/lib/request-push"
import { APP_ICON } from "../src/shared/built-files"
import { REQUEST_API } from "../src/shared/requests/api"
import { REQUEST_MESSAGES, applicationServerKey } from "../src/shared/requests/status-app"
import { STATUS_API } from "../src/shared/status/api"
import { openRequest, statusAppWindow } from "../src/worker/request-click"
import { requestNotification, showRequest, tellOfProposed } from "../src/worker/request-push"
import type { NotificationEvent, PushEvent, PushNotificationEvent, PushSubscriptionChangeEvent, WindowClient, WorkerScope } from "../src/worker/scope"
import { renewSubscription } from "../src/worker/subscription-change"

const ORIGIN = "https://trackers.example"
const ID = "aB3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gI3kM5oQ7sU9w"
const NOW = Date.parse("2026-11-27T20:30:00-05:00")
const REQUEST: PushedRequest = {
  id: ID,
  hitAt: "2026-11-27T19:45:00-05:00",
  signs: ["dark-blood", "ran-hunched"],
  note: "Hit behind the <b>shoulder</b>",
  place: "Imlay City",
}

/** A window of the site open on the phone, with what the worker did to it. */
function windowAt(path: string, { navigates = true } = {}): WindowClient & { messages: unknown[]; navigatedTo: string[]; focused: number } {
  const window = {
    id: path,
    url: `${ORIGIN}${path}`,
    messages: [] as unknown[],
    navigatedTo: [] as string[],
    focused: 0,
    postMessage: (message: unknown) => void window.messages.push(message),
    focus: async () => {
      window.focused++
      return window
    },
    navigate: async (url: string) => {
      if (!navigates) throw new TypeError("not controlled")
      window.navigatedTo.push(url)
      return window
    },
  }
  return window
}

function scope(windows: WindowClient[] = []) {
  const shown: { title: string; options: NotificationOptions }[] = []
  const opened: string[] = []
  const fetched: { url: string; init?: RequestInit }[] = []
  const subscribed: PushSubscriptionOptionsInit[] = []
  const worker = {
    location: new URL(ORIGIN) as unknown as Location,
    clients: {
      matchAll: async () => windows,
      claim: async () => undefined,
      openWindow: async (url: string) => {
        opened.push(url)
        return null
      },
    },
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }),
      pushManager: {
        getSubscription: async () => null,
        subscribe: async (options: PushSubscriptionOptionsInit) => {
          subscribed.push(options)
          return { toJSON: () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/new", keys: { p256dh: "p", auth: "a" } }) } as unknown as PushSubscription
        },
      },
    },
    fetch: async (url: string, init?: RequestInit) => {
      fetched.push({ url, init })
      return new Response(JSON.stringify({ signedIn: true, push: { key: "BPk", thisPhone: true, settings: null } }))
    },
  } as unknown as WorkerScope
  return { worker, shown, opened, fetched, subscribed }
}

const pushOf = (message: unknown): PushEvent => ({ data: { json: () => message, text: () => JSON.stringify(message) } }) as unknown as PushEvent

describe("A request's notification", () => {
  it("says how far, which way, when and what was seen, stays on screen, and opens the request in the status app", () => {
    const { title, options } = requestNotification(requestMessage(ORIGIN, REQUEST, 12.4, "NE", NOW), ORIGIN)
    expect(title).toBe("Deer hit 7:45 PM, 12 mi NE of your base")
    expect(options.body).toBe("Near Imlay City. Dark red blood; Ran off hunched or slowly. “Hit behind the <b>shoulder</b>” Tap to answer.")
    expect(options).toMatchObject({ tag: `request-${ID}`, icon: APP_ICON, silent: false, requireInteraction: true, lang: "en-US" })
    expect(options.data).toEqual({ navigate: `/status/?request=${ID}`, request: { id: ID, state: "open", test: false } })
  })

  it("is replaced, quietly, by the same request's follow-up when the hunter has help or it ends", () => {
    const first = requestNotification(requestMessage(ORIGIN, REQUEST, 12, "NE", NOW), ORIGIN)
    for (const state of ["handled", "ended"] as const) {
      const follow = requestNotification(closedMessage(ORIGIN, REQUEST, state, NOW), ORIGIN)
      expect(follow.options.tag).toBe(first.options.tag)
      expect(follow.options).toMatchObject({ silent: true, requireInteraction: false })
      expect(follow.options.data.request).toEqual({ id: ID, state, test: false })
    }
    expect(requestNotification(closedMessage(ORIGIN, REQUEST, "handled", NOW), ORIGIN).title).toBe("The hunter has help now")
  })

  it("says a test is a test, and does not stay on screen", () => {
    const { title, options } = requestNotification(testMessage(ORIGIN), ORIGIN)
    expect(title).toMatch(/^Test: /)
    expect(options).toMatchObject({ requireInteraction: false, data: { request: { id: "test", state: "open", test: true } } })
  })

  it("opens the status app on this site, whichever of the site's host names the message was written for", () => {
    expect(requestNotification({ notification: { navigate: `https://www.trackers.example/status/?request=${ID}` } }, ORIGIN).options.data.navigate).toBe(
      `/status/?request=${ID}`,
    )
  })

  it("is shown even for a message it cannot read, and then opens the status app; never another page", () => {
    for (const message of [null, "text", { notification: { navigate: "https://elsewhere.example/phish" } }]) {
      const { title, options } = requestNotification(message, ORIGIN)
      expect(title).toBe("A hunter's request")
      expect(options.body).toBe("Open the status app to see it.")
      expect(options.data.navigate).toBe("/status/")
    }
  })
})

describe("The worker's push handlers", () => {
  it("shows the notification, then tells every open page of the site", async () => {
    const pages = [windowAt("/status/"), windowAt("/")]
    const { worker, shown } = scope(pages)
    await showRequest(worker, pushOf(testMessage(ORIGIN)))
    expect(shown.map((notification) => notification.title)).toEqual(["Test: this phone gets hunters' requests"])
    for (const page of pages) expect(page.messages).toEqual([{ type: REQUEST_MESSAGES.shown, id: "test", state: "open", test: true }])
  })

  it("shows one for a push whose body is not JSON", async () => {
    const { worker, shown } = scope()
    await showRequest(worker, { data: { json: () => JSON.parse("not json"), text: () => "not json" } } as unknown as PushEvent)
    expect(shown).toHaveLength(1)
  })

  it("under Declarative Web Push, tells the pages of the notification the platform shows, read from its address", async () => {
    const page = windowAt("/status/")
    const { worker, shown } = scope([page])
    const proposed = { title: "Deer hit", body: "", tag: `request-${ID}`, data: null, close: () => undefined, navigate: `${ORIGIN}/status/?request=${ID}` }
    await tellOfProposed(worker, { proposedNotification: proposed } as unknown as PushNotificationEvent)
    expect(shown).toEqual([])
    expect(page.messages).toEqual([{ type: REQUEST_MESSAGES.shown, id: ID, state: "open", test: false }])
  })
})

describe("A tap on the notification", () => {
  const tapOn = (message: unknown) => {
    const { options, title } = requestNotification(message, ORIGIN)
    const closed = jest.fn()
    return {
      event: { notification: { title, body: options.body, tag: options.tag, data: options.data, close: closed } } as unknown as NotificationEvent,
      closed,
    }
  }

  it("brings the status app's window forward on the request, leaving the site's other pages alone", async () => {
    const site = windowAt("/counties/lapeer/")
    const app = windowAt("/status/")
    const { worker, opened } = scope([site, app])
    const { event, closed } = tapOn(requestMessage(ORIGIN, REQUEST, 12, "NE", NOW))
    await openRequest(worker, event)
    expect(closed).toHaveBeenCalled()
    expect([app.focused, app.navigatedTo]).toEqual([1, [`${ORIGIN}/status/?request=${ID}`]])
    expect([site.focused, site.navigatedTo, opened]).toEqual([0, [], []])
  })

  it("opens the status app on the request when none of its windows is open, or the open one cannot be sent there", async () => {
    for (const windows of [[windowAt("/")], [windowAt("/status/", { navigates: false })]]) {
      const { worker, opened } = scope(windows)
      await openRequest(worker, tapOn(requestMessage(ORIGIN, REQUEST, 12, "NE", NOW)).event)
      expect(opened).toEqual([`${ORIGIN}/status/?request=${ID}`])
    }
  })

  it("picks the most recently focused of the status app's windows", () => {
    const [first, second] = [windowAt("/status/?request=a"), windowAt("/status/")]
    expect(statusAppWindow([windowAt("/"), first, second], ORIGIN)).toBe(first)
    expect(statusAppWindow([windowAt("/")], ORIGIN)).toBeNull()
  })
})

describe("A subscription the push service replaced", () => {
  const put = (fetched: { url: string; init?: RequestInit }[]) => fetched.filter((call) => call.init?.method === "PUT")

  it("is subscribed again with the old one's key, and the new one given to the service", async () => {
    const { worker, fetched, subscribed } = scope()
    const key = applicationServerKey("BOld")
    await renewSubscription(worker, {
      oldSubscription: { options: { applicationServerKey: key.buffer } },
      newSubscription: null,
    } as unknown as PushSubscriptionChangeEvent)
    expect(subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: key.buffer }])
    expect(put(fetched).map((call) => [call.url, JSON.parse(String(call.init?.body))])).toEqual([
      [REQUEST_API.phone, { subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/new", keys: { p256dh: "p", auth: "a" } } }],
    ])
  })

  it("with no old key, asks the service for the site's; a new subscription the browser made is given as it is", async () => {
    const asked = scope()
    await renewSubscription(asked.worker, { oldSubscription: null, newSubscription: null } as unknown as PushSubscriptionChangeEvent)
    expect(asked.fetched[0].url).toBe(STATUS_API.me)
    expect(asked.subscribed[0].applicationServerKey).toEqual(applicationServerKey("BPk"))
    const given = scope()
    const subscription = { toJSON: () => ({ endpoint: "https://updates.push.services.mozilla.com/x", keys: {} }) }
    await renewSubscription(given.worker, { oldSubscription: null, newSubscription: subscription } as unknown as PushSubscriptionChangeEvent)
    expect([given.subscribed, put(given.fetched).length]).toEqual([[], 1])
  })
})

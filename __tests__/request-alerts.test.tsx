/**
 * Turning hunters' requests on for a phone, on the status screen: what
 * each kind of phone is told, the tap that asks for notifications and
 * subscribes, the test that says whether it arrived, and the settings.
 * The whole path, with a real worker and the service, is
 * e2e/requests-tracker.spec.ts.
 */
import React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { ANDROID, IPHONE } from "../test-support/user-agents"
import { REQUEST_API, type RequestSettings } from "../src/shared/requests/api"
import { REQUEST_MESSAGES } from "../src/shared/requests/status-app"
import { readiness, type PhoneTraits } from "../src/browser/status/push"
import { RequestAlerts, TEST_WAIT_SECONDS } from "../src/views/StatusScreen/RequestAlerts"
import { REQUESTS } from "../src/views/StatusScreen/Requests.copy"

const KEY = "BExampleKeyOnlyForTheTests"
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36"
const IPAD_AS_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15"

const traits = (overrides: Partial<PhoneTraits> = {}): PhoneTraits => ({
  userAgent: ANDROID,
  maxTouchPoints: 5,
  standalone: false,
  serviceWorker: true,
  pushManager: true,
  notification: true,
  permission: "default",
  ...overrides,
})

describe("Whether a phone can take requests", () => {
  it("asks each phone for what it lacks, the site's key first", () => {
    expect(readiness(traits(), null)).toBe("no-key")
    expect(readiness(traits(), KEY)).toBe("ready")
    // An iPhone in a Safari tab, whatever it claims to support; an iPad asking for desktop pages is one too.
    expect(readiness(traits({ userAgent: IPHONE }), KEY)).toBe("iphone-tab")
    expect(readiness(traits({ userAgent: IPAD_AS_MAC, pushManager: false }), KEY)).toBe("iphone-tab")
    expect(readiness(traits({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0, pushManager: false }), KEY)).toBe("unsupported")
    expect(readiness(traits({ userAgent: IPHONE, standalone: true }), KEY)).toBe("ready")
    expect(readiness(traits({ userAgent: IPHONE, standalone: true, pushManager: false }), KEY)).toBe("iphone-too-old")
    expect(readiness(traits({ serviceWorker: false }), KEY)).toBe("unsupported")
    expect(readiness(traits({ permission: "denied" }), KEY)).toBe("denied")
  })
})

/** The service: each call answered from `answers` by method and address, and recorded. */
function service(answers: Record<string, { status?: number; body: unknown }> = {}) {
  const calls: { method: string; url: string; body: unknown }[] = []
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET"
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    const answer = answers[`${method} ${url}`] ?? { body: {} }
    return { ok: (answer.status ?? 200) < 400, status: answer.status ?? 200, json: async () => answer.body } as Response
  }) as typeof fetch
  return calls
}

/** The phone's browser: notifications, the offline worker's registration and its push subscription. */
function browser({ permission = "granted" as NotificationPermission, held = false } = {}) {
  const events = new EventTarget()
  const subscription = {
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh: "p", auth: "a" } }),
    unsubscribe: jest.fn().mockResolvedValue(true),
  }
  const pushManager = {
    getSubscription: jest.fn().mockResolvedValue(held ? subscription : null),
    subscribe: jest.fn().mockResolvedValue(subscription),
  }
  const registration = { pushManager }
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      register: jest.fn().mockResolvedValue(registration),
      ready: Promise.resolve(registration),
      getRegistration: jest.fn().mockResolvedValue(registration),
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    },
  })
  const requestPermission = jest.fn().mockResolvedValue(permission)
  Object.assign(window, { Notification: { permission: "default", requestPermission } })
  return {
    pushManager,
    requestPermission,
    workerSays: (data: unknown) => act(async () => void events.dispatchEvent(new MessageEvent("message", { data }))),
  }
}

afterEach(() => {
  delete (navigator as unknown as { serviceWorker?: unknown }).serviceWorker
  delete (window as unknown as { Notification?: unknown }).Notification
  jest.useRealTimers()
})

const push = (thisPhone: boolean, settings: RequestSettings | null = null) => ({ key: KEY, thisPhone, settings })
const status = () => screen.getAllByRole("status")[0]

describe("RequestAlerts", () => {
  it("tells a tracker on a site without a key to ask the owner, and offers nothing to tap", () => {
    render(<RequestAlerts push={null} traits={traits()} />)
    expect(screen.getByText(REQUESTS.noKey)).toBeInTheDocument()
    expect(screen.queryByRole("button")).toBeNull()
  })

  it("gives an iPhone in a Safari tab the one step that adds the status app to its Home Screen", () => {
    render(<RequestAlerts push={push(false)} traits={traits({ userAgent: IPHONE })} />)
    expect(screen.getByRole("heading", { name: REQUESTS.iphoneStepTitle })).toBeInTheDocument()
    expect(screen.getByText(/tap Share \(the square with an arrow\), then “Add to Home Screen”/)).toBeInTheDocument()
    expect(screen.getByText(/Then open “Tracker app” from your Home Screen/)).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: REQUESTS.turnOn })).toBeNull()
  })

  it("says where each kind of phone allows a blocked site's notifications again", () => {
    const { unmount } = render(<RequestAlerts push={push(false)} traits={traits({ permission: "denied" })} />)
    expect(screen.getByText(REQUESTS.deniedAndroid)).toBeInTheDocument()
    unmount()
    render(<RequestAlerts push={push(false)} traits={traits({ userAgent: IPHONE, standalone: true, permission: "denied" })} />)
    expect(screen.getByText(REQUESTS.deniedIPhone)).toBeInTheDocument()
  })

  it("turns requests on with one tap: the phone's permission, a subscription with the site's key, kept by the service", async () => {
    const calls = service()
    const phone = browser()
    render(<RequestAlerts push={push(false)} traits={traits()} />)
    expect(screen.getByText(REQUESTS.off)).toBeInTheDocument()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: REQUESTS.turnOn })))
    expect(phone.requestPermission).toHaveBeenCalled()
    const [options] = phone.pushManager.subscribe.mock.calls[0] as [PushSubscriptionOptionsInit]
    expect(options.userVisibleOnly).toBe(true)
    expect(options.applicationServerKey).toBeInstanceOf(Uint8Array)
    expect(calls.filter((call) => call.method === "PUT")).toEqual([
      {
        method: "PUT",
        url: REQUEST_API.phone,
        body: { subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh: "p", auth: "a" } } },
      },
    ])
    expect(status()).toHaveTextContent(REQUESTS.turnedOn)
    expect(screen.getByRole("button", { name: REQUESTS.test })).toBeInTheDocument()
  })

  it("says how to allow notifications when the phone refuses them, and to tap again when the prompt was closed", async () => {
    service()
    browser({ permission: "denied" })
    const { unmount } = render(<RequestAlerts push={push(false)} traits={traits()} />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: REQUESTS.turnOn })))
    expect(screen.getByText(REQUESTS.deniedAndroid)).toBeInTheDocument()
    unmount()
    browser({ permission: "default" })
    render(<RequestAlerts push={push(false)} traits={traits()} />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: REQUESTS.turnOn })))
    expect(status()).toHaveTextContent(REQUESTS.dismissed)
  })

  it("notices a subscription the browser dropped though the service still has it", async () => {
    browser({ held: false })
    render(<RequestAlerts push={push(true)} traits={traits()} />)
    expect(await screen.findByText(REQUESTS.dropped)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: REQUESTS.turnOn })).toBeInTheDocument()
  })

  it("sends a test and says it arrived once the worker shows it, or what to check when nothing came", async () => {
    const calls = service()
    const phone = browser({ held: true })
    render(<RequestAlerts push={push(true)} traits={traits()} />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: REQUESTS.test })))
    expect(calls.some((call) => call.method === "POST" && call.url === REQUEST_API.test)).toBe(true)
    expect(status()).toHaveTextContent(REQUESTS.testWaiting)
    // Another request's notification is not the test's.
    await phone.workerSays({ type: REQUEST_MESSAGES.shown, id: "x", state: "open", test: false })
    expect(status()).toHaveTextContent(REQUESTS.testWaiting)
    await phone.workerSays({ type: REQUEST_MESSAGES.shown, id: "test", state: "open", test: true })
    expect(status()).toHaveTextContent(REQUESTS.testArrived)

    jest.useFakeTimers()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: REQUESTS.test })))
    await act(async () => void jest.advanceTimersByTime(TEST_WAIT_SECONDS * 1000))
    expect(status()).toHaveTextContent(`Nothing arrived in ${TEST_WAIT_SECONDS} seconds.`)
  })

  it("shows the service's refusal of a test in its words", async () => {
    service({
      [`POST ${REQUEST_API.test}`]: { status: 410, body: { error: "This phone's subscription has ended (its browser dropped it). Turn requests on again." } },
    })
    browser({ held: true })
    render(<RequestAlerts push={push(true)} traits={traits()} />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: REQUESTS.test })))
    expect(status()).toHaveTextContent("This phone's subscription has ended")
  })

  it("turns requests off on this phone", async () => {
    const calls = service()
    const phone = browser({ held: true })
    render(<RequestAlerts push={push(true)} traits={traits({ userAgent: DESKTOP })} />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: REQUESTS.turnOff })))
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([REQUEST_API.phone])
    expect((await phone.pushManager.getSubscription()).unsubscribe).toHaveBeenCalled()
    expect(status()).toHaveTextContent(REQUESTS.turnedOff)
  })
})

describe("The request settings", () => {
  it("start from the service's default until saved, and save a reach and quiet hours in one tap", async () => {
    const saved: RequestSettings = { reach: { kind: "miles", miles: 30 }, quiet: { from: "21:30", until: "05:00" } }
    const calls = service({ [`PUT ${REQUEST_API.settings}`]: { body: saved } })
    render(<RequestAlerts push={push(false)} traits={traits({ userAgent: IPHONE })} />)
    expect(screen.getByText(/Not saved yet/)).toBeInTheDocument()
    expect(screen.getByRole("radio", { name: REQUESTS.reachCounties })).toBeChecked()
    fireEvent.click(screen.getByRole("radio", { name: REQUESTS.reachMiles(30) }))
    fireEvent.click(screen.getByRole("radio", { name: REQUESTS.quietSome }))
    fireEvent.change(screen.getByLabelText(REQUESTS.quietFrom), { target: { value: "21:30" } })
    fireEvent.change(screen.getByLabelText(REQUESTS.quietUntil), { target: { value: "05:00" } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: REQUESTS.saveSettings })))
    expect(calls.find((call) => call.method === "PUT")).toEqual({ method: "PUT", url: REQUEST_API.settings, body: saved })
    expect(screen.getByText("Saved: requests for a deer shot within 30 miles of your base town, none from 9:30 PM until 5 AM.")).toBeInTheDocument()
    expect(screen.queryByText(/Not saved yet/)).toBeNull()
  })

  it("show what was saved, a distance saved elsewhere included", () => {
    render(<RequestAlerts push={push(true, { reach: { kind: "miles", miles: 25 }, quiet: null })} traits={traits({ userAgent: IPHONE })} />)
    expect(screen.getByRole("radio", { name: REQUESTS.reachMiles(25) })).toBeChecked()
    expect(screen.getByRole("radio", { name: REQUESTS.quietNone })).toBeChecked()
  })
})

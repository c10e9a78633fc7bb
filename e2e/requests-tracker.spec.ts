/**
 * A hunter's request on a tracker's phone, in Chromium, against the service
 * in Cloudflare's local runtime and a stand-in push service on loopback
 * (test-support/push-service.ts) that decrypts each push and verifies its
 * VAPID token. Chromium here has no push service: the page's PushManager
 * hands out the stand-in's subscription, and the test gives what the
 * stand-in decrypted to the real worker with the DevTools protocol
 * (ServiceWorker.deliverPushMessage); the tap is a `notificationclick`
 * dispatched in the worker. The pieces alone: __tests__/request-*.test.ts*.
 */
import { expect, test, type Browser, type BrowserContext, type CDPSession, type Page } from "@playwright/test"
import { REQUEST_API, type HunterView, type RequestPush, type SentRequest } from "../src/shared/requests/api"
import { STATUS_API } from "../src/shared/status/api"
import { STATUS_APP_MANIFEST } from "../src/shared/built-files"
import { trackers } from "../test-support/content"
import { startHost, type Host } from "../test-support/host"
import { PUBLIC_DIR } from "../test-support/weight"
import { inviteOf, ownerPhone, Phone } from "../test-support/phone"
import { startPushService, type Delivery, type PushService, type TestSubscription } from "../test-support/push-service"
import { vapidKeys } from "../test-support/vapid-keys"
import { ANDROID, IPHONE } from "../test-support/user-agents"
import { shotsAndAxe } from "./support/both-widths"
import { withPasskeyDevice } from "./support/passkey"

const ron = trackers.find((tracker) => tracker.slug === "ron-vanderkolk")!
/** A field a mile north-east of Lapeer, Ron's base town. */
const SHOT = { latitude: 43.065, longitude: -83.3 }

// The one spec besides offline.spec.ts that lets the worker run: it is what shows the notifications.
test.use({ serviceWorkers: "allow" })
test.describe.configure({ mode: "serial" })
test.skip(({ isMobile }) => !isMobile, "one run on the phone, with screenshots at both widths")

let push: PushService
let host: Host
/** localhost: passkeys need a host name. */
let origin: string
let context: BrowserContext
let page: Page
let devtools: CDPSession
let subscription: TestSubscription
let sent: SentRequest
let hunter: Phone

test.beforeAll(async () => {
  push = await startPushService()
  host = await startHost(PUBLIC_DIR, { bindings: { ...vapidKeys(), TEST_PUSH_ORIGIN: push.origin } })
  origin = host.origin.replace("127.0.0.1", "localhost")
})
test.afterAll(async () => {
  await context?.close()
  await host?.close()
  await push?.close()
})

/**
 * The page's PushManager, as a browser with a push service has it: subscribing gives the stand-in's
 * subscription (its endpoint and the keys the test made), remembered across page loads.
 */
async function withStandInPushService(target: BrowserContext, given: TestSubscription): Promise<void> {
  await target.addInitScript((standIn: TestSubscription) => {
    const key = "stand-in-subscribed"
    const subscription = {
      endpoint: standIn.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: standIn.endpoint, expirationTime: null, keys: standIn.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(key)
        return true
      },
    }
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(key, "1")
      return subscription as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem(key) ? subscription : null) as unknown as PushSubscription | null
    }
  }, given)
}

/** The site's worker registration, as DevTools names it: DevTools lists the registrations once it is enabled, and each change after. */
let registration: Promise<string> | undefined
function registrationId(): Promise<string> {
  registration ??= new Promise((resolve) => {
    devtools.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const live = registrations.find((each) => !each.isDeleted && each.scopeURL === `${origin}/`)
      if (live) resolve(live.registrationId)
    })
    void devtools.send("ServiceWorker.enable")
  })
  return registration
}

/** Hands a push the stand-in decrypted to the phone's worker, as the browser's push service would. */
async function deliver(delivery: Delivery): Promise<void> {
  await devtools.send("ServiceWorker.deliverPushMessage", { origin, registrationId: await registrationId(), data: delivery.plaintext.toString("utf8") })
}

const notifications = () =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data }) as const),
  )

/** The next push for this phone's subscription, as the stand-in received it. */
async function nextPush(count: number): Promise<Delivery> {
  await push.waitFor(count)
  expect(push.rejected).toEqual([])
  return push.deliveriesTo(subscription)[count - 1]
}

async function trackerPhone(browser: Browser): Promise<Page> {
  const owner = await ownerPhone(host.origin, host.stateDir)
  const invite = await owner.send<{ link: string }>("POST", STATUS_API.owner.invite, { tracker: ron.slug })
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: "allow" })
  await context.grantPermissions(["notifications"], { origin })
  subscription = push.subscribe()
  await withStandInPushService(context, subscription)
  const tracker = await context.newPage()
  await withPasskeyDevice(tracker)
  await tracker.goto(`${origin}/status/#invite=${inviteOf(invite.body.link)}`)
  await tracker.getByRole("button", { name: "Set up sign-in on this phone" }).click()
  await expect(tracker.getByText(`Signed in as ${ron.name}.`)).toBeVisible()
  return tracker
}

test("a tracker turns requests on for the phone, and a test request shows on it", async ({ browser }) => {
  test.setTimeout(90_000)
  page = await trackerPhone(browser)
  devtools = await context.newCDPSession(page)
  await page.getByRole("button", { name: "Available" }).click()
  await expect(page.locator('head link[rel="manifest"]'), "the status screen installs as the status app").toHaveAttribute("href", STATUS_APP_MANIFEST)
  const section = page.getByRole("region", { name: "Hunters' requests on this phone" })
  await expect(section.getByText("This phone does not get hunters' requests.")).toBeVisible()
  await shotsAndAxe(page, "requests-opt-in")

  await section.getByRole("button", { name: "Get hunters' requests on this phone" }).click()
  await expect(section.getByRole("status").first()).toHaveText("Done: this phone gets hunters' requests. Send yourself a test to be sure.")
  await section.getByRole("radio", { name: "Within 20 miles of my base town" }).check()
  await section.getByRole("button", { name: "Save these settings" }).click()
  await expect(section.getByText("Saved: requests for a deer shot within 20 miles of your base town, at any hour.")).toBeVisible()

  await section.getByRole("button", { name: "Send me a test request" }).click()
  const testPush = await nextPush(1)
  // The push as the phone's push service checks it: VAPID-signed for the site, aes128gcm-encrypted for this phone.
  expect(testPush.vapid.aud).toBe("https://push.stand-in.test")
  expect(testPush.vapid.sub).toMatch(/^https:/)
  expect((testPush.message as RequestPush).request).toEqual({ id: "test", state: "open", test: true })
  await deliver(testPush)
  await expect(section.getByRole("status").first()).toHaveText("It arrived: this phone gets hunters' requests.")
  expect(await notifications()).toEqual([expect.objectContaining({ title: "Test: this phone gets hunters' requests", tag: "request-test" })])
  await shotsAndAxe(page, "requests-opt-in-on")
})

test("a hunter's request shows a notification that opens the request screen; an offer gives the tracker the hunter's details", async () => {
  test.setTimeout(60_000)
  hunter = new Phone(host.origin, ANDROID)
  const hitAt = new Intl.DateTimeFormat("en-US", { timeZone: "America/Detroit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    Date.now() - 3_600_000,
  )
  const answer = await hunter.send<SentRequest>("POST", REQUEST_API.send, {
    latitude: String(SHOT.latitude),
    longitude: String(SHOT.longitude),
    accuracy: "12",
    hitAt,
    signs: ["dark-blood", "ran-hunched"],
    note: "Hit behind the <b>shoulder</b>, ran toward the creek",
    name: "Dale Hunter",
    phone: "(810) 555-0177",
    consent: "yes",
  })
  expect(answer.status).toBe(201)
  sent = answer.body
  expect(sent.reached.map((tracker) => tracker.slug)).toEqual([ron.slug])

  const request = await nextPush(2)
  const id = (request.message as RequestPush).request.id
  await deliver(request)
  await expect
    .poll(notifications)
    .toContainEqual(expect.objectContaining({ title: expect.stringMatching(/^Deer hit .+, 1 mi NE of your base$/), tag: `request-${id}` }))
  const [shown] = (await notifications()).filter((notification) => notification.tag === `request-${id}`)
  expect(shown.body).toBe("Dark red blood; Ran off hunched or slowly. “Hit behind the <b>shoulder</b>, ran toward the creek” Tap to answer.")
  console.log(`[requests] the notification: "${shown.title}" / "${shown.body}"`)

  // The tap, as the phone hands it to the worker: the status app's window goes to the request.
  const [worker] = context.serviceWorkers()
  await worker.evaluate(async (tag) => {
    // The worker's own globals, which the page's TypeScript types do not have.
    const scope = globalThis as unknown as {
      registration: { getNotifications(filter: { tag: string }): Promise<unknown[]> }
      NotificationEvent: new (type: string, init: { notification: unknown }) => Event
      dispatchEvent(event: Event): boolean
    }
    const [notification] = await scope.registration.getNotifications({ tag })
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }))
  }, `request-${id}`)
  await page.waitForURL(`${origin}/status/?request=${id}`)
  const screen = page.getByRole("main")
  await expect(screen.getByRole("heading", { level: 1 })).toHaveText("A deer to track, 1 mi NE of your base")
  await expect(screen.getByText("Hit behind the <b>shoulder</b>, ran toward the creek")).toBeVisible()
  await expect(screen.getByText("No tracker has offered yet")).toBeVisible()
  await shotsAndAxe(page, "requests-request")

  await screen.getByLabel("When can you be there? (optional)").selectOption({ label: "In about 45 minutes" })
  await screen.getByRole("button", { name: "I can come" }).click()
  await expect(screen.getByRole("heading", { level: 2, name: "The hunter: Dale Hunter, (810) 555-0177" })).toBeVisible()
  await expect(screen.getByRole("link", { name: "Call Dale Hunter" })).toHaveAttribute("href", "tel:+18105550177")
  await expect(screen.getByRole("link", { name: "Open the shot site in a map" })).toHaveAttribute("href", "https://maps.google.com/?q=43.06500,-83.30000")
  await shotsAndAxe(page, "requests-request-offered")
  const seen = await hunter.send<HunterView>("GET", `${REQUEST_API.hunter}?r=${encodeURIComponent(sent.key)}`)
  expect(seen.body.offers.map((offer) => [offer.slug, offer.etaMinutes])).toEqual([[ron.slug, 45]])
})

test("when the hunter has help, the tracker's notification of the request is replaced by one that says so", async () => {
  expect((await hunter.send("POST", REQUEST_API.handled, { r: sent.key })).status).toBe(200)
  const handled = await nextPush(3)
  expect((handled.message as RequestPush).request.state).toBe("handled")
  await deliver(handled)
  const tag = (handled.message as RequestPush).notification.tag
  await expect
    .poll(async () => (await notifications()).filter((notification) => notification.tag === tag).map((notification) => notification.title))
    .toEqual(["The hunter has help now"])
  // The open request screen hears of it from the worker and reads the request again.
  await expect(page.getByText("The hunter has help now: nothing to do. Thank you.")).toBeVisible()
})

test("an iPhone in a Safari tab is given the one step that adds the status app to its Home Screen", async ({ browser }) => {
  const iphone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: IPHONE })
  await iphone.addCookies(await context.cookies())
  const tab = await iphone.newPage()
  await tab.goto(`${origin}/status/`)
  const step = tab.getByRole("region", { name: "Hunters' requests on this phone" })
  await expect(step.getByRole("heading", { name: "On an iPhone, add this screen to your Home Screen first" })).toBeVisible()
  await expect(step.getByRole("button", { name: "Get hunters' requests on this phone" })).toHaveCount(0)
  await shotsAndAxe(tab, "requests-iphone-step")
  await iphone.close()
})

import React from "react"
import { act, render, screen } from "@testing-library/react"
import { OfflineNote } from "../src/components/OfflineNote/OfflineNote"
import { OFFLINE_NOTE_LABELS } from "../src/shared/offline/offline-note"
import { SERVICE_WORKER_PATH, WEB_MANIFEST } from "../src/shared/built-files"
import { OFFLINE_MESSAGES } from "../src/shared/offline/protocol"
import { SAVED_COPY_ID, syncSavedCopyNote } from "../src/shared/offline/saved-copy"
import { registerAfterFirstPaint } from "../src/browser/offline/register-early"
import { registerServiceWorker } from "../src/browser/offline/register"

/** A stand-in for navigator.serviceWorker: `activate()` settles `ready`, `send()` delivers a message from the worker. */
function fakeServiceWorkers() {
  const events = new EventTarget()
  let activate: () => void = () => undefined
  const active = { postMessage: jest.fn() }
  const registration = { installing: null as object | null, active, update: jest.fn().mockResolvedValue(undefined) }
  const container = {
    controller: null,
    ready: new Promise<typeof registration>((resolve) => {
      activate = () => resolve(registration)
    }),
    register: jest.fn().mockResolvedValue(registration),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  }
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true })
  return {
    container,
    registration,
    activate: () => act(async () => activate()),
    send: (data: unknown) => act(async () => void events.dispatchEvent(new MessageEvent("message", { data }))),
  }
}

afterEach(() => {
  // jsdom has no service workers; put it back that way.
  delete (navigator as unknown as { serviceWorker?: unknown }).serviceWorker
})

describe("OfflineNote", () => {
  // The built page's empty region is checked in e2e/offline.spec.ts.
  it("is an empty status region until a service worker is known to have stored the numbers", async () => {
    render(<OfflineNote />)
    expect(screen.getByRole("status")).toBeEmptyDOMElement()
    const workers = fakeServiceWorkers()
    render(<OfflineNote />)
    await workers.activate()
    await workers.send({ type: OFFLINE_MESSAGES.status, numbers: false, missing: 11 })
    expect(screen.getAllByRole("status")[1]).toBeEmptyDOMElement()
  })

  it("asks the worker and says 'Available offline' once it reports the numbers stored", async () => {
    const workers = fakeServiceWorkers()
    render(<OfflineNote />)
    await workers.activate()
    expect(workers.registration.active.postMessage).toHaveBeenCalledWith({ type: OFFLINE_MESSAGES.status })
    await workers.send({ type: OFFLINE_MESSAGES.status, numbers: true, missing: 90 })
    expect(screen.getByRole("status")).toHaveTextContent(`${OFFLINE_NOTE_LABELS.available}: ${OFFLINE_NOTE_LABELS.availableDetail}`)
  })

  it("offers the newer roster when the worker stores a different copy of this page than the one on screen", async () => {
    const workers = fakeServiceWorkers()
    render(<OfflineNote />)
    await workers.activate()
    await workers.send({ type: OFFLINE_MESSAGES.status, numbers: true, missing: 0 })
    // Another page's copy is nothing to this one.
    await workers.send({ type: OFFLINE_MESSAGES.newer, path: "/tracker/someone/" })
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_NOTE_LABELS.available)
    await workers.send({ type: OFFLINE_MESSAGES.newer, path: window.location.pathname })
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_NOTE_LABELS.updated)
    expect(screen.getByRole("button", { name: OFFLINE_NOTE_LABELS.reload })).toBeVisible()
    // A later status message does not hide the offer.
    await workers.send({ type: OFFLINE_MESSAGES.status, numbers: true, missing: 0 })
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_NOTE_LABELS.updated)
  })
})

describe("The saved-copy note after a page change in the app", () => {
  afterEach(() => document.getElementById(SAVED_COPY_ID)?.remove())

  it("is written before the app's root for page data from the stored copy, and taken away for page data from the network", () => {
    document.body.innerHTML = '<div id="___gatsby"></div>'
    syncSavedCopyNote("2025-10-03T18:05:00.000Z", "/tracker/a/?ref=sms", false)
    const note = document.getElementById(SAVED_COPY_ID)
    expect(note?.nextElementSibling?.id).toBe("___gatsby")
    expect(note).toHaveTextContent(/^Saved copy from .+; numbers may have changed\. Retry$/)
    expect(note?.querySelector("a")).toHaveAttribute("href", "/tracker/a/?ref=sms")
    syncSavedCopyNote(undefined, "/", false)
    expect(document.getElementById(SAVED_COPY_ID)).toBeNull()
  })

  it("leaves the note the worker wrote into the stored HTML as it is on the first render", () => {
    document.body.innerHTML = '<aside id="saved-copy" data-saved="2025-10-03T18:05:00.000Z">from the worker</aside><div id="___gatsby"></div>'
    syncSavedCopyNote(undefined, "/", true)
    syncSavedCopyNote("2025-10-03T18:06:00.000Z", "/", true)
    expect(document.getElementById(SAVED_COPY_ID)).toHaveTextContent("from the worker")
    expect(document.querySelectorAll(`#${SAVED_COPY_ID}`)).toHaveLength(1)
  })
})

describe("registerServiceWorker", () => {
  it("registers the worker only after the page has loaded, then looks for a newer one and has the active one store what is missing", async () => {
    const workers = fakeServiceWorkers()
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true })
    registerServiceWorker()
    expect(workers.container.register).not.toHaveBeenCalled()
    await act(async () => void window.dispatchEvent(new Event("load")))
    expect(workers.container.register).toHaveBeenCalledWith(SERVICE_WORKER_PATH)
    expect(workers.registration.update).toHaveBeenCalledTimes(1)
    await workers.activate()
    expect(workers.registration.active.postMessage).toHaveBeenCalledWith({ type: OFFLINE_MESSAGES.fill })
    // Back online: look again, and store what failed.
    await act(async () => void window.dispatchEvent(new Event("online")))
    expect(workers.registration.update).toHaveBeenCalledTimes(2)
    expect(workers.registration.active.postMessage).toHaveBeenCalledTimes(2)
    delete (document as unknown as { readyState?: string }).readyState
  })

  it("does not look for a newer worker while the first one is still installing", async () => {
    const workers = fakeServiceWorkers()
    workers.registration.installing = {}
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true })
    registerServiceWorker()
    await act(async () => undefined)
    expect(workers.container.register).toHaveBeenCalledTimes(1)
    expect(workers.registration.update).not.toHaveBeenCalled()
    delete (document as unknown as { readyState?: string }).readyState
  })
})

describe("The registration before the app, in every built page", () => {
  // When the first paint is on screen is afterFirstPaint's to say (__tests__/first-paint.test.ts); a hidden page has nothing to paint, so it starts at once.
  beforeEach(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
    jest.useFakeTimers()
  })

  afterEach(() => {
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
    document.head.innerHTML = ""
    jest.useRealTimers()
  })

  const manifests = () => [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute("href"))

  it("links the manifest once the page has painted, then registers the worker in the next idle moment, before the app has started, and once only", () => {
    const workers = fakeServiceWorkers()
    registerAfterFirstPaint()
    expect(manifests()).toEqual([WEB_MANIFEST])
    expect(workers.container.register).not.toHaveBeenCalled()
    jest.runAllTimers()
    expect(workers.container.register).toHaveBeenCalledWith(SERVICE_WORKER_PATH)
    document.dispatchEvent(new Event("visibilitychange"))
    jest.runAllTimers()
    expect(workers.container.register).toHaveBeenCalledTimes(1)
    expect(manifests()).toEqual([WEB_MANIFEST])
  })

  it("does nothing on a phone without service workers: no manifest to install from", () => {
    registerAfterFirstPaint()
    jest.runAllTimers()
    expect(manifests()).toEqual([])
  })
})

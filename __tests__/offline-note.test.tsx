import React from "react"
import { act, screen } from "@testing-library/react"
import { renderWithTheme as render } from "./setup/render"
import { OfflineNote } from "../src/components/OfflineNote/OfflineNote"
import { FIELD_LABELS } from "../src/copy"
import { SERVICE_WORKER_PATH } from "../src/site"
import { registerServiceWorker } from "../src/utils/service-worker"

/** A stand-in for navigator.serviceWorker: `activate()` settles `ready`, `takeOver()` fires controllerchange. */
function fakeServiceWorkers({ controlled }: { controlled: boolean }) {
  const events = new EventTarget()
  let activate: () => void = () => undefined
  const registration = { installing: null as object | null, update: jest.fn().mockResolvedValue(undefined) }
  const container = {
    controller: controlled ? {} : null,
    ready: new Promise<void>((resolve) => {
      activate = resolve
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
    takeOver: () => act(async () => void events.dispatchEvent(new Event("controllerchange"))),
  }
}

afterEach(() => {
  // jsdom has no service workers; put it back that way.
  delete (navigator as unknown as { serviceWorker?: unknown }).serviceWorker
})

describe("OfflineNote", () => {
  // The built page's empty region is checked in e2e/offline.spec.ts.
  it("is an empty status region until a service worker is known to be active", () => {
    render(<OfflineNote />)
    expect(screen.getByRole("status")).toBeEmptyDOMElement()
  })

  it("says 'Available offline' once the service worker is active, which means everything is stored", async () => {
    const workers = fakeServiceWorkers({ controlled: false })
    render(<OfflineNote />)
    expect(screen.getByRole("status")).toBeEmptyDOMElement()
    await workers.activate()
    expect(screen.getByRole("status")).toHaveTextContent(`${FIELD_LABELS.offline}: ${FIELD_LABELS.offlineDetail}`)
    // The first install taking control of the page is not an update.
    await workers.takeOver()
    expect(screen.getByRole("status")).toHaveTextContent(FIELD_LABELS.offline)
  })

  it("offers the newer roster when a new deploy takes over a page drawn from the older copy", async () => {
    const workers = fakeServiceWorkers({ controlled: true })
    render(<OfflineNote />)
    await workers.activate()
    await workers.takeOver()
    expect(screen.getByRole("status")).toHaveTextContent(FIELD_LABELS.offlineUpdated)
    expect(screen.getByRole("button", { name: FIELD_LABELS.offlineReload })).toBeVisible()
  })
})

describe("registerServiceWorker", () => {
  it("registers the worker only after the page has loaded, then looks for a newer one", async () => {
    const workers = fakeServiceWorkers({ controlled: true })
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true })
    registerServiceWorker()
    expect(workers.container.register).not.toHaveBeenCalled()
    await act(async () => void window.dispatchEvent(new Event("load")))
    expect(workers.container.register).toHaveBeenCalledWith(SERVICE_WORKER_PATH)
    expect(workers.registration.update).toHaveBeenCalledTimes(1)
    // Back online: look again.
    await act(async () => void window.dispatchEvent(new Event("online")))
    expect(workers.registration.update).toHaveBeenCalledTimes(2)
    delete (document as unknown as { readyState?: string }).readyState
  })

  it("does not look for a newer worker while the first one is still installing", async () => {
    const workers = fakeServiceWorkers({ controlled: false })
    workers.registration.installing = {}
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true })
    registerServiceWorker()
    await act(async () => undefined)
    expect(workers.container.register).toHaveBeenCalledTimes(1)
    expect(workers.registration.update).not.toHaveBeenCalled()
    delete (document as unknown as { readyState?: string }).readyState
  })
})

/** @jest-environment jsdom */
import { afterFirstPaint, LATEST_START_MS } from "../src/browser/inline/first-paint"

/** The wait every inline script starts its work after (the app's scripts, the live statuses' request, the offline worker). */
describe("afterFirstPaint", () => {
  const originalObserver = window.PerformanceObserver

  beforeEach(() => jest.useFakeTimers())

  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
    Object.defineProperty(window, "PerformanceObserver", { value: originalObserver, configurable: true, writable: true })
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
  })

  /** A stand-in for Paint Timing: keeps the observer's callback so a test can report the paints. */
  function fakePaintTiming() {
    let report: ((entries: { name: string }[]) => void) | undefined
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"]
      constructor(callback: (list: { getEntries(): { name: string }[] }, observer: FakeObserver) => void) {
        report = (entries) => callback({ getEntries: () => entries }, this)
      }
      observe = jest.fn()
      disconnect = jest.fn()
    }
    Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true, writable: true })
    return (names: string[]) => report?.(names.map((name) => ({ name })))
  }

  it("starts once the first contentful paint is reported, in the task after it, and once only", () => {
    const paint = fakePaintTiming()
    const started = jest.fn()
    afterFirstPaint(started)
    paint(["first-paint"])
    jest.advanceTimersByTime(0)
    expect(started).not.toHaveBeenCalled()
    paint(["first-contentful-paint"])
    expect(started).not.toHaveBeenCalled()
    jest.advanceTimersByTime(0)
    expect(started).toHaveBeenCalledTimes(1)
    document.dispatchEvent(new Event("visibilitychange"))
    jest.advanceTimersByTime(LATEST_START_MS)
    expect(started).toHaveBeenCalledTimes(1)
  })

  it("starts at once on a hidden page, and when the page is hidden before it painted", () => {
    fakePaintTiming()
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
    const hidden = jest.fn()
    afterFirstPaint(hidden)
    expect(hidden).toHaveBeenCalledTimes(1)

    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
    const leftBehind = jest.fn()
    afterFirstPaint(leftBehind)
    expect(leftBehind).not.toHaveBeenCalled()
    document.dispatchEvent(new Event("visibilitychange"))
    expect(leftBehind).toHaveBeenCalledTimes(1)
  })

  it("starts after 3 s when nothing painted", () => {
    fakePaintTiming()
    const started = jest.fn()
    afterFirstPaint(started)
    jest.advanceTimersByTime(2999)
    expect(started).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(started).toHaveBeenCalledTimes(1)
  })

  it("starts after the next frame where the browser reports no paints", () => {
    Object.defineProperty(window, "PerformanceObserver", { value: undefined, configurable: true, writable: true })
    const frame = jest.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0)
    const started = jest.fn()
    afterFirstPaint(started)
    expect(started).not.toHaveBeenCalled()
    frame.mock.calls[0][0](0)
    jest.advanceTimersByTime(0)
    expect(started).toHaveBeenCalledTimes(1)
  })
})

/**
 * Asking the phone where the hunter is (src/hooks/useHunterPosition.ts):
 * when it asks again and what it keeps, with the phone stood in for. How
 * old a fix may be, and its words, are src/shared/position-fix.ts's rules
 * (__tests__/position-fix.test.ts); the flow in a browser is
 * e2e/nearest.spec.ts.
 */

import type * as Testing from "@testing-library/react/pure"
import type * as Position from "../src/hooks/useHunterPosition"

/** A fix gone stale: "Nearest to me" here, then the hunter walks on about 22 km before adding their location to texts. */
const ASKED_NEAREST_AT = { latitude: 43.05, longitude: -83.3, accuracy: 15 }
const WALKED_ON = { latitude: 43.2, longitude: -83.5, accuracy: 15 }

/** A phone that answers with where it is now, or (`where` null) finds no fix and says so when its time runs out. */
function fakePhone() {
  const phone = { where: ASKED_NEAREST_AT as typeof ASKED_NEAREST_AT | null }
  const getCurrentPosition = jest.fn((found: PositionCallback, failed: PositionErrorCallback, options: PositionOptions) => {
    const where = phone.where
    if (where) setTimeout(() => found({ coords: where, timestamp: Date.now() } as unknown as GeolocationPosition), 100)
    else setTimeout(() => failed({ code: 3, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError), options.timeout)
  })
  Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true })
  return { phone, getCurrentPosition }
}

describe("asking the phone where the hunter is", () => {
  // The position lives in its module for the page's life: each test loads the module afresh, as a page would, with
  // the React its hooks render in.
  let askForPosition: typeof Position.askForPosition
  let startingPoint: typeof Position.startingPoint
  let useHunterPosition: typeof Position.useHunterPosition
  let act: typeof Testing.act
  let renderHook: typeof Testing.renderHook
  let cleanup: typeof Testing.cleanup
  beforeEach(async () => {
    jest.useFakeTimers({ now: Date.parse("2025-11-15T18:40:00Z") })
    await jest.isolateModulesAsync(async () => {
      // The pure entry: the main one adds its clean-up hooks as it loads, which a hook cannot do.
      ;({ act, renderHook, cleanup } = await import("@testing-library/react/pure"))
      ;({ askForPosition, startingPoint, useHunterPosition } = await import("../src/hooks/useHunterPosition"))
    })
  })
  afterEach(() => {
    cleanup()
    jest.useRealTimers()
  })

  const pass = (ms: number) => act(() => jest.advanceTimersByTime(ms))

  it("asks again for a text once the fix is a minute old, and the texts get where the hunter is now", async () => {
    const { phone, getCurrentPosition } = fakePhone()
    const { result } = renderHook(() => useHunterPosition())
    act(() => askForPosition())
    await pass(1_000)
    expect(startingPoint(result.current)?.point).toMatchObject({ latitude: 43.05, longitude: -83.3 })

    phone.where = WALKED_ON
    await pass(2 * 60_000)
    act(() => askForPosition({ inTexts: true }))
    await pass(1_000)
    expect(getCurrentPosition).toHaveBeenCalledTimes(2)
    // Not a fix the phone holds from where the list was ordered.
    expect(getCurrentPosition.mock.calls[1][2]).toMatchObject({ maximumAge: 0, timeout: 10_000 })
    expect(result.current).toMatchObject({ status: "known", inTexts: true, fix: { latitude: 43.2, longitude: -83.5, accuracy: 15 } })
  })

  it("does not ask again for a text while the fix is under a minute old", async () => {
    const { getCurrentPosition } = fakePhone()
    act(() => askForPosition())
    await pass(30_000)
    act(() => askForPosition({ inTexts: true }))
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)
  })

  it("keeps the older fix, with its time, when no new one comes within 10 s", async () => {
    const { phone } = fakePhone()
    const { result } = renderHook(() => useHunterPosition())
    act(() => askForPosition())
    await pass(1_000)
    const first = result.current.fix
    phone.where = null
    await pass(3 * 60_000)
    act(() => askForPosition({ inTexts: true }))
    await pass(10_000)
    expect(result.current).toMatchObject({ status: "unavailable", inTexts: true, fix: first })
  })
})

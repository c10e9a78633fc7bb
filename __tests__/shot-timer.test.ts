import { formatClock, formatDuration, NOT_SURE, shotTimeFromInput, timeInputValue, trackingPlan } from "../src/components/ShotTimer/shot-timer"
import { settings } from "../test-support/content"

const rules = settings.waitTimes
// A fixed clock: the shot at 6:40 PM, now 7:10 PM, on a November evening.
const shot = new Date(2025, 10, 15, 18, 40)
const now = new Date(2025, 10, 15, 19, 10)

describe("trackingPlan", () => {
  it.each([
    ["heart-lung", "7:40 PM", "30 min", false],
    ["liver", "9:40 PM", "2 h 30 min", false],
    ["gut", "6:40 AM", "11 h 30 min", false],
    ["shoulder", "6:40 PM", "0 min", true],
  ])("%s: earliest start %s, %s left", (hit, earliest, left, callNow) => {
    const plan = trackingPlan(shot, hit, rules, now)
    expect(plan && formatClock(plan.earliest)).toBe(earliest)
    expect(plan && formatDuration(plan.remainingMs)).toBe(left)
    expect(plan?.callNow).toBe(callNow)
  })

  it("takes the range's end from the guide: liver 3 to 5 hours, gut 12 to 24", () => {
    expect(formatClock(trackingPlan(shot, "liver", rules, now)!.latest)).toBe("11:40 PM")
    expect(trackingPlan(shot, "gut", rules, now)!.latest.getDate()).toBe(16)
  })

  it("treats 'not sure' as the longest wait in the guide (gut)", () => {
    const plan = trackingPlan(shot, NOT_SURE, rules, now)
    expect(plan?.rule.hit).toBe("gut")
    expect(plan?.notSure).toBe(true)
    expect(formatClock(plan!.earliest)).toBe("6:40 AM")
  })

  it("says no time is left once the wait has passed", () => {
    expect(trackingPlan(shot, "heart-lung", rules, new Date(2025, 10, 15, 23, 0))?.remainingMs).toBe(0)
  })

  it("knows no hit it is not given", () => {
    expect(trackingPlan(shot, "antler", rules, now)).toBeUndefined()
  })
})

describe("shot time input", () => {
  it("reads HH:MM as today, or last night when that time is still ahead", () => {
    expect(shotTimeFromInput("18:40", now)).toEqual(shot)
    expect(shotTimeFromInput("23:30", new Date(2025, 10, 16, 0, 40))).toEqual(new Date(2025, 10, 15, 23, 30))
    expect(shotTimeFromInput("", now)).toBeUndefined()
    expect(shotTimeFromInput("25:00", now)).toBeUndefined()
  })

  it("writes a date back as HH:MM and shows clock times as 12-hour", () => {
    expect(timeInputValue(shot)).toBe("18:40")
    expect(formatClock(new Date(2025, 0, 1, 0, 5))).toBe("12:05 AM")
    expect(formatClock(new Date(2025, 0, 1, 12, 0))).toBe("12:00 PM")
    expect(formatDuration(90 * 60_000 + 1)).toBe("1 h 31 min")
    expect(formatDuration(12 * 3_600_000)).toBe("12 h")
  })
})

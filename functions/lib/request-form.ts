/**
 * A hunter's request as sent (the form's fields, from a plain form post or
 * the page's JSON), checked into what the service keeps: where (the phone's
 * position, or a county on the roster and a town or road), when the deer
 * was hit (read on Michigan's clock, the latest such time), the signs, the
 * note, and the hunter's name and a North American number in service, with
 * their consent. Each refusal is one sentence the hunter can act on.
 */
import { isNumberInService } from "../../src/content/numbering"
import { phoneToDigits } from "../../src/shared/phone"
import { MAX_REQUEST_TEXT, SIGNS, type RequestForm, type Sign } from "../../src/shared/requests/api"
import type { RosterCounty } from "../../src/shared/roster-file"
import type { Checked } from "../../src/shared/status/api"
import { isoInZone, latestAtClock } from "../../src/shared/status/until"

export interface NewRequest {
  hunterName: string
  /** Ten digits. */
  hunterPhone: string
  position: { latitude: number; longitude: number; accuracy: number | null } | null
  county: string | null
  place: string | null
  /** When the deer was hit, on Michigan's clock (ISO with offset). */
  hitAt: string
  signs: Sign[]
  note: string
}

/** A form's fields: one value each, or several for the signs. */
export type RequestFields = Record<string, string | string[] | undefined>

const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? "") : (value ?? "")).trim()
const many = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : value ? [value] : [])

/** The fields as the form's own script would send them (the group text a refusal offers is written from these). */
export function formOf(fields: RequestFields): Partial<RequestForm> {
  const names = ["latitude", "longitude", "accuracy", "county", "place", "hitAt", "note", "name", "phone", "consent"] as const
  return { ...Object.fromEntries(names.map((name) => [name, one(fields[name])])), signs: many(fields.signs) as Sign[] }
}

/** Michigan and a margin around it: a position outside is a mistake, not a shot site. */
const AREA = { south: 41, north: 48.5, west: -91, east: -81.5 }

function position(fields: RequestFields): Checked<NewRequest["position"]> {
  const [latitude, longitude, accuracy] = [one(fields.latitude), one(fields.longitude), one(fields.accuracy)]
  if (!latitude && !longitude) return { ok: true, value: null }
  const point = { latitude: Number(latitude), longitude: Number(longitude) }
  if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude))
    return { ok: false, message: "The phone's position did not come through. Tap “Use my position” again, or pick the county." }
  if (point.latitude < AREA.south || point.latitude > AREA.north || point.longitude < AREA.west || point.longitude > AREA.east)
    return { ok: false, message: "That position is outside Michigan. Pick the county and type the nearest town or road instead." }
  const metres = Number(accuracy)
  return { ok: true, value: { ...point, accuracy: accuracy && Number.isFinite(metres) && metres >= 0 ? Math.round(metres) : null } }
}

/** Checks a request's fields against the roster's counties at `now`. */
export function checkRequest(fields: RequestFields, counties: readonly RosterCounty[], now: number): Checked<NewRequest> {
  const where = position(fields)
  if (!where.ok) return where
  const county = one(fields.county) || null
  if (county && !counties.some((known) => known.slug === county)) return { ok: false, message: "Pick the county from the list." }
  const place = one(fields.place).slice(0, MAX_REQUEST_TEXT.place + 1) || null
  if (place && place.length > MAX_REQUEST_TEXT.place) return { ok: false, message: `Keep the town or road under ${MAX_REQUEST_TEXT.place} characters.` }
  if (!where.value && !county) return { ok: false, message: "Say where: tap “Use my position”, or pick the county and type the nearest town or road." }
  const hit = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(one(fields.hitAt))
  if (!hit) return { ok: false, message: "Say when the deer was hit (the time on your phone, like 7:45 PM)." }
  const signs = many(fields.signs)
  const unknown = signs.filter((sign) => !(sign in SIGNS))
  if (unknown.length > 0) return { ok: false, message: "Pick what you saw from the list." }
  const note = one(fields.note)
  if (note.length > MAX_REQUEST_TEXT.note) return { ok: false, message: `Keep what you saw under ${MAX_REQUEST_TEXT.note} characters.` }
  const hunterName = one(fields.name)
  if (!hunterName || hunterName.length > MAX_REQUEST_TEXT.name) return { ok: false, message: "Give your name, so the tracker knows who they are calling." }
  const digits = phoneToDigits(one(fields.phone))
  if (!digits || !isNumberInService(digits))
    return { ok: false, message: "Give a phone number in the U.S. or Canada that trackers can call back, like (810) 555-0142." }
  if (one(fields.consent) !== "yes") return { ok: false, message: "Tick the box that lets the trackers have your name, number and where the deer was hit." }
  return {
    ok: true,
    value: {
      hunterName,
      hunterPhone: digits,
      position: where.value,
      county,
      place,
      hitAt: isoInZone(latestAtClock(Number(hit[1]), Number(hit[2]), now)),
      signs: [...new Set(signs)] as Sign[],
      note,
    },
  }
}

/**
 * PUT /api/push/settings (a tracker, signed in): how far they travel for a
 * hunter's request (miles from their base town, or the counties they
 * serve) and their quiet hours, for all their phones.
 */
import type { Handler } from "../../lib/env"
import { body, jsonBody, person, signedInOnly } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { checkSettings, saveSettings, settingsView } from "../../lib/settings"

const save: Handler = async (context) => {
  const by = person(context)
  if (by.role !== "tracker") return problem(403, "Only trackers take hunters' requests.")
  const checked = checkSettings(body(context))
  if (!checked.ok) return problem(400, checked.message)
  await saveSettings(context.data.store, by.id, checked.value)
  return json(settingsView(checked.value))
}

export const onRequestPut = [signedInOnly, jsonBody, save]

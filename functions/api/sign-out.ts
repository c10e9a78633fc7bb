/** POST /api/sign-out: ends this phone's session (the passkey stays, for the next sign-in). */
import type { Handler } from "../lib/env"
import { json } from "../lib/http"
import { endSession } from "../lib/session"

export const onRequestPost: Handler = async ({ request, env }) => json({ signedOut: true }, { headers: { "Set-Cookie": await endSession(request, env.STATUS) } })

/**
 * A stand-in for a browser's push service, on loopback where the Worker
 * meets the real ones: it hands out subscriptions (a P-256 key pair and an
 * auth secret, as a phone's browser makes them, under the host the Worker
 * routes to it, functions/lib/test-hooks.ts), and checks each push as a
 * push service and a phone do: the VAPID token (RFC 8292, with jose)
 * against the key it names, and the body decrypted with the subscription's
 * keys (aes128gcm, RFC 8291, with http_ece, the reference implementation).
 * A subscription can be made to answer 410 (gone).
 */
import { createECDH, randomBytes, type ECDH } from "node:crypto"
import http from "node:http"
import type { AddressInfo } from "node:net"
import ece from "http_ece"
import { importJWK, jwtVerify } from "jose"

/** The host test subscriptions name; the Worker delivers it to TEST_PUSH_ORIGIN (functions/lib/test-hooks.ts). */
export const STAND_IN_HOST = "push.stand-in.test"

export interface TestSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface Delivery {
  /** Which subscription (the id in its endpoint). */
  subscription: string
  /** The decrypted message. */
  message: unknown
  /** The message's bytes as decrypted, for handing to a browser's worker. */
  plaintext: Buffer
  ttl: number | null
  urgency: string | null
  topic: string | null
  /** The VAPID token's claims, once verified, and the key it was signed with. */
  vapid: { sub: string; aud: string; exp: number; key: string }
  at: number
}

export interface PushService {
  /** TEST_PUSH_ORIGIN for the Worker. */
  origin: string
  deliveries: Delivery[]
  /** The deliveries to one subscription, oldest first. */
  deliveriesTo: (subscription: TestSubscription) => Delivery[]
  /** Pushes that failed a check, with why: none, in a good run. */
  rejected: { subscription: string; why: string }[]
  subscribe: () => TestSubscription
  /** From now on, pushes to this subscription are answered 410 (it is gone). */
  expire: (subscription: TestSubscription) => void
  /** Resolves once `count` deliveries have arrived (in all), within `timeoutMs`. */
  waitFor: (count: number, timeoutMs?: number) => Promise<Delivery[]>
  close: () => Promise<void>
}

const idOf = (subscription: TestSubscription) => new URL(subscription.endpoint).pathname.slice(1)

/** The VAPID token and key of an Authorization header (`vapid t=…, k=…`). */
function vapidOf(header: string | undefined): { token: string; key: string } | null {
  const match = /^vapid\s+(.+)$/i.exec(header ?? "")
  if (!match) return null
  const fields = Object.fromEntries(match[1].split(",").map((part) => part.trim().split("=", 2) as [string, string]))
  return fields.t && fields.k ? { token: fields.t, key: fields.k } : null
}

async function verifyVapid(header: string | undefined, audience: string): Promise<Delivery["vapid"]> {
  const vapid = vapidOf(header)
  if (!vapid) throw new Error("no VAPID Authorization header")
  const raw = Buffer.from(vapid.key, "base64url")
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("the VAPID key is not an uncompressed P-256 point")
  const key = await importJWK({ kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") }, "ES256")
  const { payload } = await jwtVerify(vapid.token, key, { audience, algorithms: ["ES256"] })
  if (typeof payload.sub !== "string" || !/^(mailto:|https:)/.test(payload.sub))
    throw new Error(`the VAPID subject ${payload.sub} is neither mailto: nor https:`)
  if (typeof payload.exp !== "number" || payload.exp * 1000 > Date.now() + 24 * 3_600_000) throw new Error("the VAPID token lasts more than 24 hours")
  return { sub: payload.sub, aud: String(payload.aud), exp: payload.exp, key: vapid.key }
}

export async function startPushService(): Promise<PushService> {
  const keys = new Map<string, { ecdh: ECDH; auth: string }>()
  const expired = new Set<string>()
  const deliveries: Delivery[] = []
  const rejected: PushService["rejected"] = []
  const waiting: (() => void)[] = []

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", async () => {
      const subscription = (request.url ?? "/").slice(1)
      const own = keys.get(subscription)
      const refuse = (status: number, why: string) => {
        rejected.push({ subscription, why })
        response.writeHead(status).end(why)
      }
      if (request.method !== "POST" || !own) return refuse(404, "no such subscription")
      if (expired.has(subscription)) return response.writeHead(410).end()
      if (request.headers["content-encoding"] !== "aes128gcm") return refuse(400, `content encoding ${request.headers["content-encoding"]}, not aes128gcm`)
      try {
        const vapid = await verifyVapid(request.headers.authorization, `https://${STAND_IN_HOST}`)
        const plaintext = ece.decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: own.ecdh, authSecret: own.auth })
        const header = (name: string) => (request.headers[name] as string | undefined) ?? null
        deliveries.push({
          subscription,
          message: JSON.parse(plaintext.toString("utf8")),
          plaintext,
          ttl: header("ttl") === null ? null : Number(header("ttl")),
          urgency: header("urgency"),
          topic: header("topic"),
          vapid,
          at: Date.now(),
        })
        response.writeHead(201).end()
        for (const wake of waiting.splice(0)) wake()
      } catch (error) {
        refuse(400, String(error))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    deliveries,
    deliveriesTo: (subscription) => deliveries.filter((delivery) => delivery.subscription === idOf(subscription)),
    rejected,
    subscribe: () => {
      const ecdh = createECDH("prime256v1")
      ecdh.generateKeys()
      const id = randomBytes(12).toString("base64url")
      const auth = randomBytes(16).toString("base64url")
      keys.set(id, { ecdh, auth })
      return { endpoint: `https://${STAND_IN_HOST}/${id}`, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } }
    },
    expire: (subscription) => expired.add(idOf(subscription)),
    waitFor: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs
      while (deliveries.length < count) {
        if (Date.now() > deadline) throw new Error(`${deliveries.length} pushes arrived, not ${count}; refused: ${JSON.stringify(rejected)}`)
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          setTimeout(resolve, 100)
        })
      }
      return deliveries
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * A VAPID key pair (RFC 8292) as the site's Worker takes it: VAPID_PUBLIC_KEY,
 * the raw uncompressed P-256 point a phone subscribes with, and
 * VAPID_PRIVATE_KEY, its private scalar; both base64url. Made for the
 * owner's deploy (`npm run vapid-keys`), the preview and the tests.
 */
import { generateKeyPairSync } from "node:crypto"

export function vapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const jwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" })
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")])
  return { VAPID_PUBLIC_KEY: point.toString("base64url"), VAPID_PRIVATE_KEY: jwk.d! }
}

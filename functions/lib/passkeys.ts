/**
 * Passkeys (WebAuthn), through SimpleWebAuthn: the phone keeps a private
 * key, unlocked by its fingerprint, face or PIN, and signs a challenge; the
 * store keeps only the public key. The relying party is the site's own host,
 * taken from the request (a passkey made on the live site works only
 * there). User verification is required, at set-up and at each sign-in: a
 * phone that merely holds the passkey, unlocked by someone else, does not
 * sign in; every phone that holds a passkey keeps it behind its screen lock,
 * which is that verification (docs/deploy.md).
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server"
import { base64url, fromBase64url } from "./secrets"
import type { NewPasskey, StoredPasskey } from "./sign-ins"

const RP_NAME = "Thumb Area Deer Trackers"

/** Bytes on a plain ArrayBuffer, the form SimpleWebAuthn's types ask for. */
const copied = (source: Uint8Array): Uint8Array<ArrayBuffer> => {
  const copy = new Uint8Array(new ArrayBuffer(source.length))
  copy.set(source)
  return copy
}
const bytes = (text: string) => copied(new TextEncoder().encode(text))

const party = (request: Request) => {
  const url = new URL(request.url)
  return { rpID: url.hostname, origin: url.origin }
}

export async function registrationOptions(
  request: Request,
  user: { id: string; name: string; credentials: string[] },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: party(request).rpID,
    userName: user.name,
    userDisplayName: user.name,
    userID: bytes(user.id),
    attestationType: "none",
    // A passkey the phone finds by itself at sign-in: the tracker never types a name.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    excludeCredentials: user.credentials.map((id) => ({ id })),
  })
}

/** The new passkey (its public key; `name` is the caller's), or null when the phone's answer does not hold. */
export async function verifyRegistration(request: Request, response: RegistrationResponseJSON, challenge: string): Promise<Omit<NewPasskey, "name"> | null> {
  const { rpID, origin } = party(request)
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    })
    if (!result.verified) return null
    const { credential } = result.registrationInfo
    return { credential: credential.id, publicKey: base64url(credential.publicKey), counter: credential.counter, transports: credential.transports ?? [] }
  } catch {
    return null
  }
}

export async function signInOptions(request: Request): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({ rpID: party(request).rpID, userVerification: "required" })
}

/** The passkey's new signature counter, or null when the signature does not hold. */
export async function verifySignIn(request: Request, response: AuthenticationResponseJSON, challenge: string, passkey: StoredPasskey): Promise<number | null> {
  const { rpID, origin } = party(request)
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credential,
        publicKey: copied(fromBase64url(passkey.publicKey)),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
    })
    return result.verified ? result.authenticationInfo.newCounter : null
  } catch {
    return null
  }
}

/** The kinds of device a passkey is named after, by what their browser says it runs on. */
const DEVICES: readonly [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android.*Mobile/, "Android phone"],
  [/Android/, "Android tablet"],
  [/Macintosh/, "Mac"],
  [/Windows/, "Windows computer"],
  [/CrOS/, "Chromebook"],
  [/Linux/, "Linux computer"],
]

/** Which phone, in the record of changes: "iPhone", or "iPhone 2" when the person has one of that name already. */
export function phoneName(userAgent: string, taken: readonly string[]): string {
  const kind = DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "Phone"
  if (!taken.includes(kind)) return kind
  let number = 2
  while (taken.includes(`${kind} ${number}`)) number += 1
  return `${kind} ${number}`
}

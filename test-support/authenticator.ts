/**
 * A phone's passkey in software, for the functions' tests: the same
 * WebAuthn answers a phone's platform authenticator gives (ES256, no
 * attestation, a signature counter of 0 as synced passkeys report), made
 * with Node's own crypto. The browser tests use Chromium's virtual
 * authenticator instead (e2e/support/passkey.ts).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto"
import { isoCBOR } from "@simplewebauthn/server/helpers"
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server"

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url")
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest()
const clientData = (type: "webauthn.create" | "webauthn.get", challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

/** User present and verified; with AT, the credential's public key follows. */
const FLAGS = { UP: 0x01, UV: 0x04, AT: 0x40 }

export class SoftPasskey {
  readonly id = b64url(randomBytes(16))
  private readonly privateKey: KeyObject
  private readonly publicKey: KeyObject
  private userHandle: string | null = null

  /** `verifiesUser` false: an authenticator that only checks someone is there (a security key without a PIN), not who. */
  constructor(
    private readonly counter = 0,
    private readonly verifiesUser = true,
  ) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" })
    this.privateKey = pair.privateKey
    this.publicKey = pair.publicKey
  }

  private flags(): number {
    return this.verifiesUser ? FLAGS.UP | FLAGS.UV : FLAGS.UP
  }

  private authenticatorData(rpId: string, flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(this.counter)
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])])
  }

  /** The answer to `navigator.credentials.create` with the service's options. */
  create(options: PublicKeyCredentialCreationOptionsJSON, origin: string): RegistrationResponseJSON {
    this.userHandle = options.user.id
    const jwk = this.publicKey.export({ format: "jwk" })
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    )
    const credentialId = Buffer.from(this.id, "base64url")
    const length = Buffer.alloc(2)
    length.writeUInt16BE(credentialId.length)
    const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, Buffer.from(cose)])
    const authData = this.authenticatorData(options.rp.id ?? new URL(origin).hostname, this.flags() | FLAGS.AT, attested)
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]) as never,
    )
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    }
  }

  /** The answer to `navigator.credentials.get`: the challenge signed with this passkey's private key. */
  get(options: PublicKeyCredentialRequestOptionsJSON, origin: string): AuthenticationResponseJSON {
    const authenticatorData = this.authenticatorData(options.rpId ?? new URL(origin).hostname, this.flags())
    const clientDataJSON = clientData("webauthn.get", options.challenge, origin)
    const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey)
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    }
  }
}

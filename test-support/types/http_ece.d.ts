/** The part of http_ece (no types of its own) the stand-in push service uses: decrypting a Web Push message. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto"
  export function decrypt(buffer: Buffer, params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string }): Buffer
  const ece: { decrypt: typeof decrypt }
  export default ece
}

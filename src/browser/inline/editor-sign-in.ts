/**
 * The editor's GitHub sign-in window, once GitHub has sent it back
 * (src/shared/editor-sign-in.ts): tells the editor that opened it that it is
 * signing in, and when the editor answers from its own origin, hands it the
 * result, to that origin only, the way Decap CMS expects.
 */
import { EDITOR_SIGN_IN, type SignInResult } from "../../shared/editor-sign-in"

const { origin, message } = JSON.parse(document.getElementById(EDITOR_SIGN_IN.result)?.textContent ?? "{}") as SignInResult
const opener = window.opener as Window | null

function handOver(event: MessageEvent): void {
  if (event.origin !== origin || !opener) return
  opener.postMessage(message, origin)
  window.removeEventListener("message", handOver)
}

window.addEventListener("message", handOver)
opener?.postMessage("authorizing:github", origin)

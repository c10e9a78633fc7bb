/**
 * The editor's GitHub sign-in window as the status service answers it
 * (functions/api/cms/callback.ts): the result in a data block, and the
 * script that hands it to the editor that opened the window
 * (src/browser/inline/editor-sign-in.ts). The build writes the script to
 * `script`, and the service serves it inline from there, allowed by the
 * hash of those bytes.
 */
import { ADMIN_FOLDER } from "./built-files"

export const EDITOR_SIGN_IN = {
  script: `/${ADMIN_FOLDER}/editor-sign-in.js`,
  /** The id of the data block the result is in. */
  result: "sign-in-result",
} as const

/** What the window hands over, and to which origin only: Decap CMS's message ("authorization:github:success:{...}"). */
export interface SignInResult {
  origin: string
  message: string
}

/** The result as a data block's text: JSON that cannot end the block early. */
export const signInResultText = (result: SignInResult): string => JSON.stringify(result).replace(/</g, "\\u003c")

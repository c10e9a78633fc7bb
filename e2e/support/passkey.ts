/**
 * A phone with a passkey authenticator that always says yes (Chromium's
 * virtual authenticator through the DevTools protocol): what a tracker's
 * phone does after a fingerprint or face check.
 */
import type { Page } from "@playwright/test"

export async function withPasskeyDevice(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send("WebAuthn.enable")
  await devtools.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

import type { CDPSession, Page } from "@playwright/test"

/** Regular 2G as Chromium's DevTools define it: 250 kbit/s down, 50 up, 300 ms round trip. */
export const REGULAR_2G = { offline: false, latency: 300, downloadThroughput: (250 * 1000) / 8, uploadThroughput: (50 * 1000) / 8 }

/** A phone on one bar: Regular 2G and a CPU four times slower, through the DevTools protocol (real throttling, not simulated). */
export async function throttleToRegular2G(page: Page): Promise<CDPSession> {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send("Network.emulateNetworkConditions", REGULAR_2G)
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  return devtools
}

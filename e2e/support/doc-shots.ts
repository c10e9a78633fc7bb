/**
 * The screenshots CONTENT.md shows, written into docs/cms/ by the browser
 * tests that reach each screen, only when asked (`DOC_SCREENSHOTS=1`), at
 * the phone's size, 390 px wide whatever the test's pixel ratio: small
 * palette PNGs, so the guide stays light.
 */
import path from "node:path"
import type { Page } from "@playwright/test"
import sharp from "sharp"

const FOLDER = path.resolve(__dirname, "../../docs/cms")

export async function docShot(page: Page, name: string): Promise<void> {
  if (!process.env.DOC_SCREENSHOTS || page.viewportSize()?.width !== 390) return
  const png = await page.screenshot()
  await sharp(png)
    .resize({ width: 390 })
    .png({ palette: true, quality: 70, compressionLevel: 9, effort: 10 })
    .toFile(path.join(FOLDER, `${name}.png`))
}

/** The app icon (web manifest, favicons), rasterised from the one logo in src/shared/logo.ts. */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { logoSvgMarkup } from "../../src/shared/logo"

export async function drawBrand(root: string): Promise<void> {
  const directory = path.join(root, "src/images")
  fs.mkdirSync(directory, { recursive: true })
  fs.writeFileSync(path.join(directory, "logo.svg"), `${logoSvgMarkup(64)}\n`)
  // Padding keeps the mark inside the safe zone of maskable icons.
  const mark = await sharp(Buffer.from(logoSvgMarkup(400)), { density: 300 })
    .resize(400, 400)
    .png()
    .toBuffer()
  await sharp({ create: { width: 512, height: 512, channels: 4, background: "#153a20" } })
    .composite([{ input: mark, left: 56, top: 56 }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(directory, "icon.png"))
  console.log("wrote src/images/logo.svg and src/images/icon.png")
}

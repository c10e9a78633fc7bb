/**
 * Pictures are decoded in full before the build sees them, since a file that
 * only starts like a JPEG (a cut-off upload) or claims a size no phone takes
 * would fail the image processing half-way through a build, or exhaust its
 * memory. JPEG, PNG and WebP only: what phones and cameras export and every
 * browser shows in the editor's preview (docs/content-model.md). SVG is a
 * program, not a picture; the site makes AVIF versions itself.
 */
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { IMAGE_FORMATS } from "../fields"
import { contentProblem, type ContentProblem } from "./report"

/** Larger than any phone photo worth showing; the site serves at most 1600 px wide. */
const IMAGE_LIMITS = { bytes: 15 * 1024 * 1024, pixels: 50_000_000, minSide: 64 } as const

const MB = 1024 * 1024

/** What is wrong with one picture, or null. */
async function imageProblem(absolute: string): Promise<string | null> {
  const bytes = fs.statSync(absolute).size
  if (bytes > IMAGE_LIMITS.bytes)
    return `The picture is ${(bytes / MB).toFixed(1)} MB; the limit is ${IMAGE_LIMITS.bytes / MB} MB. Export it smaller (2000 px wide is plenty).`
  if (bytes === 0) return "The picture file is empty (the upload did not finish). Upload it again."
  let format: string | undefined
  let width = 0
  let height = 0
  try {
    const image = sharp(absolute, { limitInputPixels: false, failOn: "truncated" })
    const meta = await image.metadata()
    format = meta.format
    width = meta.width ?? 0
    height = meta.height ?? 0
  } catch {
    return "This is not a picture the site can read (its contents are not a JPEG, PNG or WebP). Export the photo again as .jpg."
  }
  if (!IMAGE_FORMATS.includes(format as (typeof IMAGE_FORMATS)[number])) {
    return `This is a ${String(format).toUpperCase()} picture; the site takes JPEG, PNG or WebP. Export it again as .jpg.`
  }
  const extension = path.extname(absolute).slice(1).toLowerCase().replace("jpg", "jpeg")
  if (extension !== format)
    return `The file is named .${path.extname(absolute).slice(1)} but holds a ${format.toUpperCase()} picture. Rename it to .${format === "jpeg" ? "jpg" : format}.`
  if (width * height > IMAGE_LIMITS.pixels)
    return `The picture is ${width} × ${height} pixels, more than any page needs. Export it at most 4000 px on its longest side.`
  if (Math.min(width, height) < IMAGE_LIMITS.minSide)
    return `The picture is only ${width} × ${height} pixels. Use a photo at least ${IMAGE_LIMITS.minSide} px on each side.`
  try {
    // Decode every pixel: a truncated or corrupt file fails here, not half-way through the build.
    await sharp(absolute, { limitInputPixels: IMAGE_LIMITS.pixels, failOn: "truncated" }).raw().toBuffer()
  } catch {
    return "The picture is damaged or cut off (the upload may not have finished). Upload it again."
  }
  return null
}

/** Verdicts by file content and extension, so a picture is decoded once per process (the tests check many copies of data/). */
const verdicts = new Map<string, Promise<string | null>>()

function cachedImageProblem(absolute: string): Promise<string | null> {
  const digest = createHash("sha1").update(fs.readFileSync(absolute)).update(path.extname(absolute)).digest("hex")
  let verdict = verdicts.get(digest)
  if (!verdict) {
    verdict = imageProblem(absolute)
    verdicts.set(digest, verdict)
  }
  return verdict
}

/** Checks every picture under data/images. */
export async function checkImages(root: string, images: readonly string[], problems: ContentProblem[]): Promise<void> {
  const found = await Promise.all(images.map(async (file) => [file, await cachedImageProblem(path.join(root, file))] as const))
  for (const [file, message] of found) if (message) problems.push(contentProblem(file, "(file)", message))
}

/**
 * What is on an engine's screen, as pixels, and the few questions the
 * checks ask of them. A frame is RGB, at the engine's own device pixels;
 * boxes are in CSS pixels (from getBoundingClientRect) and scaled here.
 */
import fs from "node:fs"
import sharp from "sharp"

export interface Frame {
  width: number
  height: number
  /** Device pixels per CSS pixel. */
  scale: number
  /** 3 bytes a pixel, row after row. */
  rgb: Buffer
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A PNG (a screenshot) as a frame of a viewport `cssWidth` CSS pixels wide. */
export async function frameOfPng(png: Buffer, cssWidth: number): Promise<Frame> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, scale: info.width / cssWidth, rgb: data }
}

export function pngOfFrame(frame: Frame): Promise<Buffer> {
  return sharp(frame.rgb, { raw: { width: frame.width, height: frame.height, channels: 3 } })
    .png()
    .toBuffer()
}

/**
 * The screen of an Xvfb started with `-fbdir` (./x-display.ts), read from
 * its framebuffer file; with `region`, only that much of it from the top
 * left, where a window larger than the phone's screen shows the page.
 */
export function frameOfXvfb(file: string, region?: { width: number; height: number }): Frame {
  const data = fs.readFileSync(file)
  const field = (index: number) => data.readUInt32BE(index * 4)
  const [headerSize, screenWidth, screenHeight, bitsPerPixel, bytesPerLine, colours] = [field(0), field(4), field(5), field(11), field(12), field(19)]
  if (bitsPerPixel !== 32 || field(7) !== 0) throw new Error(`${file}: expected a 32-bit little-endian framebuffer (start Xvfb with -screen 0 WxHx24)`)
  const [width, height] = [Math.min(screenWidth, region?.width ?? screenWidth), Math.min(screenHeight, region?.height ?? screenHeight)]
  const start = headerSize + colours * 12
  const rgb = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = start + y * bytesPerLine + x * 4
      const to = (y * width + x) * 3
      // Blue, green, red, unused.
      rgb[to] = data[from + 2]
      rgb[to + 1] = data[from + 1]
      rgb[to + 2] = data[from]
    }
  }
  return { width, height, scale: 1, rgb }
}

/** The device pixels of a box, clipped to the frame. */
function pixelsOf(frame: Frame, box: Box): { x0: number; y0: number; x1: number; y1: number } {
  return {
    x0: Math.max(0, Math.round(box.x * frame.scale)),
    y0: Math.max(0, Math.round(box.y * frame.scale)),
    x1: Math.min(frame.width, Math.round((box.x + box.width) * frame.scale)),
    y1: Math.min(frame.height, Math.round((box.y + box.height) * frame.scale)),
  }
}

const TOLERANCE = 24
const close = (a: Buffer, i: number, b: Buffer, j: number) =>
  Math.abs(a[i] - b[j]) <= TOLERANCE && Math.abs(a[i + 1] - b[j + 1]) <= TOLERANCE && Math.abs(a[i + 2] - b[j + 2]) <= TOLERANCE

/** The share of pixels (0 to 1) that look the same in a box of one frame and the box `dy` device pixels lower in another of the same engine. */
function sameAt(a: Frame, b: Frame, box: Box, dy: number, enough = 0): number {
  const { x0, y0, x1, y1 } = pixelsOf(a, box)
  const all = (x1 - x0) * (y1 - y0)
  if (all === 0 || y0 + dy < 0 || y1 + dy > b.height) return 0
  // Gives up once more pixels differ than `enough` allows.
  const allowed = (1 - enough) * all
  let differ = 0
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!close(a.rgb, (y * a.width + x) * 3, b.rgb, ((y + dy) * b.width + x) * 3) && ++differ > allowed) return 0
    }
  }
  return 1 - differ / all
}

/**
 * Where what a box of `from` shows is best found in `frame`, at the same
 * left and right but any height: an element that sticks to the bottom of
 * the screen once the page is whole sits higher while it is not. The share
 * of its pixels that match there, and its top (CSS px); with `atLeast`,
 * places where fewer match are not looked at further (a share of 0).
 */
export function foundInColumn(frame: Frame, from: Frame, box: Box, atLeast = 0): { share: number; y: number } {
  const best = { share: sameAt(from, frame, box, 0, atLeast), y: box.y }
  for (let dy = -Math.round(box.y * frame.scale); best.share < 0.99 && Math.round(box.y * frame.scale) + dy < frame.height; dy++) {
    const share = sameAt(from, frame, box, dy, Math.max(best.share, atLeast))
    if (share > best.share) Object.assign(best, { share, y: box.y + dy / frame.scale })
  }
  return best
}

/** The share of a box's pixels that differ from the box's most common colour: 0 for a box with nothing drawn in it. */
export function inkInBox(frame: Frame, box: Box): number {
  const { x0, y0, x1, y1 } = pixelsOf(frame, box)
  const counts = new Map<number, number>()
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * frame.width + x) * 3
      const key = (frame.rgb[i] << 16) | (frame.rgb[i + 1] << 8) | frame.rgb[i + 2]
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  const all = (x1 - x0) * (y1 - y0)
  return all > 0 ? 1 - Math.max(0, ...counts.values()) / all : 0
}

/**
 * The CSS-pixel rows from `top` to the frame's bottom with something drawn
 * in them: more than `share` of the row's pixels differ from its most
 * common colour (text, a bullet, a button's edge). A row of one colour is a
 * background or a rule across the screen.
 */
export function rowsWithInk(frame: Frame, top: number, share = 0.02): number[] {
  const rows: number[] = []
  for (let row = Math.max(0, Math.ceil(top)); row < frame.height / frame.scale; row++) {
    if (inkInBox(frame, { x: 0, y: row, width: frame.width / frame.scale, height: 1 }) > share) rows.push(row)
  }
  return rows
}

/** Whether two frames differ left of `right` CSS px (a scrollbar drawn over the right edge aside). */
export function differLeftOf(a: Frame, b: Frame, right: number): boolean {
  const width = Math.round(right * a.scale) * 3
  for (let y = 0; y < a.height; y++) {
    const row = y * a.width * 3
    if (!a.rgb.subarray(row, row + width).equals(b.rgb.subarray(row, row + width))) return true
  }
  return false
}

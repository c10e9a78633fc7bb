/**
 * The neutral picture shown for a tracker who has no photo yet (800x800):
 * the same framing as the portraits (head-and-shoulders with a dog at the
 * side) in flat grey, with the words "Photo coming soon".
 */
import { dogLook, drawDog, silhouette } from "./dog"
import { FONT, contrastRatio, seededRandom } from "./svg"

const BACKGROUND = "#e6e4de"
const FIGURE = "#c2beb5"
/** A shade darker than the person, so the two silhouettes stay apart where they overlap. */
const DOG = "#a7a399"
const WORDS = "#55524b"

export function placeholderSvg(): string {
  if (contrastRatio(WORDS, BACKGROUND) < 4.5) throw new Error("placeholder text fails WCAG AA contrast")
  const hound = silhouette(dogLook("hound", seededRandom("placeholder")), DOG)
  const dog = drawDog(hound, 650, 690, 1.2, "left", "sit")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="${BACKGROUND}"/>
  <g fill="${FIGURE}">
    <ellipse cx="300" cy="300" rx="92" ry="108"/>
    <path d="M200 250 C196 150 404 150 400 250 Z"/>
    <rect x="262" y="360" width="76" height="90" rx="26"/>
    <path d="M62 690 L62 520 C62 450 122 420 202 410 L398 410 C478 420 538 450 538 520 L538 690 Z"/>
  </g>
  ${dog.svg}
  <rect x="0" y="690" width="800" height="110" fill="${BACKGROUND}"/>
  <text x="400" y="760" font-family="${FONT}" font-size="46" font-weight="700" fill="${WORDS}" text-anchor="middle">Photo coming soon</text>
</svg>`
}

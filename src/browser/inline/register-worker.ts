/** At the end of every built page: the web manifest and the offline worker, once the first paint is on screen. */
import { registerAfterFirstPaint } from "../offline/register-early"

registerAfterFirstPaint()

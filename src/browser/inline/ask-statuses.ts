/** In the first screen's mark (the head where a page has none): the live statuses' request, once the first paint is on screen. */
import { askForStatuses } from "../status/early"

window.liveStatuses = askForStatuses()

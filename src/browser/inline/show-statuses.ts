/** At the end of the body: lays the early request's answer over the built statuses, before the app starts. */
import { showEarlyAnswer } from "../status/early"

showEarlyAnswer(window.liveStatuses)

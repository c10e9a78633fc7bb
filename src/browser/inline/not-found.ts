/** In the not-found page's head: marks a tracker's address before the first paint, so the page shows the message that fits it. */
import { classifyMissingPath, MISSING_ATTRIBUTE } from "../../shared/not-found"

if (classifyMissingPath(location.pathname, []).kind === "unknown-tracker") document.documentElement.setAttribute(MISSING_ATTRIBUTE, "tracker")

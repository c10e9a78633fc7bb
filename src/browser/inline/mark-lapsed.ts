/** Where a list of statuses ends: marks those whose end has passed before the first paint reaches them. */
import { markLapsed } from "../status/early"

markLapsed(document, Date.now())

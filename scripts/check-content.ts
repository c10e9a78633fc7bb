/** `npm run check:content`: check every file in data/ and explain any problem. */
import { checkContent, formatReport } from "../src/content/check"

void checkContent(process.cwd()).then((report) => {
  console.log(formatReport(report))
  process.exitCode = report.errors.length > 0 ? 1 : 0
})

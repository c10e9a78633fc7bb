/** `npm run check:content`: validate every file in data/ and explain any problem. */
import { formatReport, validateContent } from "../src/content/validate"

const report = validateContent(process.cwd())
console.log(formatReport(report))
process.exitCode = report.errors.length > 0 ? 1 : 0

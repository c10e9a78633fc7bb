import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** Runs axe with the WCAG 2.1 A and AA rules and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `   ${node.target.join(" ")} — ${node.failureSummary?.split("\n").join(" ")}`).join("\n"),
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

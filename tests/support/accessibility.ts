/**
 * The accessibility instrument for e2e tests: axe-core (WCAG 2.1 A and AA, plus the landmark
 * rules) and html-validate's `standard` preset over the page as the browser renders it.
 *
 *   const audit = new Audit();
 *   await audit.scan(page, "dashboard en phone");   // records every finding
 *   expect(audit.report()).toBe("");                  // a readable list, empty when clean
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { HtmlValidate } from "html-validate";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Rules outside those tags that the audit also holds us to: the accessible name must contain
 * the visible text (experimental in axe, so off unless named), and landmarks must be unique,
 * top level and named apart, so a screen reader's landmark list makes sense.
 */
export const EXTRA_RULES = [
  "label-content-name-mismatch",
  "landmark-unique",
  "landmark-main-is-top-level",
  "landmark-no-duplicate-main",
  "landmark-one-main",
  "landmark-complementary-is-top-level",
  "page-has-heading-one",
];

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

export interface Finding {
  scan: string;
  tool: "axe" | "html-validate";
  rule: string;
  message: string;
  where: string;
}

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

/** axe's failure summary without its heading line ("Fix any of the following:"), on one line. */
const fixes = (summary: string | undefined) => (summary ?? "").split("\n").slice(1).join(" ").trim();

export class Audit {
  scans = 0;
  readonly findings: Finding[] = [];

  /** Runs axe and html-validate on the page as it is now; findings are kept, not thrown. */
  async scan(page: Page, label: string): Promise<Finding[]> {
    this.scans++;
    const found: Finding[] = [];
    // Evaluated over the DevTools protocol, so a Content-Security-Policy does not block it.
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
    const violations = (await page.evaluate(
      ([tags, extra]) => {
        const axe = (
          window as unknown as { axe: { run(ctx: unknown, options: unknown): Promise<{ violations: unknown }> } }
        ).axe;
        return axe
          .run(document, {
            runOnly: { type: "tag", values: tags },
            rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])),
            resultTypes: ["violations"],
          })
          .then((r) => r.violations);
      },
      [WCAG_TAGS, EXTRA_RULES] as const,
    )) as AxeViolation[];
    for (const v of violations) {
      for (const node of v.nodes) {
        found.push({
          scan: label,
          tool: "axe",
          rule: v.id,
          message: `${v.help} (${v.impact ?? "?"}): ${fixes(node.failureSummary)}`,
          where: `${node.target.join(" ")}  ${node.html.slice(0, 160)}`,
        });
      }
    }
    const report = await validator.validateString(await page.content());
    for (const result of report.results) {
      for (const m of result.messages) {
        if (m.severity < 2) continue;
        found.push({
          scan: label,
          tool: "html-validate",
          rule: m.ruleId,
          message: m.message,
          where: (m.selector ?? `line ${m.line}`).slice(0, 200),
        });
      }
    }
    this.findings.push(...found);
    return found;
  }

  /** Findings as lines, grouped by scan; "" when there are none. */
  report(findings: readonly Finding[] = this.findings): string {
    return findings.map((f) => `[${f.scan}] ${f.tool} ${f.rule}: ${f.message}\n    at ${f.where}`).join("\n");
  }
}

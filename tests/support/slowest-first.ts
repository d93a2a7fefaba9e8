/**
 * The order test files start in. Vitest starts the files that took longest last time first, so the
 * processes of a run finish together; but a fresh clone has no last time, and Vitest then starts the
 * largest files first, which put the four accessibility files (three lines each, a minute or more
 * each) at the very end of the end-to-end run, one process working alone. The files below, the
 * slowest in a full run (longest first), start first; every other file keeps Vitest's order.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

const SLOWEST = [
  "tests/e2e/tool-flow.test.ts",
  "tests/e2e/result-view.test.ts",
  "tests/e2e/no-sideways-scroll.test.ts",
  "tests/e2e/auth.test.ts",
  "tests/e2e/app-tools.test.ts",
  "tests/e2e/words.test.ts",
  "tests/e2e/buy-from-a-tool.test.ts",
  "tests/e2e/accessibility-en-phone.test.ts",
  "tests/e2e/accessibility-en-desktop.test.ts",
  "tests/e2e/accessibility-es-phone.test.ts",
  "tests/e2e/accessibility-es-desktop.test.ts",
  "tests/e2e/older-designs.test.ts",
  "tests/e2e/no-js-forms.test.ts",
  "tests/e2e/website.test.ts",
  "tests/integration/fault-injection.test.ts",
  "tests/integration/image-tools.test.ts",
  "tests/integration/payments.test.ts",
];

const rank = (file: TestSpecification) => {
  const index = SLOWEST.findIndex((path) => file.moduleId.endsWith(path));
  return index < 0 ? SLOWEST.length : index;
};

export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // The base keeps each project's files together; within each, the listed files go first.
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of await super.sort(files))
      byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
    return [...byProject.values()].flatMap((group) =>
      group
        .map((file, index) => ({ file, index }))
        .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
        .map(({ file }) => file),
    );
  }
}

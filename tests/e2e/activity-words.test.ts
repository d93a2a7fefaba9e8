/**
 * Recent Activity and the credit history in words people understand: a transformation reads as
 * its tool's name, a refund says why the credits came back, in the page's language; internal ids
 * and causes never show, a refunded purchase says whether it was refunded in part and how many
 * credits were already used, and a long row wraps on a phone instead of being cut off.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, screenshot, WIDTHS, localeOf } from "../support/browser";
import { useApp } from "../support/e2e";
import { createUser, creditAccount, type TestUser } from "../support/users";
import { signInAs } from "./app-support";
import { TEXTS } from "../support/texts";

const e2e = useApp();

/** The rows a generation writes: a debit named by its tool, and a refund naming its failure kind. */
async function generationRows(user: TestUser) {
  const account = await creditAccount(e2e.worker, user.id);
  const run = async (tool: string, failure?: string) => {
    const generationId = randomUUID();
    await account.debit({
      userId: user.id,
      amount: 10,
      idempotencyKey: `debit:${generationId}`,
      metadata: { tool, generationId, description: tool },
    });
    if (failure)
      await account.refund({
        userId: user.id,
        debitIdempotencyKey: `debit:${generationId}`,
        idempotencyKey: `refund:${generationId}`,
        metadata: { tool, generationId, description: failure },
      });
  };
  await run("clear-space", "unreadable");
  await run("interior-designer", "not_started");
  await run("recolor");
}

/**
 * A Starter pack bought and most credits spent, then refunded in two halves: neither half can
 * take back all its credits (50, then 100, were already used). A later bonus pays for what follows.
 */
async function refundedPurchaseRows(user: TestUser) {
  const account = await creditAccount(e2e.worker, user.id);
  const purchase = `checkout:cs_test_${randomUUID()}`;
  const metadata = { packageType: "starter", cause: "refund" };
  await account.grant({ userId: user.id, amount: 200, reason: "purchase", idempotencyKey: purchase, metadata });
  await account.debit({
    userId: user.id,
    amount: 250,
    idempotencyKey: `debit:${randomUUID()}`,
    metadata: { tool: "recolor" },
  });
  for (const refunded of [250, 499])
    await account.reverse({
      userId: user.id,
      purchaseIdempotencyKey: purchase,
      refunded: { amount: refunded, of: 499 },
      metadata,
    });
  await account.grant({ userId: user.id, amount: 30, reason: "bonus", idempotencyKey: `bonus:${randomUUID()}` });
}

/** Texts of every row, and the rows whose first line is cut off (wider inside than shown). */
async function rows(page: Page) {
  return page.getByTestId("transaction").evaluateAll((items) =>
    items.map((item) => {
      const line = item.querySelector("p") as HTMLElement;
      return { text: line.textContent ?? "", cut: line.scrollWidth > line.clientWidth + 1 };
    }),
  );
}

const INTERNAL =
  /clear-space|interior-designer|unreadable|not_started|\brecolor\b|AI transformation|Transformación con IA/;

describe("activity rows in words", () => {
  for (const lang of ["en", "es"] as const) {
    for (const [size, viewport] of WIDTHS) {
      it(`Recent Activity and history name the tool and the refund's cause (${lang}, ${size})`, async () => {
        const t = TEXTS[lang];
        const user = await createUser(e2e.worker, { credits: 100 });
        await refundedPurchaseRows(user);
        await generationRows(user);
        const { page, problems } = await newPage(e2e.browser, { viewport, locale: localeOf(lang) });
        await signInAs(page, e2e.url, user);
        const refund = t.credits.activity.reasons.refund;
        const expected = [
          t.tools.recolor.name,
          `${refund} · ${t.credits.activity.refundCauses.notStarted}`,
          t.tools["interior-designer"].name,
          `${refund} · ${t.credits.activity.refundCauses.unreadable}`,
          t.tools["clear-space"].name,
        ];
        for (const path of ["/app/dashboard", "/app/credits/history"]) {
          await page.goto(`${e2e.url}${path}`);
          await page.getByTestId("transaction").first().waitFor();
          const shown = await rows(page);
          expect(shown.slice(0, 5).map((row) => row.text)).toEqual(expected);
          const pack = t.credits.activity.packDetail.replace("{{name}}", t.credits.packages.names.starter);
          const used = (count: number) => t.credits.activity.alreadyUsed_other.replace("{{count}}", String(count));
          if (path.endsWith("history"))
            expect(shown.slice(6, 10).map((row) => row.text)).toEqual([
              `${t.credits.activity.reasons.purchase_reversal} · ${pack} · ${used(100)}`,
              `${t.credits.activity.reasons.purchase_reversal_partial} · ${pack} · ${used(50)}`,
              t.tools.recolor.name,
              `${t.credits.activity.reasons.purchase} · ${pack}`,
            ]);
          expect(shown.filter((row) => INTERNAL.test(row.text))).toEqual([]);
          expect(shown.filter((row) => row.cut)).toEqual([]);
          await screenshot(page, `activity-words${path.replaceAll("/", "-")}-${lang}-${size}`);
        }
        expect(problems).toEqual([]);
      }, 60_000);
    }
  }
});

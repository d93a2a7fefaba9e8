/**
 * The credit screens in Chromium against the built Worker (Miniflare serving HTTP), with users
 * made by the test harness: buying through the local checkout with and without JavaScript, the
 * payment confirmation, Recent Activity and history paging, the Out of Credits dialog, a wizard
 * run refused for credits, in both languages at phone and desktop widths.
 */
import { describe, expect, it } from "vitest";
import { fixturePath } from "../support/images";
import {
  DESKTOP,
  eachLanguageOnce,
  localeOf,
  newPage,
  PHONE,
  screenshot,
  viewportScreenshot,
} from "../support/browser";
import { createUser, creditAccount, ledgerState, type TestUser } from "../support/users";
import { useApp } from "../support/e2e";
import { choosePhoto, hydrated, outOfCredits, signInAs, skipTours } from "./app-support";

const e2e = useApp();

async function signedInPage(
  user: TestUser,
  options: { viewport?: typeof PHONE; locale?: string; javaScriptEnabled?: boolean } = {},
) {
  const { page, problems } = await newPage(e2e.browser, { viewport: DESKTOP, locale: "en-US", ...options });
  await signInAs(page, e2e.url, user);
  return { page, problems };
}

/** A page signed in as `user` on the app page at `path`, once its scripts run. */
async function signedInAt(user: TestUser, path: string, options: Parameters<typeof signedInPage>[1] = {}) {
  const opened = await signedInPage(user, options);
  await opened.page.goto(`${e2e.url}${path}`);
  await hydrated(opened.page);
  return opened;
}

/** A new user given `credits` who has since spent `amount` of them `count` times, in recolor runs. */
async function userWhoSpent(credits: number, count: number, amount = 10) {
  const user = await createUser(e2e.worker, { credits });
  const account = await creditAccount(e2e.worker, user.id);
  for (let i = 0; i < count; i++)
    await account.debit({
      userId: user.id,
      amount,
      idempotencyKey: `${user.id}:e2e:${i}`,
      metadata: { tool: "recolor" },
    });
  return user;
}

describe("buying credits through the local checkout", () => {
  it.each(eachLanguageOnce("desktop"))(
    "buys the starter pack with JavaScript (%s, %s)",
    async (lang, width, viewport) => {
      const user = await userWhoSpent(50, 1);
      const { page, problems } = await signedInAt(user, "/app/dashboard", { viewport, locale: localeOf(lang) });
      expect(await page.getByTestId("dashboard-credit-balance").textContent()).toBe("40");
      await screenshot(page, `credits-dashboard-${lang}-${width}`);

      await page.getByTestId("buy-starter").click();
      await page.waitForURL(/\/checkout\/local\/cs_local_/);
      expect(await page.getByTestId("checkout-price").textContent()).toMatch(/4[.,]99/);
      await screenshot(page, `credits-local-checkout-${lang}-${width}`);

      await page.getByRole("button", { name: lang === "es" ? /Pagar/ : /Pay \$4\.99/ }).click();
      await page.waitForURL(/\/app\/dashboard\?payment=success&session_id=cs_local_/);
      const dialog = page.getByTestId("payment-confirmation");
      await dialog.waitFor();
      expect(await page.getByTestId("payment-details").textContent()).toContain("+200");
      await viewportScreenshot(page, `credits-payment-success-${lang}-${width}`);

      await hydrated(page);
      await dialog.getByRole("button", { name: lang === "es" ? "Cerrar" : "Close" }).click();
      await page.waitForURL((url) => url.pathname === "/app/dashboard" && url.search === "");
      await expect.poll(() => page.getByTestId("payment-confirmation").count()).toBe(0);
      expect(await page.getByTestId("dashboard-credit-balance").textContent()).toBe("240");
      const first = page.getByTestId("recent-activity").getByTestId("transaction").first();
      expect(await first.textContent()).toContain(
        lang === "es" ? "Compra de créditos · Paquete Inicial" : "Credit purchase · Starter pack",
      );
      expect(await first.getByTestId("transaction-amount").textContent()).toBe("+200");
      expect(await ledgerState(e2e.worker, user.id)).toEqual({ balance: 240, ledgerSum: 240, rows: 3 });
      expect(problems).toEqual([]);
    },
  );

  it("buys without JavaScript: plain forms all the way, and the dashboard shows the result", async () => {
    const user = await createUser(e2e.worker, { credits: 50 });
    const { page, problems } = await signedInPage(user, { javaScriptEnabled: false, viewport: PHONE });
    await page.goto(`${e2e.url}/app/dashboard`);
    await page.getByTestId("buy-premium").click();
    await page.waitForURL(/\/checkout\/local\/cs_local_/);
    await page.getByRole("button", { name: /Pay \$15\.99/ }).click();
    await page.waitForURL(/payment=success/);
    expect(await page.getByTestId("payment-details").textContent()).toContain("+800");
    expect(await page.getByTestId("dashboard-credit-balance").textContent()).toBe("850");
    await page.getByRole("link", { name: "Start Creating" }).click();
    await page.waitForURL((url) => url.pathname === "/app/dashboard" && url.search === "");
    expect(await page.getByTestId("payment-confirmation").count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("cancelling grants nothing and says so; a bogus session shows the failure screen", async () => {
    const user = await createUser(e2e.worker, { credits: 50 });
    const { page, problems } = await signedInAt(user, "/app/dashboard");
    await page.getByTestId("buy-standard").click();
    await page.waitForURL(/\/checkout\/local\//);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(/payment=cancelled/);
    expect(await page.getByRole("status").first().textContent()).toBe("Checkout canceled. You have not been charged.");
    expect(await page.getByTestId("dashboard-credit-balance").textContent()).toBe("50");

    await page.goto(`${e2e.url}/app/dashboard?payment=success&session_id=cs_local_nope`);
    await page.getByRole("heading", { name: "Payment Confirmation Failed" }).waitFor();
    expect(await page.getByTestId("payment-confirmation").textContent()).toContain(
      "Payment confirmation failed. Please contact support if credits weren't added.",
    );
    await viewportScreenshot(page, "credits-payment-failed-en-desktop");
    await hydrated(page);
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await page.waitForURL((url) => url.search === "");
    expect(await ledgerState(e2e.worker, user.id)).toEqual({ balance: 50, ledgerSum: 50, rows: 1 });
    expect(problems).toEqual([]);
  });
});

describe("activity and history", () => {
  it("Recent Activity shows the latest 10 and refreshes; View All pages through the full history", async () => {
    const user = await userWhoSpent(500, 44, 5);
    const { page, problems } = await signedInAt(user, "/app/dashboard");
    const activity = page.getByTestId("recent-activity");
    expect(await activity.getByTestId("transaction").count()).toBe(10);
    expect(await activity.getByTestId("transaction-amount").first().textContent()).toBe("−5");
    // A change made elsewhere shows after Refresh.
    await (await creditAccount(e2e.worker, user.id)).grant({
      userId: user.id,
      amount: 25,
      reason: "bonus",
      idempotencyKey: `${user.id}:late`,
    });
    await activity.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(() => activity.getByTestId("transaction-amount").first().textContent()).toBe("+25");
    expect(await activity.getByTestId("transaction").first().textContent()).toMatch(
      /Bonus credits[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s?[AP]M/,
    );

    await activity.getByRole("link", { name: "View All" }).click();
    await page.waitForURL(/\/app\/credits\/history$/);
    await page.getByRole("heading", { name: "Credit History" }).waitFor();
    expect(await page.getByTestId("transaction").count()).toBe(20);
    expect(await page.getByText("Page 1 of 3").count()).toBe(1);
    await screenshot(page, "credits-history-en-desktop");
    await page.getByRole("link", { name: /Next/ }).click();
    await page.waitForURL(/before=\d+/);
    await page.getByText("Page 2 of 3").waitFor();
    await page.getByRole("link", { name: /Next/ }).click();
    await page.getByText("Page 3 of 3").waitFor();
    // 46 rows: the grant, 44 debits, the late bonus → 6 on the last page, the first grant last.
    expect(await page.getByTestId("transaction").count()).toBe(6);
    expect(await page.getByTestId("transaction-amount").last().textContent()).toBe("+500");
    expect(problems).toEqual([]);
  });

  it.each(eachLanguageOnce("phone"))("history page in %s at %s width", async (lang, width, viewport) => {
    const user = await userWhoSpent(100, 3);
    const { page, problems } = await signedInAt(user, "/app/credits/history", { viewport, locale: localeOf(lang) });
    expect(await page.getByTestId("transaction").count()).toBe(4);
    await screenshot(page, `credits-history-${lang}-${width}`);
    expect(problems).toEqual([]);
  });
});

describe("Out of Credits", () => {
  it.each([
    ["en", PHONE, "phone"],
    ["es", DESKTOP, "desktop"],
    ["en", DESKTOP, "desktop"],
  ] as const)(
    "opens at 0 credits (%s, %s); Maybe Later closes; a pack goes straight to checkout",
    async (lang, viewport, width) => {
      const user = await createUser(e2e.worker, { credits: 0 });
      const { page, problems } = await signedInAt(user, "/app/dashboard", { viewport, locale: localeOf(lang) });
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(lang === "es" ? "Sin créditos" : "Out of Credits");
      if (lang === "en") {
        expect(await dialog.textContent()).toContain("Purchase Credits");
        expect(await dialog.textContent()).toContain("Choose Your Credit Pack");
      }
      await viewportScreenshot(page, `credits-out-of-credits-${lang}-${width}`);
      await dialog.getByRole("button", { name: lang === "es" ? "Quizás más tarde" : "Maybe Later" }).click();
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      // The empty Recent Activity behind it.
      expect(await page.getByTestId("activity-empty").textContent()).toContain(
        lang === "es" ? "Aún no hay actividad" : "No activity yetYour credit transactions will appear here",
      );
      await screenshot(page, `credits-dashboard-empty-${lang}-${width}`);

      await page.reload();
      await hydrated(page);
      await page
        .getByRole("dialog")
        .getByRole("button", {
          name: lang === "es" ? "Estándar Más popular 400 créditos" : "Standard Most Popular 400 credits",
        })
        .click();
      await page.waitForURL(/\/checkout\/local\//);
      expect(await page.getByTestId("checkout-package").textContent()).toBe(
        lang === "es" ? "Paquete Estándar" : "Standard pack",
      );
      expect(problems).toEqual([]);
    },
  );
});

describe("a wizard run refused for credits", () => {
  const TEXTS = {
    en: {
      serverRefusal: "Insufficient credits. Please purchase more credits to continue.",
      clientRefusal: "Insufficient credits. This operation requires 10 credits.",
      notCharged: "No credits were charged.",
      balance: "Costs 10 credits · you have 5",
      buy: "Buy credits",
      maybeLater: "Maybe Later",
      run: "Transform · 10 credits",
    },
    es: {
      serverRefusal: "Créditos insuficientes. Compra más créditos para continuar.",
      clientRefusal: "Créditos insuficientes. Esta operación requiere 10 créditos.",
      notCharged: "No se cobró ningún crédito.",
      balance: "Cuesta 10 créditos · tienes 5",
      buy: "Comprar créditos",
      maybeLater: "Quizás más tarde",
      run: "Transformar · 10 créditos",
    },
  } as const;

  it.each(["en", "es"] as const)(
    "says how many credits the tool needs, offers to buy more, and neither calls the server nor charges (%s)",
    async (lang) => {
      const text = TEXTS[lang];
      const user = await createUser(e2e.worker, { credits: 15 });
      const { page, problems } = await signedInPage(user, { locale: localeOf(lang) });
      await skipTours(page);
      const runs: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && new URL(request.url()).pathname === "/api/image-editing/clear-space")
          runs.push(request.url());
      });
      await page.goto(`${e2e.url}/app/clear-space`);
      await hydrated(page);
      await choosePhoto(page, "image", fixturePath("room.jpg"));

      // Meanwhile the balance is spent elsewhere (another tab or device): 5 left, the page still shows 15.
      await (await creditAccount(e2e.worker, user.id)).debit({
        userId: user.id,
        amount: 10,
        idempotencyKey: `${user.id}:elsewhere`,
        metadata: { tool: "recolor" },
      });
      await page.getByTestId("next-step").click();
      // The auto-started run reaches the server, which refuses it before charging anything.
      const error = page.getByTestId("wizard-error");
      await error.waitFor();
      await expect.poll(() => error.textContent()).toContain(text.serverRefusal);
      expect(runs).toHaveLength(1);
      // The refusal brings the balance the server saw: the page now shows 5, and since 5 cannot
      // pay for this tool, Out of Credits opens over it at that moment.
      await expect.poll(() => page.getByTestId("cost-vs-balance").textContent()).toBe(text.balance);
      const dialog = await outOfCredits(page);
      await dialog.getByRole("button", { name: text.maybeLater }).click();
      await dialog.waitFor({ state: "detached" });

      // The run button cannot start a run the balance cannot pay: it is disabled, and beside it
      // the wizard says how many credits the tool needs and offers Buy in place.
      expect(await page.getByTestId("run-tool").isDisabled()).toBe(true);
      expect(await page.getByTestId("run-tool").textContent()).toBe(text.run);
      expect(await page.getByTestId("cannot-afford").textContent()).toContain(text.clientRefusal);
      expect(await error.textContent()).toContain(text.notCharged);
      await screenshot(page, `credits-tool-insufficient-${lang}-desktop`);

      // Only the server-refused run ever left the browser, and it charged nothing.
      expect(runs).toHaveLength(1);
      expect(await ledgerState(e2e.worker, user.id)).toEqual({ balance: 5, ledgerSum: 5, rows: 2 });
      const db = await e2e.worker.db();
      expect(
        await db
          .prepare("SELECT COUNT(*) AS n FROM generations WHERE user_id = ?")
          .bind(user.id)
          .first<{ n: number }>(),
      ).toEqual({ n: 0 });

      // Buy in the error panel opens Out of Credits in place: the photo stays on the page.
      await error.getByRole("button", { name: text.buy }).click();
      await dialog.waitFor();
      expect(new URL(page.url()).pathname).toBe("/app/clear-space");
      // The browser logs the refused request (402) as a failed resource load.
      expect(problems.filter((p) => !p.includes("status of 402"))).toEqual([]);
    },
  );
});

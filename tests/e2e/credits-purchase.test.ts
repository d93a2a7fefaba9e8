/**
 * The whole purchase as a new user lives it, on `wrangler dev` (what `npm start` runs): sign in
 * for real through the magic link (50 welcome credits), buy the starter pack through the local
 * checkout, and see 250 credits and the purchase in Recent Activity.
 */
import { describe, expect, it } from "vitest";
import { DESKTOP, newPage, screenshot } from "../support/browser";
import { useApp } from "../support/e2e";
import { signInViaMailbox } from "../support/sign-in";
import { hydrated } from "./app-support";

const e2e = useApp();

describe("buying credits as a new user", () => {
  it("signs in, buys the starter pack through the local checkout, and sees 250 credits and the purchase", async () => {
    const { page, problems } = await newPage(e2e.browser, { viewport: DESKTOP, locale: "en-US" });
    const email = `buyer-${Date.now()}@example.com`;
    await signInViaMailbox(page, e2e.url, email, { redirectTo: "/app/dashboard" });
    await page.goto(`${e2e.url}/app/dashboard`);
    await hydrated(page);
    expect(await page.getByTestId("dashboard-credit-balance").textContent()).toBe("50");

    await page.getByTestId("buy-starter").click();
    await page.waitForURL(/\/checkout\/local\/cs_local_/);
    expect(await page.getByTestId("checkout-package").textContent()).toBe("Starter pack");
    await page.getByRole("button", { name: "Pay $4.99" }).click();

    await page.waitForURL(/\/app\/dashboard\?payment=success&session_id=cs_local_/);
    const confirmation = page.getByTestId("payment-confirmation");
    await confirmation.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    expect(await page.getByTestId("payment-details").textContent()).toContain("+200");
    await hydrated(page);
    await confirmation.getByRole("button", { name: "Close" }).click();
    await page.waitForURL((url) => url.pathname === "/app/dashboard" && url.search === "");

    await expect.poll(() => page.getByTestId("dashboard-credit-balance").textContent()).toBe("250");
    const rows = page.getByTestId("recent-activity").getByTestId("transaction");
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain("Credit purchase · Starter pack");
    expect(await rows.nth(0).getByTestId("transaction-amount").textContent()).toBe("+200");
    expect(await rows.nth(1).textContent()).toContain("Welcome bonus");
    expect(await rows.nth(1).getByTestId("transaction-amount").textContent()).toBe("+50");
    await screenshot(page, "credits-purchase-signed-in-en-desktop");
    expect(problems).toEqual([]);
  });
});

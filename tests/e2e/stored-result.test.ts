/**
 * The stored-result page (what "Your designs" opens, a reload of a wizard's result) finds any of
 * the user's results, not only the latest 50: an old result's address keeps working.
 */
import { describe, expect, it } from "vitest";
import { DESKTOP, newPage, screenshot } from "../support/browser";
import { useApp } from "../support/e2e";
import { createUser } from "../support/users";
import { hydrated, recolorFromPage, signInAs, skipTours } from "./app-support";

const e2e = useApp();
const RESULTS = 51;

describe("a stored result", () => {
  it(`opens when it is older than the latest 50 (${RESULTS} results)`, async () => {
    const user = await createUser(e2e.worker, { credits: RESULTS * 10 });
    const { page, problems } = await newPage(e2e.browser, { viewport: DESKTOP, locale: "en-US" });
    await skipTours(page);
    await signInAs(page, e2e.url, user);
    await page.goto(`${e2e.url}/app`);
    await recolorFromPage(page, RESULTS);
    const db = await e2e.worker.db();
    const oldest = await db
      .prepare("SELECT id FROM generations WHERE user_id = ? ORDER BY created_at ASC, id ASC LIMIT 1")
      .bind(user.id)
      .first<{ id: string }>();
    expect(oldest?.id).toBeTruthy();

    await page.goto(`${e2e.url}/app/recolor?result=${oldest?.id}`);
    await hydrated(page);
    const stored = page.getByTestId("stored-result");
    await stored.waitFor();
    expect(await stored.getByTestId("result-image").getAttribute("src")).toBe(`/api/generations/${oldest?.id}/image`);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>("[data-testid=stored-result] img")].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    await screenshot(page, "stored-result-older-than-50");
    await page.context().close();
    expect(problems).toEqual([]);
  });
});

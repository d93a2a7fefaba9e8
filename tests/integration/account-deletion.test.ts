import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { allowConsoleErrors } from "../support/setup";
import { signInViaHttp, setCookies, type SignedIn } from "../support/sign-in";
import { storeGeneration } from "../support/generations";
import { accountStub } from "../support/users";
import { SESSION_COOKIE } from "~/services/cookie-names";
import { useWorker } from "../support/fixtures";
import { formPost, jsonPost } from "../support/worker";

const worker = useWorker({ vars: { SUPPORT_EMAIL: "help@example.test" } });

/** A user with what a real account accumulates: images in R2, a generation row, an API session. */
async function seededUser(images = 3): Promise<SignedIn & { keys: string[]; refresh: string }> {
  const user = await signInViaHttp(worker);
  const bucket = await worker.bucket();
  const keys = Array.from({ length: images }, (_, i) => `users/${user.id}/generations/g${i}/output.png`);
  // In modest batches: thousands of parallel puts through Miniflare's proxy can drop connections.
  for (let i = 0; i < keys.length; i += 50)
    await Promise.all(keys.slice(i, i + 50).map((key) => bucket.put(key, new Uint8Array([137, 80, 78, 71]))));
  await storeGeneration(worker, user, { inputKeys: keys.slice(0, 1), outputKey: keys[1] ?? null });
  const tokens = (await (await worker.fetch("/api/auth/token", { method: "POST", headers: user.headers })).json()) as {
    refresh_token: string;
  };
  // As an account some seconds after sign-up: the object has copied its ledger to D1's projection.
  await (await accountStub(worker, user.id)).flushProjection();
  return { ...user, keys, refresh: tokens.refresh_token };
}

/** The rows of the user's ledger of record (their object); a deleted account has none. */
async function objectLedgerRows(userId: string) {
  const page = await (await accountStub(worker, userId)).history(userId, { limit: 100 });
  if ("refused" in page) {
    expect(page.refused.code).toBe("no_profile");
    return 0;
  }
  return page.value.total;
}

async function remains(userId: string) {
  // The projection is compared once the object has written what it holds (a deleted one: nothing).
  await (await accountStub(worker, userId)).flushProjection();
  const db = await worker.db();
  const count = async (sql: string) => (await db.prepare(sql).bind(userId).first<{ n: number }>())!.n;
  const bucket = await worker.bucket();
  return {
    profiles: await count("SELECT COUNT(*) AS n FROM user_profiles WHERE id = ?"),
    ledger: await objectLedgerRows(userId),
    transactions: await count("SELECT COUNT(*) AS n FROM credit_transactions WHERE user_id = ?"),
    generations: await count("SELECT COUNT(*) AS n FROM generations WHERE user_id = ?"),
    sessions: await count("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?"),
    refreshTokens: await count("SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = ?"),
    objects: (await bucket.list({ prefix: `users/${userId}/` })).objects.length,
  };
}

const nothing = { profiles: 0, ledger: 0, transactions: 0, generations: 0, sessions: 0, refreshTokens: 0, objects: 0 };

describe("DELETE /api/users/me", () => {
  it("removes the profile, ledger, generations, every R2 object, sessions and tokens — and nobody else's", async () => {
    const user = await seededUser();
    const bystander = await seededUser();
    expect((await remains(user.id)).objects).toBe(3);

    const res = await worker.fetch("/api/users/me", { method: "DELETE", headers: user.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, deleted: true });
    expect(setCookies(res)[SESSION_COOKIE]).toBe("");
    expect(await remains(user.id)).toEqual(nothing);
    const db = await worker.db();
    expect(
      (await db
        .prepare("SELECT COUNT(*) AS n FROM one_time_tokens WHERE email = ?")
        .bind(user.email)
        .first<{ n: number }>())!.n,
    ).toBe(0);

    expect(await remains(bystander.id)).toMatchObject({
      profiles: 1,
      ledger: 1,
      transactions: 1,
      generations: 1,
      objects: 3,
    });
    expect((await worker.fetch("/api/users/me", { headers: { Cookie: user.cookie } })).status).toBe(401);
    const refresh = await worker.fetch("/api/auth/refresh", jsonPost({ refresh_token: user.refresh }));
    expect(refresh.status).toBe(401);
  });

  it("deletes more objects than one R2 listing page holds", async () => {
    const user = await seededUser(1005);
    const res = await worker.fetch("/api/users/me", { method: "DELETE", headers: user.headers });
    expect(res.status).toBe(200);
    expect(await remains(user.id)).toEqual(nothing);
  });

  it("is safe to retry after an interruption (part of the data already gone)", async () => {
    const user = await seededUser();
    const bucket = await worker.bucket();
    await bucket.delete(user.keys.slice(0, 2));
    const db = await worker.db();
    await db.prepare("DELETE FROM generations WHERE user_id = ?").bind(user.id).run();
    const res = await worker.fetch("/api/users/me", { method: "DELETE", headers: user.headers });
    expect(res.status).toBe(200);
    expect(await remains(user.id)).toEqual(nothing);
  });

  it("is safe to retry after the ledger was cleared but D1 was not, and never brings the ledger back", async () => {
    const user = await seededUser(1);
    const stub = await accountStub(worker, user.id);
    // An interrupted deletion: the object's storage is cleared, the D1 rows (and session) remain.
    expect(await stub.erase(user.id)).toEqual({ value: true });
    expect(await stub.erase(user.id)).toEqual({ value: true });
    // The profile and the ledger projection are still in D1, yet the account is not imported again.
    expect(await stub.balance(user.id)).toMatchObject({ refused: { code: "no_profile" } });
    expect((await remains(user.id)).transactions).toBe(1);
    const res = await worker.fetch("/api/users/me", { method: "DELETE", headers: user.headers });
    expect(res.status).toBe(200);
    expect(await remains(user.id)).toEqual(nothing);
  });

  it("works with a bearer token and refuses a cross-site cookie call", async () => {
    const user = await seededUser(1);
    const crossSite = await worker.fetch("/api/users/me", {
      method: "DELETE",
      headers: { Cookie: user.cookie, Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await remains(user.id)).profiles).toBe(1);
    const tokens = (await (
      await worker.fetch("/api/auth/token", { method: "POST", headers: user.headers })
    ).json()) as { access_token: string };
    const res = await worker.fetch("/api/users/me", {
      method: "DELETE",
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(res.status).toBe(200);
    expect(await remains(user.id)).toEqual(nothing);
  });

  it("lets the same e-mail start over as a new, empty account later, without a second welcome bonus", async () => {
    const user = await seededUser(0);
    await worker.fetch("/api/users/me", { method: "DELETE", headers: user.headers });
    const again = await signInViaHttp(worker, user.email);
    expect(again.id).not.toBe(user.id);
    expect(
      (
        (await (await worker.fetch("/api/users/me", { headers: { Cookie: again.cookie } })).json()) as {
          credits: number;
        }
      ).credits,
    ).toBe(0);
  });
});

/** The deletion page's form post, as a browser without JavaScript sends it. */
const postDeletion = (user: SignedIn, body: string, lang = "en") =>
  worker.fetch("/app/account/delete", formPost(body, { Cookie: user.cookie, "Accept-Language": lang }));

describe("/app/account/delete", () => {
  it("shows the Spanish text and, in English, its translation", async () => {
    const user = await signInViaHttp(worker);
    const es = await (
      await worker.fetch("/app/account/delete", { headers: { Cookie: user.cookie, "Accept-Language": "es" } })
    ).text();
    expect(es).toContain("Eliminar mi cuenta y datos");
    expect(es).toContain("7 días hábiles");
    expect(es).toContain("entre 30 y 90 días");
    expect(es).toContain("Tu historial de transacciones de créditos.");
    const en = await (
      await worker.fetch("/app/account/delete", { headers: { Cookie: user.cookie, "Accept-Language": "en" } })
    ).text();
    expect(en).toContain("Delete my account and data");
    expect(en).toContain("7 business days");
  });

  it("answers a post without confirmation with the confirm step in the user's language, deleting nothing", async () => {
    const user = await seededUser(2);
    for (const [lang, question, button, cancel] of [
      ["en", "Delete your account for good?", "Confirm deletion", "Cancel"],
      ["es", "¿Eliminar tu cuenta definitivamente?", "Confirmar eliminación", "Cancelar"],
    ]) {
      const res = await postDeletion(user, "", lang);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(question);
      expect(html).toContain(`>${button}</button>`);
      expect(html).toContain(`>${cancel}</a>`);
      expect(html).toContain('type="hidden" name="confirm" value="yes"');
      expect(html).toContain("mailto:help@example.test");
    }
    // A wrong value is no confirmation either.
    expect((await postDeletion(user, "confirm=no")).status).toBe(200);
    expect(await remains(user.id)).toMatchObject({ profiles: 1, ledger: 1, generations: 1, objects: 2 });
    expect((await worker.fetch("/api/users/me", { headers: { Cookie: user.cookie } })).status).toBe(200);
  });

  it("deletes the account on the confirmed post, then signs out and goes to /auth", async () => {
    const user = await seededUser(2);
    const res = await postDeletion(user, "confirm=yes");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth");
    expect(setCookies(res)[SESSION_COOKIE]).toBe("");
    expect(await remains(user.id)).toEqual(nothing);
  });

  it("shows the configured support address on the page", async () => {
    const user = await signInViaHttp(worker);
    const html = await (await worker.fetch("/app/account/delete", { headers: { Cookie: user.cookie } })).text();
    expect(html).toContain('href="mailto:help@example.test"');
  });
});

describe("when deletion fails", () => {
  /** A trigger makes D1 refuse to delete the profile, as an outage in the middle would. */
  async function breakDeletion(on: boolean) {
    const db = await worker.db();
    await db
      .prepare(
        on
          ? "CREATE TRIGGER refuse_profile_delete BEFORE DELETE ON user_profiles BEGIN SELECT " +
              "RAISE(ABORT, 'simulated outage'); END"
          : "DROP TRIGGER refuse_profile_delete",
      )
      .run();
  }

  it("shows the spec's messages, keeps the user signed in, and a retry finishes the job", async () => {
    allowConsoleErrors(/Account deletion failed|simulated outage/);
    const user = await seededUser(2);
    await breakDeletion(true);
    try {
      const page = (lang: string) => postDeletion(user, "confirm=yes", lang);
      const es = await page("es");
      expect(es.status).toBe(500);
      expect(await es.text()).toContain("No se pudo eliminar la cuenta");
      const en = await page("en");
      expect(await en.text()).toContain("Failed to delete account. Please try again.");
      const api = await worker.fetch("/api/users/me", { method: "DELETE", headers: user.headers });
      expect(api.status).toBe(500);
      expect(await api.json()).toEqual({
        error: "delete_failed",
        message: "Failed to delete account. Please try again.",
      });
      // The ledger of record is cleared; the D1 part is one batch and none of it happened, so the
      // user is still signed in to retry.
      expect(await remains(user.id)).toMatchObject({
        profiles: 1,
        ledger: 0,
        transactions: 1,
        generations: 1,
        objects: 0,
      });
    } finally {
      await breakDeletion(false);
    }
    const retry = await worker.fetch("/api/users/me", { method: "DELETE", headers: user.headers });
    expect(retry.status).toBe(200);
    expect(await remains(user.id)).toEqual(nothing);
  });
});

describe("the welcome bonus, once per address ever", () => {
  const balanceOf = async (user: SignedIn) =>
    ((await (await worker.fetch("/api/users/me", { headers: { Cookie: user.cookie } })).json()) as { credits: number })
      .credits;
  const welcomeRows = async (userId: string) =>
    (await ledgerOf(userId)).filter((row) => row.reason === "welcome_bonus").length;
  const ledgerOf = async (userId: string) => {
    const page = await (await accountStub(worker, userId)).history(userId, { limit: 100 });
    return "value" in page ? page.value.rows : [];
  };

  it("deleting the account and joining again with the same address grants no second bonus", async () => {
    const email = `rejoin-${Date.now()}@example.com`;
    const first = await signInViaHttp(worker, email);
    expect(await balanceOf(first)).toBe(50);
    expect(await welcomeRows(first.id)).toBe(1);
    const greeted = await worker.fetch("/app/dashboard", { headers: { Cookie: first.cookie } });
    expect(await greeted.text()).toContain('data-testid="welcome-note"');
    expect((await worker.fetch("/api/users/me", { method: "DELETE", headers: first.headers })).status).toBe(200);

    // What the deletion keeps: one keyed hash, which is not the address nor any plain hash of it.
    const db = await worker.db();
    const kept = JSON.stringify((await db.prepare("SELECT * FROM spent_welcome_bonuses").all()).results);
    expect(kept).not.toContain(email);
    expect(kept).not.toContain(createHash("sha256").update(email).digest("hex"));
    expect(kept).not.toContain(createHash("sha256").update(email).digest("base64url"));

    // The same address, written another way (the address is normalized before it is marked).
    const again = await signInViaHttp(worker, email.toUpperCase());
    expect(again.id).not.toBe(first.id);
    expect(await balanceOf(again)).toBe(0);
    expect(await welcomeRows(again.id)).toBe(0);
    // Nor does the app greet it with free credits it does not have.
    const app = await worker.fetch("/app/dashboard", { headers: { Cookie: again.cookie } });
    expect(await app.text()).not.toContain('data-testid="welcome-note"');
    // Signing in again later still grants nothing.
    const later = await signInViaHttp(worker, email);
    expect(await balanceOf(later)).toBe(0);

    // Another address is welcomed as always.
    const other = await signInViaHttp(worker, `other-${email}`);
    expect(await balanceOf(other)).toBe(50);
  });
});

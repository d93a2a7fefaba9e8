/**
 * The account page (/app/account) and its data export, against the built Worker: what the page
 * lists (sign-in methods, purchases with refunds), renaming (validated, in the page's language,
 * without JavaScript), the ZIP (opened with Info-ZIP's unzip; photos and results byte for byte),
 * who may download what, and sign out everywhere.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fixture } from "../support/images";
import { oauthFlowCookies, setCookies, signInViaHttp, type SignedIn } from "../support/sign-in";
import { jsonPost, TEST_ORIGIN } from "../support/worker";
import { SESSION_COOKIE } from "~/services/cookie-names";
import { useFakeIdentityProvider, useFakeStripe, useWorker } from "../support/fixtures";
import { webhookPost } from "../fakes/stripe";
import { storeGenerations } from "../support/generations";
import { allowConsoleErrors } from "../support/setup";
import { createUser, creditAccount } from "../support/users";

const stripe = useFakeStripe();
const idp = useFakeIdentityProvider();
const worker = useWorker(() => ({
  vars: {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    ...idp.vars(),
  },
}));

/** A paid pack, granted through Stripe's webhook as Stripe reports it. */
async function buy(user: SignedIn, packageType: string): Promise<string> {
  const res = await worker.fetch(
    "/api/stripe/create-checkout-session",
    jsonPost({ packageType, userId: user.id, source: "web" }, user.headers),
  );
  expect(res.status).toBe(200);
  const sessionId = ((await res.json()) as { url: string }).url.split("/").pop()!;
  stripe.setPayment(sessionId, "paid");
  const hook = stripe.webhook("checkout.session.completed", sessionId);
  await sendWebhook(hook);
  return sessionId;
}

async function sendWebhook(hook: { payload: string; signature: string }) {
  const res = await worker.fetch("/api/stripe/webhook", webhookPost(hook));
  expect(res.status).toBe(200);
}

/** One recolor through the API: the photo sent and the stored result's bytes. */
async function recolor(user: SignedIn) {
  const photo = fixture("room.jpg");
  const res = await worker.fetch(
    "/api/image-editing/recolor",
    jsonPost(
      {
        imageBase64: Buffer.from(photo).toString("base64"),
        mimeType: "image/jpeg",
        targetColor: "#22c55e",
        subject: "all walls of the room",
      },
      user.headers,
    ),
  );
  expect(res.status).toBe(200);
  const { generationId } = (await res.json()) as { generationId: string };
  const image = await worker.fetch(`/api/generations/${generationId}/image`, { headers: user.headers });
  expect(image.status).toBe(200);
  return { generationId, photo: Buffer.from(photo), result: Buffer.from(await image.arrayBuffer()) };
}

/**
 * The download as a user's browser gets it (over the Worker's own socket, where a declared length
 * holds), opened with unzip: every file by name.
 */
async function download(user: { cookie: string }) {
  const res = await worker.directFetch("/app/account/export", { headers: { Cookie: user.cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/zip");
  expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="roommuse-data-\d{4}-\d\d-\d\d\.zip"$/);
  expect(res.headers.get("Cache-Control")).toContain("no-store");
  const dir = mkdtempSync(join(tmpdir(), "account-export-"));
  const file = join(dir, "export.zip");
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.length).toBe(Number(res.headers.get("Content-Length")));
  writeFileSync(file, bytes);
  expect(execFileSync("unzip", ["-t", file]).toString()).toContain("No errors detected");
  const names = execFileSync("unzip", ["-Z1", file]).toString().trim().split("\n");
  execFileSync("unzip", ["-q", file, "-d", join(dir, "out")]);
  const files = new Map(names.map((name) => [name, readFileSync(join(dir, "out", name))]));
  const data = JSON.parse(files.get("roommuse-data.json")!.toString()) as ExportData;
  return { names, files, data };
}

interface ExportData {
  profile: { id: string; email: string; name: string | null };
  signInMethods: { method: string; firstUsedAt: string | null; lastUsedAt: string | null }[];
  purchases: { id: string; packageType: string; amountCents: number; status: string; takenBack: number }[];
  checkouts: { id: string; status: string; amountCents: number }[];
  ledger: { reason: string; amount: number }[];
  generations: { id: string; tool: string; status: string; files: { photos: string[]; result: string | null } }[];
  drafts: { tool: string; files: string[] }[];
}

/** Signs in with Google (the loopback provider answering as `email`); the session's cookie. */
async function signInWithGoogle(email: string, name: string) {
  idp.nextIdentity({ email, name, picture: "https://img.example/grace.png" });
  const start = await worker.fetch("/auth/google", { method: "POST", redirect: "manual" });
  const atProvider = await fetch(start.headers.get("location")!, { redirect: "manual" });
  const back = new URL(atProvider.headers.get("location")!);
  const signedIn = await worker.fetch(back.pathname + back.search, {
    headers: { Cookie: oauthFlowCookies(start) },
    redirect: "manual",
  });
  expect(signedIn.status).toBe(302);
  return { cookie: `${SESSION_COOKIE}=${setCookies(signedIn)[SESSION_COOKIE]}` };
}

/** The page as a reader sees it: without scripts (hydration data) and tags. */
async function pageText(user: { cookie: string }, language = "en") {
  const res = await worker.fetch("/app/account", { headers: { Cookie: user.cookie, "Accept-Language": language } });
  expect(res.status).toBe(200);
  return (await res.text())
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("the data export", () => {
  it("holds profile, sign-in methods, purchases, ledger, generations; photos and results byte for byte", async () => {
    const user = await signInViaHttp(worker);
    const refunded = await buy(user, "starter");
    const kept = await buy(user, "standard");
    await sendWebhook(stripe.refund(refunded));
    const generation = await recolor(user);

    const { names, files, data } = await download(user);
    expect(data.profile).toMatchObject({ id: user.id, email: user.email });
    expect(data.signInMethods.map((m) => m.method)).toEqual(["email"]);
    expect(data.signInMethods[0].lastUsedAt).toMatch(/^\d{4}-/);
    expect(data.purchases).toEqual([
      expect.objectContaining({ id: kept, packageType: "standard", amountCents: 1099, status: "paid", takenBack: 0 }),
      expect.objectContaining({
        id: refunded,
        packageType: "starter",
        amountCents: 499,
        status: "refunded",
        takenBack: 200,
      }),
    ]);
    expect(data.checkouts.map((c) => [c.id, c.status])).toEqual([
      [refunded, "refunded"],
      [kept, "completed"],
    ]);
    // The ledger of record, oldest first: welcome bonus, two packs, the reversal, the recolor.
    expect(data.ledger.map((row) => [row.reason, row.amount])).toEqual([
      ["welcome_bonus", 50],
      ["purchase", 200],
      ["purchase", 400],
      ["purchase_reversal", -200],
      ["generation", -10],
    ]);
    const [exported] = data.generations;
    expect(exported).toMatchObject({ id: generation.generationId, tool: "recolor", status: "succeeded" });
    expect(names).toEqual([...exported.files.photos, exported.files.result, "roommuse-data.json"]);
    expect(Buffer.compare(files.get(exported.files.photos[0])!, generation.photo)).toBe(0);
    expect(Buffer.compare(files.get(exported.files.result!)!, generation.result)).toBe(0);
  });

  it("gives each user only their own data, and nobody's to a visitor who is not signed in", async () => {
    const [ana, ben] = await Promise.all([signInViaHttp(worker), signInViaHttp(worker)]);
    const anas = await recolor(ana);
    await recolor(ben);
    const { files, data } = await download(ben);
    expect(data.profile.id).toBe(ben.id);
    expect(data.generations.map((g) => g.id)).not.toContain(anas.generationId);
    const everything = [...files.values()].map((bytes) => bytes.toString("latin1")).join("");
    expect(everything).not.toContain(ana.id);
    expect(everything).not.toContain(ana.email);
    expect(everything).not.toContain(anas.generationId);
    // The address names no user: a query naming someone else changes nothing.
    const asking = await worker.fetch(`/app/account/export?userId=${ana.id}`, { headers: { Cookie: ben.cookie } });
    expect(await asking.arrayBuffer().then((b) => Buffer.from(b).toString("latin1"))).not.toContain(ana.id);

    const signedOut = await worker.fetch("/app/account/export", { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/auth?redirect_to=%2Fapp%2Faccount%2Fexport");
    // An API bearer token is not a browser session: the download needs the signed-in browser.
    const tokens = (await (await worker.fetch("/api/auth/token", { method: "POST", headers: ana.headers })).json()) as {
      access_token: string;
    };
    const bearer = await worker.fetch("/app/account/export", {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
      redirect: "manual",
    });
    expect(bearer.status).toBe(302);
  });
});

describe("the data export of a long account", () => {
  it("pages generations and the ledger into the JSON, oldest first, and holds the tool drafts", async () => {
    const user = await createUser(worker, { credits: 10 });
    const account = await creditAccount(worker, user.id);
    for (let i = 0; i < 100; i++)
      await account.grant({ userId: user.id, amount: 1, reason: "bonus", idempotencyKey: `bonus-${user.id}-${i}` });
    const ids = await storeGenerations(worker, user, 450, Date.now() - 1000);
    // A result that is stored is exported; the others' results are not in R2 and are not named.
    const bucket = await worker.bucket();
    const result = new Uint8Array(randomBytes(3000));
    await bucket.put(`users/${user.id}/generations/${ids[7]}/result.png`, result);
    // A draft kept while buying, as tool-drafts.server.ts stores it: the photo and the choices.
    const photo = fixture("room.jpg");
    const drafts = `users/${user.id}/drafts/recolor/`;
    await bucket.put(`${drafts}image`, photo, { httpMetadata: { contentType: "image/jpeg" } });
    await bucket.put(`${drafts}choices.json`, '{"step":2}', { httpMetadata: { contentType: "application/json" } });

    const { names, files, data } = await download(user);
    expect(data.generations.map((g) => g.id)).toEqual(ids);
    expect(data.generations[7].files.result).toBe(`results/${ids[7]}.png`);
    expect(data.generations.filter((g) => g.files.result !== null)).toHaveLength(1);
    expect(data.ledger).toHaveLength(101);
    expect(data.ledger.map((row) => row.amount)).toEqual([10, ...Array(100).fill(1)]);
    expect(data.drafts).toEqual([
      { tool: "recolor", files: ["drafts/recolor/choices.json", "drafts/recolor/image.jpg"] },
    ]);
    expect(names).toEqual([
      "drafts/recolor/choices.json",
      "drafts/recolor/image.jpg",
      `results/${ids[7]}.png`,
      "roommuse-data.json",
    ]);
    expect(Buffer.compare(files.get("drafts/recolor/image.jpg")!, Buffer.from(photo))).toBe(0);
    expect(Buffer.compare(files.get(`results/${ids[7]}.png`)!, Buffer.from(result))).toBe(0);
  }, 120_000);

  it("fails the download, instead of ending it as complete, when a storage read fails partway", async () => {
    // workerd reports the errored body (the injected fault), as it would a real storage failure.
    allowConsoleErrors(/Uncaught exception: .*InjectedFault: injected fault: r2 get /);
    const user = await createUser(worker, { credits: 0 });
    const ids = await storeGenerations(worker, user, 3, Date.now() - 1000);
    const bucket = await worker.bucket();
    for (const id of ids)
      await bucket.put(`users/${user.id}/generations/${id}/result.png`, new Uint8Array(randomBytes(200_000)));
    const faults = [{ target: "r2", match: "^get .*result", nth: 2, mode: "fail-before" }];
    const res = await worker.directFetch("/app/account/export", {
      headers: { Cookie: user.cookie, "X-Test-Faults": JSON.stringify(faults) },
    });
    // The headers went out (200, the whole length declared); the body stops at the second result.
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("Content-Length"))).toBeGreaterThan(600_000);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });
});

describe("the account page", () => {
  it("lists the sign-in methods used and the purchases, refunded included, in both languages", async () => {
    const email = `google-account-${Date.now()}@example.com`;
    const user = await signInViaHttp(worker, email);
    // The same person then signs in with Google.
    const google = await signInWithGoogle(email, "Grace Hopper");
    const refunded = await buy(user, "starter");
    const partly = await buy(user, "premium");
    await sendWebhook(stripe.refund(refunded));
    // Half of the premium price paid back: half of its 800 credits (rounded down) go back too.
    await sendWebhook(stripe.refund(partly, { amount: 800 }));

    const en = await pageText(google);
    expect(en).toContain(email);
    // Google's name fills the name the e-mail sign-up lacked; its picture becomes the avatar.
    expect(en).toContain("Grace Hopper");
    const html = await (await worker.fetch("/app/account", { headers: { Cookie: google.cookie } })).text();
    expect(html).toContain('src="https://img.example/grace.png"');
    expect(en).toContain("E-mail link");
    expect(en).toContain("Google");
    expect(en).not.toContain("Facebook");
    const premiumRow = /Premium pack Amount: \$15\.99 Date \w+ \d+, \d{4} /.source;
    expect(en).toMatch(new RegExp(`${premiumRow}Credits 800 credits Status Partially refunded 400 credits taken back`));
    expect(en).toMatch(/Starter pack Amount: \$4\.99 .* Credits 200 credits Status Refunded 200 credits taken back/);
    const es = await pageText(google, "es");
    expect(es).toContain("Enlace por correo");
    expect(es).toMatch(/Paquete Inicial Importe: 4,99\s?US\$ .* Créditos 200 créditos Estado Reembolsado/);
    expect(es).toMatch(/Paquete Premium .* Estado Reembolsado en parte 400 créditos descontados/);
    expect(es).not.toContain("purchase_reversal");

    // A name the user chose stays when the provider says another.
    await worker.fetch("/app/account", {
      method: "POST",
      headers: { ...user.headers, "X-Forwarded-Host": new URL(TEST_ORIGIN).host },
      body: new URLSearchParams({ name: "Amazing Grace" }),
    });
    const again = await signInWithGoogle(email, "G. Hopper");
    expect(await pageText(again)).toContain("Amazing Grace");
  });

  it("renames the user and refuses a bad name in the page's language, keeping what was typed (no JS)", async () => {
    const user = await signInViaHttp(worker);
    const post = (name: string, language = "en") =>
      worker.fetch("/app/account", {
        method: "POST",
        headers: {
          ...user.headers,
          "Accept-Language": language,
          "X-Forwarded-Host": new URL(TEST_ORIGIN).host,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ name }).toString(),
      });
    const saved = await post("  Ana   María  ");
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Your name was saved.");
    const me = async () =>
      ((await (await worker.fetch("/api/users/me", { headers: user.headers })).json()) as { name: string }).name;
    expect(await me()).toBe("Ana María");

    for (const [name, language, message] of [
      ["   ", "en", "Enter a display name."],
      ["x".repeat(61), "en", "Use 60 characters or fewer for your display name."],
      ["Ana\u202Eevil", "en", "Your display name can&#x27;t contain hidden characters or &lt; &gt;."],
      ["   ", "es", "Escribe un nombre visible."],
      ["y".repeat(61), "es", "Usa 60 caracteres o menos en tu nombre visible."],
    ]) {
      const res = await post(name, language);
      expect(res.status, name).toBe(400);
      const html = await res.text();
      expect(html).toContain(message);
      expect(html).toContain(`value="${name}"`);
    }
    expect(await me()).toBe("Ana María");

    // A form posted from another site changes nothing.
    const crossSite = await worker.fetch("/app/account", {
      method: "POST",
      headers: {
        Cookie: user.cookie,
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "name=Mallory",
      redirect: "manual",
    });
    expect(crossSite.status).toBeGreaterThanOrEqual(400);
    expect(await me()).toBe("Ana María");
  });

  it("sign out everywhere ends the user's other browser sessions and API tokens", async () => {
    const phone = await signInViaHttp(worker);
    const laptop = await signInViaHttp(worker, phone.email);
    const tokens = (await (
      await worker.fetch("/api/auth/token", { method: "POST", headers: laptop.headers })
    ).json()) as {
      access_token: string;
      refresh_token: string;
    };
    expect(
      (await worker.fetch("/app/account", { headers: { Cookie: laptop.cookie }, redirect: "manual" })).status,
    ).toBe(200);

    const out = await worker.fetch("/logout", {
      method: "POST",
      headers: { ...phone.headers, "X-Forwarded-Host": new URL(TEST_ORIGIN).host },
      redirect: "manual",
    });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/auth");

    for (const browser of [phone, laptop]) {
      const res = await worker.fetch("/app/account", { headers: { Cookie: browser.cookie }, redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/auth?redirect_to=%2Fapp%2Faccount");
    }
    const api = await worker.fetch("/api/users/me", { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(api.status).toBe(401);
    const refresh = await worker.fetch("/api/auth/refresh", jsonPost({ refresh_token: tokens.refresh_token }));
    expect(refresh.status).toBe(401);
  });
});

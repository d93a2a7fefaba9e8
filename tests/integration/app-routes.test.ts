/** The signed-in app's loaders and actions: guard, tool chooser redirects, dashboard, no-JS tool forms. */
import { describe, expect, it } from "vitest";
import { fixtureFile } from "../support/images";
import { allowConsoleErrors } from "../support/setup";
import { signInViaHttp } from "../support/sign-in";
import type { ToolDraft } from "~/models/tool-drafts.server";
import { createUser, ledgerState, submitToolForm, type TestUser } from "../support/users";
import { formPost, multipartForm, workerFor } from "../support/worker";
import { useWorker } from "../support/fixtures";

const worker = useWorker();

const room = () => fixtureFile("room.jpg", "image/jpeg");

/** A first interior design, made through the page's form: its generation id. */
async function firstDesign(user: TestUser) {
  const form = multipartForm({
    room: room(),
    item1: fixtureFile("item-armchair.png", "image/png"),
    item2: fixtureFile("item-plant.jpg", "image/jpeg"),
  });
  const location = await submitToolForm(worker, user, "/app/interior-designer", form);
  return new URL(location, worker.origin).searchParams.get("result") ?? "";
}

/** What Continue Designing sends: the result it goes on from named, not uploaded; two new items. */
function continuing(id: string, extra: Record<string, string> = {}) {
  return multipartForm({
    continueFrom: id,
    item1: fixtureFile("item-plant.jpg", "image/jpeg"),
    item2: fixtureFile("item-armchair.png", "image/png"),
    ...extra,
  });
}

const DRAFTS = "/api/tool-drafts/interior-designer";
const resultBytes = async (user: TestUser, path: string) =>
  Buffer.from(await (await worker.fetch(path, { headers: user.headers })).arrayBuffer());

describe("guard", () => {
  it.each(["/app", "/app/dashboard", "/app/image-editing", "/app/recolor", "/app/interior-designer"])(
    "sends a signed-out visitor of %s to sign in, and back",
    async (path) => {
      const res = await worker.fetch(path, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/auth?redirect_to=${encodeURIComponent(path)}`);
    },
  );

  it("refuses a signed-out form post without running anything", async () => {
    // The guard answers before it reads the body. Locally, workerd then resets a connection whose
    // upload is still in flight (Cloudflare's edge does not), so the form is small and encoded up front,
    // leaving in one write before the answer (a streamed FormData goes out in several pieces). What the
    // photo holds does not matter, since nothing may run.
    const boundary = "guard-test";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="image"; filename="room.jpg"',
      "Content-Type: image/jpeg",
      "",
      "\0".repeat(256),
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const res = await worker.fetch("/app/recolor", {
      method: "POST",
      body,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/auth\?redirect_to=/);
  });
});

describe("tool chooser", () => {
  it.each([
    ["tool=recolor", "/app/recolor"],
    ["tab=clear", "/app/clear-space"],
    ["tool=replace", "/app/magic-furniture"],
    ["tab=combine", "/app/combine-rooms"],
    ["tool=thumbnail", "/app/thumbnail"],
    ["tool=restyle", "/app/restyle"],
  ])("?%s redirects to %s", async (query, to) => {
    const user = await createUser(worker);
    const res = await worker.fetch(`/app/image-editing?${query}`, { headers: user.headers, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(to);
  });

  it("lists all seven tools with their costs for anything else", async () => {
    const user = await createUser(worker);
    const res = await worker.fetch("/app/image-editing?tool=resume", { headers: user.headers });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const id of [
      "recolor",
      "clear-space",
      "magic-furniture",
      "combine-rooms",
      "interior-designer",
      "thumbnail",
      "restyle",
    ])
      expect(html).toContain(`data-testid="tool-card-${id}"`);
    expect(html).toContain("30 credits");
  });
});

describe("dashboard", () => {
  it("greets by name, shows the balance and the rule derived from the pricing table", async () => {
    const user = await createUser(worker, { name: "Ana López", credits: 70 });
    const html = await (await worker.fetch("/app", { headers: user.headers })).text();
    expect(html).toContain("Welcome back, Ana López");
    expect(html).toMatch(/data-testid="credit-balance"[^>]*>70</);
    expect(html).toContain("10 credits = 1 transformation");
    expect(html).toContain('href="/app/image-editing"');
    expect(html).toContain('href="/app/account/delete"');
  });

  it("falls back to the e-mail before the @, and follows configured costs", async () => {
    const custom = await workerFor({
      vars: { CREDIT_COSTS: JSON.stringify({ RECOLOR: 12, CLEAR: 15, REPLACE: 15, COMBINE: 20, THUMBNAIL: 15 }) },
    });
    try {
      const user = await createUser(custom, { email: "maria.p@example.com" });
      const html = await (await custom.fetch("/app/dashboard", { headers: user.headers })).text();
      expect(html).toContain("Welcome back, maria.p");
      expect(html).toContain("12 credits = 1 transformation");
    } finally {
      await custom.dispose();
    }
  });

  it("speaks Spanish", async () => {
    const user = await createUser(worker);
    const html = await (await worker.fetch("/app", { headers: { ...user.headers, "Accept-Language": "es" } })).text();
    expect(html).toContain("Hola de nuevo");
    expect(html).toContain("Eliminar mi cuenta y datos");
  });
});

describe("shell when the profile cannot load", () => {
  it("shows 0 credits and the e-mail signed in with as the name, instead of failing the page", async () => {
    const user = await signInViaHttp(worker, "lost.profile@example.com");
    const db = await worker.db();
    await db.prepare("UPDATE user_profiles SET name = 'Lucía' WHERE id = ?").bind(user.id).run();
    const nameSlot = (name: string) =>
      new RegExp(`font-semibold text-stone-900"><span class="sr-only">.*?</span>${name.replace(/\./g, "\\.")}</span>`);
    const before = await (await worker.fetch("/app/recolor", { headers: user.headers })).text();
    expect(before).toMatch(nameSlot("Lucía"));
    expect(before).toMatch(/data-testid="credit-balance"[^>]*>50</);

    // The session still resolves; every read of the profile fails.
    await db.prepare("ALTER TABLE user_profiles RENAME TO user_profiles_unreachable").run();
    allowConsoleErrors(/Profile failed to load|Credit summary failed to load|no such table: user_profiles/);
    try {
      const res = await worker.fetch("/app/recolor", { headers: user.headers });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(nameSlot("lost.profile@example.com"));
      expect(html).toMatch(/data-testid="credit-balance"[^>]*>0</);
      // The dashboard opens too, greeting by the e-mail, instead of an error page.
      const dashboard = await worker.fetch("/app/dashboard", { headers: user.headers });
      expect(dashboard.status).toBe(200);
      expect(await dashboard.text()).toContain("Welcome back, lost.profile@example.com");
    } finally {
      await db.prepare("ALTER TABLE user_profiles_unreachable RENAME TO user_profiles").run();
    }
  });
});

describe("tool pages without JavaScript", () => {
  it("recolor: the form runs the same pipeline, debits the cost and shows the stored result", async () => {
    const user = await createUser(worker, { credits: 50 });
    const form = multipartForm({ image: room(), targetColor: "#1f2a44" });
    const location = await submitToolForm(worker, user, "/app/recolor", form);
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 40, ledgerSum: 40 });

    const page = await (await worker.fetch(location, { headers: user.headers })).text();
    const id = location.split("=")[1];
    expect(page).toContain(`/api/generations/${id}/image`);
    expect(page).toMatch(/download="recolored-room\.(png|jpg)"/);
    expect(page).toMatch(/data-testid="save-result"[^>]*>.*Save Photo<\/a>/s);
    const image = await worker.fetch(`/api/generations/${id}/image`, { headers: user.headers });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);

    // Someone else's result id shows nothing of it.
    const other = await createUser(worker);
    const otherPage = await (await worker.fetch(location, { headers: other.headers })).text();
    expect(otherPage).not.toContain(`/api/generations/${id}/image`);
  });

  it("a rejected file comes back to the form with the message and nothing is charged", async () => {
    const user = await createUser(worker, { credits: 50 });
    const form = multipartForm({ image: fixtureFile("not-an-image.png", "image/png"), targetColor: "#ffffff" });
    const res = await worker.fetch("/app/recolor", formPost(form, { Cookie: user.cookie }));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const html = await res.text();
    expect(html).toContain("Check these fields");
    // The file is named, in the words of the upload rule (and of the upload box).
    expect(html).toContain("Unsupported file(s): not-an-image.png. Allowed: PNG, JPG, JPEG, WebP.");
    const spanish = await worker.fetch(
      "/app/recolor",
      formPost(form, { Cookie: user.cookie, "Accept-Language": "es" }),
    );
    expect(await spanish.text()).toContain(
      "Archivo(s) no compatible(s): not-an-image.png. Se permiten: PNG, JPG, JPEG, WebP.",
    );
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 50 });
  });

  it("Continue Designing goes on from the user's own result only: another's is not found; no charge", async () => {
    const owner = await createUser(worker, { credits: 100 });
    const id = await firstDesign(owner);
    const cost = 100 - (await ledgerState(worker, owner.id)).balance;

    const post = (user: typeof owner) =>
      worker.fetch(`/app/interior-designer?result=${id}`, {
        method: "POST",
        body: continuing(id),
        headers: { Cookie: user.cookie },
        redirect: "manual",
      });
    const second = await post(owner);
    expect(second.status).toBe(302);
    expect(await ledgerState(worker, owner.id)).toMatchObject({ balance: 100 - 2 * cost });
    const page = await (await worker.fetch(second.headers.get("location") ?? "", { headers: owner.headers })).text();
    expect(page).toMatch(/download="interior-design-iteration-2\.(png|jpg)"/);

    const stranger = await createUser(worker, { credits: 100 });
    expect((await post(stranger)).status).toBe(404);
    expect(await ledgerState(worker, stranger.id)).toMatchObject({ balance: 100 });
  });

  it("the wizard's run and its kept draft go on from the user's own result only; no charge otherwise", async () => {
    const owner = await createUser(worker, { credits: 100 });
    const id = await firstDesign(owner);
    const after = await resultBytes(owner, `/api/generations/${id}/image`);

    const post = (user: typeof owner, path: string) =>
      worker.fetch(path, {
        method: "POST",
        body: continuing(id, path.includes("tool-drafts") ? { step: "4" } : {}),
        headers: user.headers,
      });
    const stranger = await createUser(worker, { credits: 100 });
    for (const path of ["/api/image-editing/interior-designer", DRAFTS]) {
      const refused = await post(stranger, path);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ error: "not_found" });
    }
    expect(await ledgerState(worker, stranger.id)).toMatchObject({ balance: 100 });
    const bucket = await worker.bucket();
    expect((await bucket.list({ prefix: `users/${stranger.id}/` })).objects).toEqual([]);

    // The owner's run goes on from the stored result itself, one round later.
    const run = await post(owner, "/api/image-editing/interior-designer");
    expect(run.status).toBe(200);
    const { generationId } = (await run.json()) as { generationId: string };
    const before = await resultBytes(owner, `/api/generations/${generationId}/image?part=before`);
    expect(before.equals(after)).toBe(true);
    const page = await (
      await worker.fetch(`/app/interior-designer?result=${generationId}`, { headers: owner.headers })
    ).text();
    expect(page).toMatch(/download="interior-design-iteration-2\.(png|jpg)"/);
  });

  it("back from checkout, a draft restores the owner's result as the room; one not theirs, nothing", async () => {
    const owner = await createUser(worker, { credits: 100 });
    const id = await firstDesign(owner);
    const kept = await worker.fetch(DRAFTS, {
      method: "POST",
      body: continuing(id, { step: "4" }),
      headers: owner.headers,
    });
    expect(kept.status).toBe(204);
    // The result is kept by its id: the room is not stored again.
    const bucket = await worker.bucket();
    const prefix = `users/${owner.id}/drafts/interior-designer/`;
    expect((await bucket.list({ prefix })).objects.map((o) => o.key.slice(prefix.length)).sort()).toEqual([
      "choices.json",
      "item1",
      "item2",
    ]);

    const restored = async () => {
      const res = await worker.fetch("/app/interior-designer?payment=cancelled&_data=routes%2Fapp.interior-designer", {
        headers: owner.headers,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { draft: ToolDraft }).draft;
    };
    const draft = await restored();
    expect(draft).toMatchObject({ step: 4, continueFrom: { id, iteration: 1 } });
    const room = draft.photos.find((p) => p.slot === "room");
    expect(room?.name).toMatch(/^interior-design-iteration-1\.(png|jpg)$/);
    const served = await resultBytes(owner, room?.url ?? "");
    expect(served.equals(await resultBytes(owner, `/api/generations/${id}/image`))).toBe(true);

    // A draft naming a result that is not (or no longer) the owner's: the room is asked for again.
    const stranger = await createUser(worker, { credits: 100 });
    const theirs = await firstDesign(stranger);
    const choices = (await (await bucket.get(`${prefix}choices.json`))?.json()) as Record<string, unknown>;
    await bucket.put(`${prefix}choices.json`, JSON.stringify({ ...choices, continueFrom: theirs }));
    const forged = await restored();
    expect(forged).toMatchObject({ step: 1, continueFrom: null });
    expect(forged.photos.map((p) => p.slot).sort()).toEqual(["item1", "item2"]);
    expect(JSON.stringify(forged)).not.toContain(theirs);
  });

  it("a missing text field is the user's mistake, not a 500", async () => {
    const user = await createUser(worker, { credits: 50 });
    const form = multipartForm({ image: room(), targetElement: "  ", newElementDescription: "a blue sofa" });
    const res = await worker.fetch("/app/magic-furniture", formPost(form, { Cookie: user.cookie }));
    expect(res.status).toBe(400);
    const html = await res.text();
    // Named by its label, in the page's language: never the schema's own English text.
    expect(html).toContain("Which item should be replaced?: fill this in");
    // (The page's scripts carry the app's texts, the API's words for a blank field among them:
    // what is read is the page.)
    expect(html.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("Must not be blank");
    // What was typed comes back in the form.
    expect(html).toMatch(/value="a blue sofa"/);
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 50 });
  });
});

describe("a stored result's again action (?again=)", () => {
  const recolorResult = async (user: TestUser) => {
    const form = multipartForm({ image: room(), targetColor: "#9CAF88" });
    const location = await submitToolForm(worker, user, "/app/recolor", form);
    return new URL(location, worker.origin).searchParams.get("result") ?? "";
  };
  /** The page's status (what it restores is seen in the browser: tests/e2e/result-again.test.ts). */
  const statusOf = async (user: TestUser, path: string) => (await worker.fetch(path, { headers: user.headers })).status;

  it("opens for the owner's result, on its own tool's page only; anyone else's or any other is not found", async () => {
    const owner = await createUser(worker, { credits: 50 });
    const id = await recolorResult(owner);
    expect(await statusOf(owner, `/app/recolor?again=${id}`)).toBe(200);
    // The photo it restores is served to its owner only.
    const stranger = await createUser(worker, { credits: 50 });
    expect((await worker.fetch(`/api/generations/${id}/image?part=before`, { headers: owner.headers })).status).toBe(
      200,
    );
    expect(await statusOf(stranger, `/app/recolor?again=${id}`)).toBe(404);
    expect(await statusOf(owner, "/app/recolor?again=00000000-0000-4000-8000-000000000000")).toBe(404);
    expect(await statusOf(owner, "/app/recolor?again=")).toBe(404);
    expect(await statusOf(owner, `/app/restyle?again=${id}`)).toBe(404);
    expect(await statusOf(owner, `/app/clear-space?again=${id}`)).toBe(404);
  });
});

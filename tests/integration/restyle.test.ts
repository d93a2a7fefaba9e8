/**
 * Restyle Room through the built Worker: every status the other tools answer, the prompt the
 * remote providers receive, the local preview per style, the no-JavaScript form, and the
 * RESTYLE cost followed by every screen that shows it.
 */
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_CREDIT_COSTS } from "~/models/pricing";
import { RESTYLE_PHOTO_STYLE } from "~/tools/restyle";
import { restylePrompt } from "~/tools/restyle.server";
import { ROOM_CHECK_SIDE } from "~/services/image-providers/room-check";
import { geminiWorkerVars, remoteProviderOptions } from "../fakes/image-models";
import { allowConsoleErrors } from "../support/setup";
import { b64, decodeRgba, fixture, fixtureFile, pngHeader, pngWithBrokenData, validBody } from "../support/images";
import {
  createUser,
  generationRows,
  ledgerEntries,
  ledgerState,
  submitToolForm,
  type TestUser,
} from "../support/users";
import { expectInvalidInput } from "../support/answers";
import { useFakeImageModels, useWorker } from "../support/fixtures";
import { multipartForm, postToTool, workerFor, type TestWorker } from "../support/worker";

const COST = DEFAULT_CREDIT_COSTS.RESTYLE;
const body = (change: Record<string, unknown> = {}) => ({ ...validBody("restyle"), ...change });
/** An inspiration photo (a PNG, so the model's second image is told apart from the JPEG room by its type). */
const inspiration = () => ({ referenceBase64: b64(fixture("item-armchair.png")), referenceMime: "image/png" });

const post = (worker: TestWorker, user: TestUser | null, payload: unknown, headers: Record<string, string> = {}) =>
  postToTool(worker, user, "restyle", payload, headers);

const image = (answer: { imageBase64: string }) =>
  decodeRgba(new Uint8Array(Buffer.from(answer.imageBase64, "base64")));

/** Mean Euclidean RGB distance per pixel between two same-size images. */
function distance(a: ReturnType<typeof decodeRgba>, b: ReturnType<typeof decodeRgba>) {
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 4)
    sum += Math.hypot(a.data[i] - b.data[i], a.data[i + 1] - b.data[i + 1], a.data[i + 2] - b.data[i + 2]);
  return sum / (a.data.length / 4);
}

const fake = useFakeImageModels();
const local = useWorker();

describe("restyle on the local engine", () => {
  it(
    "Bedroom · Japandi · Restyle · balanced answers a preview, debits the RESTYLE cost and " + "records the choice",
    async () => {
      const user = await createUser(local, { credits: 50 });
      const { status, body: answer } = await post(local, user, body());
      expect(status, JSON.stringify(answer).slice(0, 300)).toBe(200);
      expect(answer.user).toEqual({ credits: 50 - COST });
      expect(await ledgerState(local, user.id)).toEqual({ balance: 50 - COST, ledgerSum: 50 - COST, rows: 2 });
      const history = (await (await local.fetch("/api/generations", { headers: user.headers })).json()) as {
        generations: unknown[];
      };
      expect(history.generations[0]).toMatchObject({
        id: answer.generationId,
        tool: "restyle",
        status: "succeeded",
        cost: COST,
        params: { roomType: "bedroom", style: "japandi", mode: "restyle", strength: "balanced" },
      });
      const photo = decodeRgba(fixture("room.jpg"));
      const result = image(answer);
      expect([result.width, result.height]).toEqual([photo.width, photo.height]);
      expect(distance(result, photo)).toBeGreaterThan(12);
    },
  );

  it("a second style on the same photo gives a measurably different preview", async () => {
    const user = await createUser(local, { credits: 50 });
    const japandi = image((await post(local, user, body())).body);
    const industrial = image((await post(local, user, body({ style: "industrial" }))).body);
    expect(distance(japandi, industrial)).toBeGreaterThan(12);
    expect(await ledgerState(local, user.id)).toMatchObject({ balance: 50 - 2 * COST });
  });

  it("a style from an inspiration photo: the same cost, the photo's look, stored as from-photo", async () => {
    const user = await createUser(local, { credits: 50 });
    const japandi = image((await post(local, user, body())).body);
    const { style: _style, ...bare } = body();
    const { status, body: answer } = await post(local, user, { ...bare, ...inspiration() });
    expect(status, JSON.stringify(answer).slice(0, 300)).toBe(200);
    expect(answer.user).toEqual({ credits: 50 - 2 * COST });
    const fromPhoto = image(answer);
    expect(distance(fromPhoto, decodeRgba(fixture("room.jpg")))).toBeGreaterThan(12);
    expect(distance(fromPhoto, japandi)).toBeGreaterThan(12);
    const history = (await (await local.fetch("/api/generations", { headers: user.headers })).json()) as {
      generations: { id: string; params: Record<string, unknown> }[];
    };
    expect(history.generations.find((g) => g.id === answer.generationId)?.params).toMatchObject({
      roomType: "bedroom",
      style: RESTYLE_PHOTO_STYLE,
    });
  });

  it.each([
    ["from-photo without a photo", { style: RESTYLE_PHOTO_STYLE }, "referenceBase64"],
    ["a named style with a photo", { style: "japandi", ...inspiration() }, "style"],
  ])("%s is a 400 naming the field, nothing charged", async (_case, change, field) => {
    const user = await createUser(local, { credits: 50 });
    const { status, body: answer } = await post(local, user, body(change));
    expect(status).toBe(400);
    expect(answer.details).toEqual([expect.objectContaining({ field })]);
    expect(await ledgerState(local, user.id)).toMatchObject({ balance: 50, rows: 1 });
  });

  it("a damaged photo (whole, but undecodable) is 422 with the credits returned", async () => {
    allowConsoleErrors(/could not be decoded: Error while decompressing/);
    const user = await createUser(local, { credits: 50 });
    const { status, body: answer } = await post(
      local,
      user,
      body({ imageBase64: b64(pngWithBrokenData(fixture("room-small.png"))), mimeType: "image/png" }),
    );
    expect(status).toBe(422);
    expect(answer).toMatchObject({ error: "image_unreadable", details: { field: "imageBase64", refunded: COST } });
    expect(await ledgerEntries(local, user.id)).toEqual([
      { amount: 50, reason: "bonus" },
      { amount: -COST, reason: "generation" },
      { amount: COST, reason: "refund" },
    ]);
  });
});

describe("restyle refuses bad requests before any debit", () => {
  it("401 without a session", async () => {
    // No photo, as in the image tools' 401 test: the session is checked before the body is read.
    const { status, body: answer } = await post(local, null, { style: "japandi" });
    expect(status).toBe(401);
    expect(answer.error).toBe("unauthorized");
  });

  it.each([
    ["roomType", { roomType: "garage" }],
    ["roomType", { roomType: undefined }],
    ["style", { style: "gothic" }],
    ["style", { style: "Japandi" }],
    ["mode", { mode: "repaint" }],
    ["strength", { strength: "extreme" }],
    ["imageBase64", { imageBase64: undefined }],
  ])("400 names %s for %j", async (field, change) => {
    const user = await createUser(local, { credits: 50 });
    expectInvalidInput(await post(local, user, body(change)), field);
    expect(await ledgerState(local, user.id)).toMatchObject({ balance: 50, rows: 1 });
  });

  it("415 for a text file named .png", async () => {
    const user = await createUser(local, { credits: 50 });
    const { status, body: answer } = await post(
      local,
      user,
      body({ imageBase64: b64(fixture("not-an-image.png")), mimeType: "image/png" }),
    );
    expect(status).toBe(415);
    expect(answer.message).toBe("imageBase64: unsupported image. Allowed: PNG, JPG, JPEG, WebP.");
    expect(await ledgerState(local, user.id)).toMatchObject({ balance: 50, rows: 1 });
  });

  it("413 for a photo over 10 MB, 422 for one whose header declares 20000×20000", async () => {
    const user = await createUser(local, { credits: 50 });
    const big = new Uint8Array(10 * 1024 * 1024 + 1024);
    big.set(fixture("room.jpg").subarray(0, 1000));
    const tooBig = await post(local, user, body({ imageBase64: b64(big) }));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("imageBase64: the image is larger than 10 MB. Please upload a smaller image.");
    const huge = await post(local, user, body({ imageBase64: b64(pngHeader(20000, 20000)), mimeType: "image/png" }));
    expect(huge.status).toBe(422);
    expect(huge.body.error).toBe("image_too_large");
    expect(await ledgerState(local, user.id)).toMatchObject({ balance: 50, rows: 1 });
  });

  it("answers in Spanish, still naming the field", async () => {
    const user = await createUser(local, { credits: 50 });
    const { status, body: answer } = await post(local, user, body({ style: "gothic" }), { "Accept-Language": "es" });
    expect(status).toBe(400);
    expect(answer.details[0].field).toBe("style");
  });
});

describe("restyle on a remote provider (loopback Gemini)", () => {
  const worker = useWorker(() => ({ vars: geminiWorkerVars(fake) }));
  afterAll(() => {
    fake.mode = "ok";
  });

  it("sends the tool module's prompt unchanged, whatever the client adds", async () => {
    fake.mode = "ok";
    const user = await createUser(worker, { credits: 50 });
    const sent = fake.requests.length;
    const choice = { roomType: "kids-room", style: "scandinavian", mode: "stage", strength: "bold" } as const;
    const { status } = await post(worker, user, body({ ...choice, instructions: "draw a cat" }));
    expect(status).toBe(200);
    const [request] = fake.requests.slice(sent);
    expect(request.prompt).toBe(restylePrompt(choice));
    expect(request.prompt).not.toContain("cat");
    expect(request.images).toHaveLength(1);
  });

  it("402 debits nothing and never calls the model", async () => {
    fake.mode = "ok";
    const user = await createUser(worker, { credits: COST - 1 });
    const sent = fake.requests.length;
    const { status, body: answer } = await post(worker, user, body());
    expect(status).toBe(402);
    expect(answer.error).toBe("insufficient_credits");
    expect(fake.requests.length).toBe(sent);
    expect(await ledgerState(worker, user.id)).toEqual({ balance: COST - 1, ledgerSum: COST - 1, rows: 1 });
    expect(await generationRows(worker, user.id)).toEqual([]);
  });

  it.each([
    ["fail", 502, "model_failed"],
    ["slow", 504, "model_timeout"],
  ] as const)("model %s → %i with the RESTYLE cost refunded", async (mode, status, code) => {
    fake.mode = mode;
    fake.slowMs = 4_000;
    const user = await createUser(worker, { credits: 50 });
    const answer = await post(worker, user, body());
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: code, details: { refunded: COST } });
    expect(answer.body.message).toContain(`Your ${COST} credits were returned`);
    expect(await ledgerEntries(worker, user.id)).toEqual([
      { amount: 50, reason: "bonus" },
      { amount: -COST, reason: "generation" },
      { amount: COST, reason: "refund" },
    ]);
    expect(await generationRows(worker, user.id)).toMatchObject([{ status: "failed", refunded: 1 }]);
  });

  it("429 for a third restyle while two are running; the two finish and are charged", async () => {
    fake.mode = "ok";
    const release = fake.hold();
    const user = await createUser(worker, { credits: 100 });
    const sent = fake.requests.length;
    const first = post(worker, user, body());
    const second = post(worker, user, body());
    // Both are with the model (each holds a slot) before the third asks.
    await expect.poll(() => fake.requests.length - sent, { timeout: 20_000 }).toBe(2);
    const third = await post(worker, user, body());
    release();
    expect(third.status).toBe(429);
    expect(third.body.error).toBe("too_many_requests");
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 100 - 2 * COST, ledgerSum: 100 - 2 * COST, rows: 3 });
  });
});

describe.each([
  ["gemini", "gemini-3.1-flash-image"],
  ["openai", "gpt-image-2"],
  ["workers-ai", "@cf/black-forest-labs/flux-2-dev"],
] as const)("a style from a photo on %s (loopback fake)", (provider, model) => {
  const worker = useWorker(() => remoteProviderOptions(provider, fake));

  it("sends the room, then the inspiration photo, with the prompt that names them; checks only the room", async () => {
    fake.mode = "ok";
    fake.roomAnswer = "yes";
    const user = await createUser(worker, { credits: 50 });
    const [sent, checked] = [fake.requests.length, fake.roomChecks.length];
    const choice = { roomType: "sunroom", style: RESTYLE_PHOTO_STYLE, mode: "restyle", strength: "bold" } as const;
    const { status, body: answer } = await post(worker, user, { ...body(choice), ...inspiration() });
    expect(status, JSON.stringify(answer).slice(0, 300)).toBe(200);
    expect(answer.user).toEqual({ credits: 50 - COST });
    const [request] = fake.requests.slice(sent);
    expect(request).toMatchObject({ provider, model, problems: [] });
    expect(request.prompt).toBe(restylePrompt(choice));
    // Both images, in the documented place for each API, the room first and the PNG inspiration second.
    expect(request.images).toEqual(["image/jpeg", "image/png"]);
    if (provider !== "workers-ai") expect(request.imageHeads).toEqual(["ffd8ffe0", "89504e47"]);
    // One room check, of the room photo (4:3) and not the inspiration (the armchair's square).
    const checks = fake.roomChecks.slice(checked);
    expect(checks).toHaveLength(1);
    const [w, h] = checks[0].imageSize.split("x").map(Number);
    expect(Math.max(w, h)).toBeLessThanOrEqual(ROOM_CHECK_SIDE);
    expect(w / h).toBeCloseTo(decodeRgba(fixture("room.jpg")).width / decodeRgba(fixture("room.jpg")).height, 1);
  });
});

const roomFile = () => fixtureFile("room.jpg", "image/jpeg");

/** The room-type guess for the room photo, as the wizard asks for it (multipart, the session cookie). */
async function guessRoom(worker: TestWorker, user: TestUser, photo = fixtureFile("room.jpg", "image/jpeg")) {
  const res = await worker.fetch("/api/image-editing/restyle/room-type", {
    method: "POST",
    body: multipartForm({ image: photo }),
    headers: { ...user.headers, Accept: "application/json" },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe.each(["gemini", "openai", "workers-ai"] as const)("the room type, guessed by %s's room check", (provider) => {
  const worker = useWorker(() => remoteProviderOptions(provider, fake));
  afterAll(() => {
    fake.roomAnswer = "yes";
    fake.roomTypeAnswer = "Bedroom";
  });

  it("names one of the tool's room types for the room photo, free of charge", async () => {
    fake.roomAnswer = "yes";
    const user = await createUser(worker, { credits: 50 });
    for (const [said, id] of [
      ["Bedroom", "bedroom"],
      ["living room", "living-room"],
      ["Walk-in closet.", "walk-in-closet"],
    ] as const) {
      fake.roomTypeAnswer = said;
      const checked = fake.roomChecks.length;
      expect(await guessRoom(worker, user)).toEqual({ status: 200, body: { roomType: id } });
      const [check] = fake.roomChecks.slice(checked);
      expect(check.problems).toEqual([]);
      // The room check's own question, and every room type by its id.
      expect(check.question).toContain("Answer with one word: yes, no or unsure.");
      for (const room of ["living-room", "nursery", "game-room", "balcony"]) expect(check.question).toContain(room);
      expect(Math.max(...check.imageSize.split("x").map(Number))).toBeLessThanOrEqual(ROOM_CHECK_SIDE);
    }
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 50, ledgerSum: 50, rows: 1 });
    expect(await generationRows(worker, user.id)).toEqual([]);
  });

  it("answers no guess for a bare yes, a no, or a failing check, and never an error", async () => {
    // The failing check is logged (the warning names the provider); the person sees no guess.
    allowConsoleErrors(/room guess \(.+\) failed/);
    const user = await createUser(worker, { credits: 50 });
    for (const [answer, kind] of [
      ["yes", null],
      ["no", "Bedroom"],
      ["fail", "Bedroom"],
    ] as const) {
      fake.roomAnswer = answer;
      fake.roomTypeAnswer = kind;
      expect(await guessRoom(worker, user)).toEqual({ status: 200, body: { roomType: null, reason: "no_guess" } });
    }
  });

  it("asks for the room photo and refuses what is not an image, without asking the model", async () => {
    const user = await createUser(worker, { credits: 50 });
    const checked = fake.roomChecks.length;
    const missing = await worker.fetch("/api/image-editing/restyle/room-type", {
      method: "POST",
      body: multipartForm({}),
      headers: user.headers,
    });
    expect(missing.status).toBe(400);
    const text = await guessRoom(worker, user, fixtureFile("not-an-image.png", "image/png"));
    expect(text.status).toBe(415);
    expect(fake.roomChecks.length).toBe(checked);
  });
});

describe("the room type on the local engine", () => {
  it("says it cannot guess, and asks nothing of a session it does not have", async () => {
    const user = await createUser(local, { credits: 50 });
    expect(await guessRoom(local, user)).toEqual({ status: 200, body: { roomType: null, reason: "unavailable" } });
    // With no body: the refusal comes before a body would be read, and workerd then closes the
    // connection; a photo still being written failed the client now and then (EPIPE, ECONNRESET),
    // however small. A check that read the form first would answer 400 here, not 401.
    const anonymous = await local.fetch("/api/image-editing/restyle/room-type", { method: "POST" });
    expect(anonymous.status).toBe(401);
  });
});

describe("restyle without JavaScript", () => {
  it("the plain form asks for every choice, runs the pipeline and shows the stored result", async () => {
    const user = await createUser(local, { credits: 50 });
    const page = await (await local.fetch("/app/restyle", { headers: user.headers })).text();
    for (const name of ["roomType", "style", "mode", "strength"]) expect(page).toContain(`name="${name}"`);
    expect(page).toContain('<option value="japandi">Japandi · ');

    const form = multipartForm({
      image: roomFile(),
      roomType: "bedroom",
      style: "japandi",
      mode: "restyle",
      strength: "balanced",
    });
    const location = await submitToolForm(local, user, "/app/restyle", form);
    expect(await ledgerState(local, user.id)).toMatchObject({ balance: 50 - COST });
    const result = await (await local.fetch(location, { headers: user.headers })).text();
    expect(result).toMatch(/download="restyled-room\.(png|jpg)"/);
    expect(result).toMatch(/data-testid="save-result"[^>]*>.*Save Result<\/a>/s);
    expect(result).toContain("Bedroom · Japandi · Redesign · Balanced");
  });

  it("a style from a photo: the form's inspiration file and the from-photo choice give a stored result", async () => {
    const user = await createUser(local, { credits: 50 });
    const page = await (await local.fetch("/app/restyle", { headers: user.headers })).text();
    expect(page).toContain(`<option value="${RESTYLE_PHOTO_STYLE}">From your photo · `);
    expect(page).toMatch(/<input type="file" id="field-reference" name="reference"(?![^>]*required)[^>]*>/);
    const form = multipartForm({
      image: roomFile(),
      reference: fixtureFile("item-armchair.png", "image/png"),
      roomType: "nursery",
      style: RESTYLE_PHOTO_STYLE,
      mode: "restyle",
      strength: "subtle",
    });
    const location = await submitToolForm(local, user, "/app/restyle", form);
    expect(await ledgerState(local, user.id)).toMatchObject({ balance: 50 - COST });
    const result = await (await local.fetch(location, { headers: user.headers })).text();
    expect(result).toMatch(/download="restyled-room\.(png|jpg)"/);
    // The reloaded result says what it was made with.
    expect(result).toContain("Nursery · From your photo · Redesign · Subtle");

    // Try another style, without JavaScript: the room type, mode and strength are kept, the style is chosen again.
    const id = location.split("=")[1];
    const again = await (await local.fetch(`/app/restyle?again=${id}`, { headers: user.headers })).text();
    const selected = (name: string) =>
      new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?</select>`)
        .exec(again)?.[0]
        .match(/<option[^>]*selected=""[^>]*>/g);
    expect(selected("roomType")).toEqual(['<option value="nursery" selected="">']);
    expect(selected("strength")).toEqual(['<option value="subtle" selected="">']);
    expect(selected("mode")).toEqual(['<option value="restyle" selected="">']);
    expect(selected("style")).toEqual(['<option value="" selected="">']);
  });

  it("from-photo without its file comes back asking for the inspiration photo, nothing charged", async () => {
    const user = await createUser(local, { credits: 50 });
    const form = multipartForm({ image: roomFile(), roomType: "bedroom", style: RESTYLE_PHOTO_STYLE });
    const res = await local.fetch("/app/restyle", { method: "POST", body: form, headers: { Cookie: user.cookie } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Inspiration photo: choose a photo");
    expect(await ledgerState(local, user.id)).toMatchObject({ balance: 50 });
  });

  it("an unknown style comes back to the form named as people know it, nothing charged", async () => {
    const user = await createUser(local, { credits: 50 });
    const form = multipartForm({ image: roomFile(), roomType: "bedroom", style: "gothic" });
    const res = await local.fetch("/app/restyle", { method: "POST", body: form, headers: { Cookie: user.cookie } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Style: choose one of the options");
    expect(await ledgerState(local, user.id)).toMatchObject({ balance: 50 });
  });
});

describe("the RESTYLE cost on every screen", () => {
  /** What each screen says Restyle Room costs. */
  async function shownCosts(worker: TestWorker, user: TestUser) {
    const pricing = (
      (await (await worker.fetch("/api/image-editing/pricing")).json()) as { creditCosts: { RESTYLE: number } }
    ).creditCosts.RESTYLE;
    const landing = await (await worker.fetch("/")).text();
    const dashboard = await (await worker.fetch("/app/dashboard", { headers: user.headers })).text();
    const chooser = await (await worker.fetch("/app/image-editing", { headers: user.headers })).text();
    const wizard = await (await worker.fetch("/app/restyle", { headers: user.headers })).text();
    const sidebar = dashboard.slice(dashboard.indexOf('data-testid="sidebar"'));
    const match = (html: string, pattern: RegExp) => Number(pattern.exec(html)?.[1]);
    return {
      pricing,
      landing: match(landing, /data-testid="tool-cost-restyle"[^>]*>(\d+) credits</),
      dashboard: match(dashboard, /data-testid="tool-card-restyle"[\s\S]*?>(\d+) credits</),
      chooser: match(chooser, /data-testid="tool-card-restyle"[\s\S]*?>(\d+) credits</),
      sidebar: match(sidebar, /href="\/app\/restyle"[\s\S]*?>(\d+)</),
      wizard: match(wizard, /data-testid="cost-vs-balance"[\s\S]*?Costs (\d+) credits/),
      debit: 50 - ((await post(worker, user, body())).body.user?.credits ?? Number.NaN),
    };
  }

  it("shows the table's 20 by default, and 35 everywhere once CREDIT_COSTS says so", async () => {
    const every = (cost: number) => ({
      pricing: cost,
      landing: cost,
      dashboard: cost,
      chooser: cost,
      sidebar: cost,
      wizard: cost,
      debit: cost,
    });
    expect(await shownCosts(local, await createUser(local, { credits: 50 }))).toEqual(every(20));
    const custom = await workerFor({ vars: { CREDIT_COSTS: JSON.stringify({ RESTYLE: 35 }) } });
    try {
      expect(await shownCosts(custom, await createUser(custom, { credits: 50 }))).toEqual(every(35));
    } finally {
      await custom.dispose();
    }
  });
});

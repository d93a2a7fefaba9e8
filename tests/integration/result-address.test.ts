/**
 * A run answers with the address of its result (docs/results.md): the owner reads the stored image
 * there, anyone else gets 404; `Prefer: return=minimal` leaves the bytes out of the answer. The
 * interior designer's next round names the result by its id instead of sending it back.
 */
import { describe, expect, it } from "vitest";
import { fixtureFile, validBody } from "../support/images";
import { createUser, generationRows, ledgerState, submitToolForm, type TestUser } from "../support/users";
import { multipartForm, postToTool } from "../support/worker";
import { useWorker } from "../support/fixtures";

const worker = useWorker();
const MINIMAL = { Prefer: "return=minimal" };

const image = (user: TestUser | null, url: string, headers: Record<string, string> = {}) =>
  worker.fetch(url, { headers: { ...(user?.headers ?? {}), ...headers } });

describe("a run's answer names its result", () => {
  it("the owner reads the image at imageUrl, with the image route's caching; another user gets 404", async () => {
    const owner = await createUser(worker, { credits: 50 });
    const { status, body } = await postToTool(worker, owner, "recolor", validBody("recolor"));
    expect(status).toBe(200);
    expect(body.imageUrl).toBe(`/api/generations/${body.generationId}/image`);

    const served = await image(owner, body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe(body.mimeType);
    expect(served.headers.get("Cache-Control")).toBe("private, no-cache");
    const etag = served.headers.get("ETag");
    expect(etag).toBeTruthy();
    // API clients written to the spec still get the bytes in the answer: the same image.
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(body.imageBase64, "base64"))).toBe(true);
    expect((await image(owner, body.imageUrl, { "If-None-Match": etag! })).status).toBe(304);

    const stranger = await createUser(worker, { credits: 50 });
    const refused = await image(stranger, body.imageUrl);
    expect(refused.status).toBe(404);
    // The same answer as an id that names nothing: a stranger learns nothing of whose it is.
    const unknown = await image(stranger, `/api/generations/${crypto.randomUUID()}/image`);
    expect(await refused.json()).toEqual(await unknown.json());
    expect((await image(null, body.imageUrl)).status).toBe(401);
  });

  it("the answer with the bytes declares its length, as a client reading it off the socket sees it", async () => {
    const user = await createUser(worker, { credits: 50 });
    // Straight to the Worker's socket (Miniflare's entry would send any body chunked), from its own origin.
    const socket = await worker.mf.unsafeGetDirectURL("app");
    const response = await worker.directFetch("/api/image-editing/recolor", {
      method: "POST",
      headers: { ...user.headers, Origin: socket.origin, "Content-Type": "application/json" },
      body: JSON.stringify(validBody("recolor")),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const text = await response.text();
    expect(Number(response.headers.get("Content-Length"))).toBe(Buffer.byteLength(text));
    const body = JSON.parse(text) as { imageUrl: string; imageBase64: string; mimeType: string };
    const served = await image(user, body.imageUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(body.imageBase64, "base64"))).toBe(true);
  });

  it("Prefer: return=minimal leaves imageBase64 out, says so, and the result is still at imageUrl", async () => {
    const user = await createUser(worker, { credits: 50 });
    const { status, headers, body } = await postToTool(worker, user, "recolor", validBody("recolor"), MINIMAL);
    expect(status).toBe(200);
    expect(headers.get("Preference-Applied")).toBe("return=minimal");
    expect(Object.keys(body).sort()).toEqual(["commercialLicence", "generationId", "imageUrl", "mimeType", "user"]);
    expect(body.user).toEqual({ credits: 40 });
    const served = await image(user, body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe(body.mimeType);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    // Another preference, or none among several, keeps the answer as the spec has it.
    const other = await postToTool(worker, user, "recolor", validBody("recolor"), { Prefer: "respond-async, wait=5" });
    expect(other.status).toBe(200);
    expect(other.headers.get("Preference-Applied")).toBeNull();
    expect(typeof other.body.imageBase64).toBe("string");
  });
});

/** A first interior design, made through the page's form: its generation id. */
async function firstDesign(user: TestUser) {
  const form = multipartForm({
    room: fixtureFile("room.jpg", "image/jpeg"),
    item1: fixtureFile("item-armchair.png", "image/png"),
    item2: fixtureFile("item-plant.jpg", "image/jpeg"),
  });
  const location = await submitToolForm(worker, user, "/app/interior-designer", form);
  return new URL(location, worker.origin).searchParams.get("result") ?? "";
}

/** The wizard's next round: the result named, not uploaded, and two new items. */
const nextRound = (user: TestUser, continueFrom: string) =>
  worker.fetch("/api/image-editing/interior-designer", {
    method: "POST",
    body: multipartForm({
      continueFrom,
      item1: fixtureFile("item-plant.jpg", "image/jpeg"),
      item2: fixtureFile("item-armchair.png", "image/png"),
    }),
    headers: { ...user.headers, ...MINIMAL },
  });

describe("the interior designer's next round names the previous result", () => {
  it("goes on from the owner's stored result, paid once per round, the ledger settled", async () => {
    const owner = await createUser(worker, { credits: 100 });
    const first = await firstDesign(owner);
    const cost = 100 - (await ledgerState(worker, owner.id)).balance;
    const stored = Buffer.from(await (await image(owner, `/api/generations/${first}/image`)).arrayBuffer());

    const res = await nextRound(owner, first);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { generationId: string; imageUrl: string; user: { credits: number } };
    expect(body).not.toHaveProperty("imageBase64");
    expect(body.user.credits).toBe(100 - 2 * cost);
    // The round's room is the very bytes the first round stored.
    const room = await image(owner, `${body.imageUrl}?part=before`);
    expect(Buffer.from(await room.arrayBuffer()).equals(stored)).toBe(true);
    expect(await ledgerState(worker, owner.id)).toEqual({
      balance: 100 - 2 * cost,
      ledgerSum: 100 - 2 * cost,
      rows: 3,
    });
    expect((await generationRows(worker, owner.id)).map((row) => row.status)).toEqual(["succeeded", "succeeded"]);
  });

  it.each([
    ["another user's result", "theirs"],
    ["an id that names nothing", "missing"],
    ["an id that is no id", "not-an-id"],
  ] as const)("refuses %s with 404 before anything is staged or debited", async (_, which) => {
    const owner = await createUser(worker, { credits: 100 });
    const theirs = which === "theirs" ? await firstDesign(owner) : "";
    const id = { theirs, missing: crypto.randomUUID(), "not-an-id": "../../etc" }[which];
    const user = await createUser(worker, { credits: 100 });

    const res = await nextRound(user, id);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "not_found", message: "No generation with this id." });
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 100, ledgerSum: 100, rows: 1 });
    expect(await generationRows(worker, user.id)).toEqual([]);
    const bucket = await worker.bucket();
    expect((await bucket.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
  });
});

/**
 * /app/designs lists every one of the user's results, newest first, a page at a time, as plain
 * HTML links (no JavaScript needed): "Older designs" carries the cursor of the next page, each
 * design opens its tool's stored-result page. Only the owner's finished results show; a cursor
 * that is no cursor, or one taken from someone else's designs, never shows another account's
 * designs and never fails the page. The generations API lists only results when asked, as the
 * dashboard's strip asks.
 */
import { describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../support/users";
import { useWorker } from "../support/fixtures";
import { storeGenerations } from "../support/generations";

const worker = useWorker();
const PAGE_SIZE = 24;

async function designsPage(user: TestUser, query = "") {
  const res = await worker.fetch(`/app/designs${query}`, { headers: { Cookie: user.cookie }, redirect: "manual" });
  const html = await res.text();
  const opened = [...html.matchAll(/href="\/app\/recolor\?result=([0-9a-f-]{36})"/g)].map((match) => match[1]);
  const older = /href="\/app\/designs\?before=([^"]+)"/.exec(html)?.[1];
  return { status: res.status, html, opened, older: older && decodeURIComponent(older.replace(/&amp;/g, "&")) };
}

describe("the designs page", () => {
  it("pages through every result, newest first, each opening its stored-result page", async () => {
    const user = await createUser(worker, { credits: 0 });
    const ids = await storeGenerations(worker, user, 30, Date.now());
    const failed = await storeGenerations(worker, user, 2, Date.now() - 10 * 60_000, "failed");
    const first = await designsPage(user);
    expect(first.status).toBe(200);
    expect(first.html).toContain("<title>Your designs — RoomMuse</title>");
    expect(first.opened).toEqual(ids.slice(-PAGE_SIZE).reverse());
    expect(first.older).toMatch(/^\d+:[0-9a-f-]{36}$/);

    const second = await designsPage(user, `?before=${encodeURIComponent(first.older ?? "")}`);
    expect(second.status).toBe(200);
    expect(second.opened).toEqual(ids.slice(0, 30 - PAGE_SIZE).reverse());
    expect(second.older).toBeUndefined();
    // A failed transformation has no result to open.
    expect([...first.opened, ...second.opened]).not.toEqual(expect.arrayContaining([failed[0]]));
    // The way back to the newest.
    expect(second.html).toMatch(/href="\/app\/designs"[^>]*rel="prev"|rel="prev"[^>]*href="\/app\/designs"/);
  });

  it("shows only the owner's designs, whatever cursor it is given", async () => {
    const owner = await createUser(worker, { credits: 0 });
    const other = await createUser(worker, { credits: 0 });
    const mine = await storeGenerations(worker, owner, 3, Date.now());
    const theirs = await storeGenerations(worker, other, 3, Date.now() + 60_000);
    const theirCursor = `${Date.now() + 60_000}:${theirs[2]}`;
    for (const query of [
      "",
      `?before=${encodeURIComponent(theirCursor)}`,
      "?before=not-a-cursor",
      `?before=${"9".repeat(40)}:${theirs[0]}`,
      "?before=1:x",
      "?before=",
      `?before=${encodeURIComponent("1' OR 1=1 --")}`,
    ]) {
      const page = await designsPage(owner, query);
      expect(page.status, query).toBe(200);
      expect(page.opened, query).toEqual([...mine].reverse());
      // Their cursor may echo in the address; their designs (links, images) never show.
      for (const id of theirs) expect(page.html, query).not.toMatch(new RegExp(`result=${id}|generations/${id}`));
    }
  });

  it("has an API that lists only results when asked (results=1), for the dashboard's strip", async () => {
    const user = await createUser(worker, { credits: 0 });
    const done = await storeGenerations(worker, user, 2, Date.now() - 60 * 60_000);
    const failed = await storeGenerations(worker, user, 13, Date.now(), "failed");
    const list = async (query: string) => {
      const res = await worker.fetch(`/api/generations${query}`, { headers: user.headers });
      return { status: res.status, body: (await res.json()) as { generations?: { id: string }[] } };
    };
    const all = await list("?limit=12");
    expect(all.body.generations?.map((g) => g.id)).toEqual(failed.slice(-12).reverse());
    const results = await list("?limit=12&results=1");
    expect(results.body.generations?.map((g) => g.id)).toEqual([...done].reverse());
    const bad = await list("?results=yes");
    expect(bad.status).toBe(400);
  });

  it("sends a signed-out visitor to sign in, and back here afterwards", async () => {
    const res = await worker.fetch("/app/designs?before=1", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toContain(encodeURIComponent("/app/designs?before=1"));
  });
});

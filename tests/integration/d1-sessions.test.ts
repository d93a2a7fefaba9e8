/**
 * D1 read replication through the Sessions API: a browser carries the newest bookmark it has seen
 * (cookie), its next read opens the request's D1 session from it, so it reads its own writes
 * even from a replica; a write, or a request with no valid bookmark, starts on the primary.
 * Which start a request took is in its Server-Timing header (outside production).
 */
import { describe, expect, it } from "vitest";
import { validBody } from "../support/images";
import { createUser, type TestUser } from "../support/users";
import { useWorker } from "../support/fixtures";
import { jsonPost } from "../support/worker";

const worker = useWorker();

const BOOKMARK_COOKIE = /(?:^|,\s*)rm_d1=([^;]+);/;

function d1Start(response: { headers: { get(name: string): string | null } }): string | undefined {
  return /d1-session;desc="([^"]+)"/.exec(response.headers.get("Server-Timing") ?? "")?.[1];
}

function bookmarkOf(response: { headers: { get(name: string): string | null } }): string | undefined {
  return BOOKMARK_COOKIE.exec(response.headers.get("Set-Cookie") ?? "")?.[1];
}

const withBookmark = (user: TestUser, bookmark: string) => ({
  ...user.headers,
  Cookie: `${user.cookie}; rm_d1=${bookmark}`,
});

describe("D1 sessions and bookmarks", () => {
  it("a user sees their own write on the very next read, which starts from the bookmark the write left", async () => {
    const user = await createUser(worker, { credits: 100 });
    const write = await worker.fetch("/api/image-editing/recolor", jsonPost(validBody("recolor"), user.headers));
    expect(write.status).toBe(200);
    const { generationId } = (await write.json()) as { generationId: string };
    expect(d1Start(write)).toBe("first-primary");
    const afterWrite = bookmarkOf(write);
    expect(afterWrite).toBeTruthy();

    const read = await worker.fetch("/api/generations", { headers: withBookmark(user, afterWrite!) });
    expect(read.status).toBe(200);
    expect(d1Start(read)).toBe("bookmark");
    const { generations } = (await read.json()) as { generations: { id: string; status: string }[] };
    expect(generations[0]).toMatchObject({ id: generationId, status: "succeeded" });
    // The bookmark never goes backwards: a newer one replaces it, an equal one is not sent again.
    const next = bookmarkOf(read);
    if (next) expect(next > afterWrite!).toBe(true);
  });

  it("a signed-in page hands the browser a bookmark, and a read without one starts on the primary", async () => {
    const user = await createUser(worker);
    const first = await worker.fetch("/app/dashboard", { headers: user.headers });
    expect(first.status).toBe(200);
    expect(d1Start(first)).toBe("first-primary");
    const bookmark = bookmarkOf(first);
    expect(bookmark).toMatch(/^[0-9a-f]+(?:-[0-9a-f]+){3}$/);
    expect(first.headers.get("Set-Cookie")).toMatch(/rm_d1=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/);

    const second = await worker.fetch("/app/dashboard", { headers: withBookmark(user, bookmark!) });
    expect(second.status).toBe(200);
    expect(d1Start(second)).toBe("bookmark");
  });

  it("a state-changing request starts on the primary even when it carries a bookmark", async () => {
    const user = await createUser(worker, { credits: 100 });
    const page = await worker.fetch("/app/dashboard", { headers: user.headers });
    const write = await worker.fetch(
      "/api/image-editing/recolor",
      jsonPost(validBody("recolor"), withBookmark(user, bookmarkOf(page)!)),
    );
    expect(write.status).toBe(200);
    expect(d1Start(write)).toBe("first-primary");
  });

  it("a tampered bookmark is ignored: the page still opens, from the primary", async () => {
    const user = await createUser(worker);
    for (const forged of ["garbage", "1-2-3", "00000000-00000001-00000000-zz", "%00"]) {
      const res = await worker.fetch("/app/dashboard", { headers: withBookmark(user, forged) });
      expect(res.status).toBe(200);
      expect(d1Start(res)).toBe("first-primary");
    }
  });

  it("a public page sets no bookmark cookie (it makes no D1 query)", async () => {
    const res = await worker.fetch("/", { headers: { "Accept-Language": "en" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie") ?? "").not.toContain("rm_d1=");
  });
});

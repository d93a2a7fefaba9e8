import { describe, expect, it } from "vitest";
import { SHARED_PAGE_HEADER } from "../app/utils/edge-cache.server";
import { keepIfShared } from "./page-cache";

const key = new Request("https://roommuse.test/.page-cache/build/en/about");
const html = (headers: Record<string, string>, status = 200) =>
  new Response("<!DOCTYPE html><p>page</p>", { status, headers: { "Content-Type": "text/html", ...headers } });

describe("keepIfShared", () => {
  it.each([
    ["sets a cookie", key, html({ [SHARED_PAGE_HEADER]: "1", "Set-Cookie": "lng=es; Path=/" })],
    ["is not a shared page", key, html({})],
    ["was asked for by a signed-in visitor (no key)", null, html({ [SHARED_PAGE_HEADER]: "1" })],
    ["is not a 200", key, html({ [SHARED_PAGE_HEADER]: "1" }, 404)],
    ["says how it may be cached itself", key, html({ [SHARED_PAGE_HEADER]: "1", "Cache-Control": "no-store" })],
  ])("never keeps a page that %s, and never lets the internal mark out", async (_why, requestKey, response) => {
    const kept: Promise<unknown>[] = [];
    const result = keepIfShared(requestKey, response, "nonce", (promise) => kept.push(promise));
    expect(result.outcome).toBe("bypass");
    expect(kept).toEqual([]);
    expect(result.response.headers.has(SHARED_PAGE_HEADER)).toBe(false);
    expect(await result.response.text()).toBe("<!DOCTYPE html><p>page</p>");
  });
});

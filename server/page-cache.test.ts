import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SHARED_PAGE_HEADER } from "../app/utils/edge-cache.server";
import { keepIfShared, shareablePage } from "./page-cache";

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

describe("shareablePage", () => {
  const nonce = "bm9uY2Utb2YtdGhlLW1pc3M=";
  const sha256 = (code: string) => createHash("sha256").update(code).digest("base64");

  it("takes the nonce out and names each inline script by its SHA-256", async () => {
    const page = await shareablePage(
      `<head><script nonce="${nonce}">a()</script></head><body><script nonce="${nonce}">b("é")</script></body>`,
      nonce,
    );
    expect(page).toEqual({
      html: '<head><script>a()</script></head><body><script>b("é")</script></body>',
      sha256: [sha256("a()"), sha256('b("é")')],
    });
  });

  it.each([
    ["loads a script file (a hash names inline code only)", `<script nonce="${nonce}" src="/x.js"></script>`],
    ["shows its nonce anywhere else", `<script nonce="${nonce}">a()</script><meta content="${nonce}">`],
  ])("keeps no copy of a page that %s", async (_why, html) => {
    expect(await shareablePage(html, nonce)).toBeNull();
  });
});

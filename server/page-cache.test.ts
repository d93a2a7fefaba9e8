import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SHARED_PAGE_HEADER } from "../app/utils/edge-cache.server";
import { gunzipSync } from "node:zlib";
import {
  acceptsGzip,
  clientAcceptEncoding,
  keepIfShared,
  RecentPages,
  RememberedPage,
  shareablePage,
} from "./page-cache";

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

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["*", true],
    ["identity", false],
    ["gzip;q=0", false],
    [null, false],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe("clientAcceptEncoding", () => {
  const request = (header: string | null, cf?: Record<string, unknown>) =>
    Object.assign(new Request("https://roommuse.example/", header ? { headers: { "Accept-Encoding": header } } : {}), {
      cf,
    });

  it("is the client's own header that the edge kept aside, not the one it gave the Worker", () => {
    // curl without --compressed: the edge sends the Worker "br, gzip" and keeps "" for the client.
    expect(acceptsGzip(clientAcceptEncoding(request("br, gzip", { clientAcceptEncoding: "" })))).toBe(false);
    expect(clientAcceptEncoding(request("br, gzip", { clientAcceptEncoding: "identity" }))).toBe("identity");
    expect(clientAcceptEncoding(request("br, gzip", { clientAcceptEncoding: "gzip, deflate" }))).toBe("gzip, deflate");
  });

  it("is the request's header where no edge stands in front", () => {
    expect(clientAcceptEncoding(request("gzip"))).toBe("gzip");
    expect(clientAcceptEncoding(request(null))).toBeNull();
  });
});

describe("RecentPages", () => {
  const page = (text: string) =>
    RememberedPage.from(200, new Headers({ "Content-Type": "text/html" }), new TextEncoder().encode(text).buffer);
  const text = (remembered: RememberedPage | undefined) => remembered?.response(false).text();

  it("gives the same page again, as many times as asked, with its status and headers", async () => {
    const pages = new RecentPages();
    pages.set("/en/", await page("<p>home</p>"));
    for (let i = 0; i < 3; i++) {
      const response = pages.get("/en/")?.response(false);
      expect(response?.status).toBe(200);
      expect(response?.headers.get("Content-Type")).toBe("text/html");
      expect(response?.headers.get("Vary")).toBe("Accept-Encoding");
      expect(response?.headers.has("Content-Encoding")).toBe(false);
      expect(await response?.text()).toBe("<p>home</p>");
    }
    expect(pages.get("/es/")).toBeUndefined();
  });

  it("sends the page already gzipped to a visitor who takes gzip, as bytes that unzip to the page", async () => {
    const response = (await page("<p>¡hola!</p>".repeat(100))).response(true);
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(200);
    expect(gunzipSync(bytes).toString()).toBe("<p>¡hola!</p>".repeat(100));
  });

  it.each([
    ["count", (_size: number) => ({ pages: 2, bytes: 1_000_000, ttlMs: 60_000 })],
    ["bytes", (size: number) => ({ pages: 10, bytes: 2 * size + 1, ttlMs: 60_000 })],
  ])("forgets the least recently served page beyond its %s", async (_bound, limits) => {
    const pages = new RecentPages(limits((await page("aaa")).byteLength));
    pages.set("a", await page("aaa"));
    pages.set("b", await page("bbb"));
    await text(pages.get("a"));
    pages.set("c", await page("ccc"));
    expect(pages.get("b")).toBeUndefined();
    expect([await text(pages.get("a")), await text(pages.get("c"))]).toEqual(["aaa", "ccc"]);
  });

  it("never keeps a page larger than all its bytes, and forgets nothing for it", async () => {
    const pages = new RecentPages({ pages: 10, bytes: 100, ttlMs: 60_000 });
    pages.set("c", await page("ccc"));
    pages.set("e", await page("a page larger than every limit, even once it is gzipped".repeat(4)));
    expect(pages.get("e")).toBeUndefined();
    expect(await text(pages.get("c"))).toBe("ccc");
  });

  it("forgets a page once its time at the edge is over", async () => {
    let now = 0;
    const pages = new RecentPages({ pages: 2, bytes: 100, ttlMs: 1000 }, () => now);
    pages.set("a", await page("aaa"));
    now = 999;
    expect(pages.get("a")).toBeDefined();
    now = 1000;
    expect(pages.get("a")).toBeUndefined();
  });
});

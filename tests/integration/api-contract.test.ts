/**
 * docs/api.md is the contract for API and extension clients, and this file holds it to the Worker:
 * every request example in it (an `http` block) is sent as written, and its answer must be the
 * one documented right after it (a `json <status>` block): the status, and the body's shape (the
 * same keys, no more and no fewer, with values of the same JSON type; `error`, `token_type` and
 * booleans word for word). The examples are read out of the Markdown, so the two cannot drift.
 * `{{name}}` in an example stands for a value of this run: a fresh signed-in user's tokens and id,
 * the extension's state, challenge and verifier, and the code its redirect URI last received.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { signInViaHttp } from "../support/sign-in";
import { useWorker } from "../support/fixtures";
import { CHROME_EXTENSION_ID, extensionFlow, TEST_EXTENSIONS } from "../support/extension";

const worker = useWorker({ vars: { EXTENSION_IDS: TEST_EXTENSIONS } });

interface Example {
  title: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
  status: number;
  answer: unknown;
}

/** Each `http` block of the document with the `json <status>` block that follows it. */
function examplesOf(markdown: string): { examples: Example[]; requests: number } {
  const requests = [...markdown.matchAll(/^```http$/gm)].length;
  const examples: Example[] = [];
  const pair = /^```http\n([\s\S]*?)\n```\s*\n```json (\d{3})\n([\s\S]*?)\n```/gm;
  for (const match of markdown.matchAll(pair)) {
    const [head, ...rest] = match[1].split("\n");
    const blank = rest.indexOf("");
    const headerLines = blank < 0 ? rest : rest.slice(0, blank);
    const body = blank < 0 ? undefined : rest.slice(blank + 1).join("\n");
    const [method, path] = head.split(" ");
    const headers = Object.fromEntries(
      headerLines.map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
    );
    examples.push({ title: head, method, path, headers, body, status: Number(match[2]), answer: JSON.parse(match[3]) });
  }
  return { examples, requests };
}

/** Where `actual` differs from the documented `shape` (see the file's comment); empty when it conforms. */
function differences(actual: unknown, shape: unknown, at = "answer"): string[] {
  const typeOf = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
  if (typeOf(actual) !== typeOf(shape))
    return [`${at}: ${JSON.stringify(actual)} is not like ${JSON.stringify(shape)}`];
  if (Array.isArray(shape) && Array.isArray(actual))
    return shape.length ? actual.flatMap((item, i) => differences(item, shape[0], `${at}[${i}]`)) : [];
  if (typeOf(shape) === "object") {
    const [a, s] = [actual as Record<string, unknown>, shape as Record<string, unknown>];
    const keys = new Set([...Object.keys(a), ...Object.keys(s)]);
    return [...keys].flatMap((key) =>
      !(key in s)
        ? [`${at}.${key}: answered but not documented`]
        : !(key in a)
          ? [`${at}.${key}: documented but not answered`]
          : differences(a[key], s[key], `${at}.${key}`),
    );
  }
  const exact = typeof shape === "boolean" || /\.(error|token_type)$/.test(at);
  return exact && actual !== shape ? [`${at}: ${JSON.stringify(actual)}, documented ${JSON.stringify(shape)}`] : [];
}

const doc = readFileSync("docs/api.md", "utf8");
const { examples, requests } = examplesOf(doc);

describe("docs/api.md", () => {
  it("pairs every request example with its documented answer", () => {
    expect(examples.length).toBe(requests);
    expect(examples.length).toBeGreaterThan(15);
  });

  it("names every /api route of the app, as /api/…/{param}", () => {
    const routes = readdirSync("app/routes")
      .filter((file) => /^api\..*\.ts$/.test(file) && file !== "api.$.ts" && !file.includes(".test."))
      .map(
        (file) =>
          `/${file
            .replace(/\.ts$/, "")
            .split(".")
            .map((segment) => segment.replace(/_$/, "").replace(/^\$(\w+)$/, "{$1}"))
            .join("/")}`,
      );
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.filter((route) => !doc.includes(route))).toEqual([]);
  });

  it("answers every request example as documented", async () => {
    const flow = extensionFlow(CHROME_EXTENSION_ID);
    const shared: Record<string, string> = {
      extension_id: CHROME_EXTENSION_ID,
      state: flow.state,
      code_challenge: flow.challenge,
      code_verifier: flow.verifier,
      // Until a handoff sends the redirect URI its code: a code of the right form that opens nothing.
      code: randomBytes(32).toString("base64url"),
    };
    const problems: string[] = [];
    for (const example of examples) {
      // A user of its own for each example: some sign out or delete the account.
      const user = await signInViaHttp(worker);
      const tokens = (await (
        await worker.fetch("/api/auth/token", { method: "POST", headers: user.headers })
      ).json()) as {
        access_token: string;
        refresh_token: string;
      };
      const vars: Record<string, string> = { ...shared, ...tokens, user_id: user.id };
      const fill = (text: string) =>
        text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
          if (!(name in vars)) throw new Error(`${example.title}: no value for {{${name}}}`);
          return vars[name];
        });
      const headers = Object.fromEntries(Object.entries(example.headers).map(([k, v]) => [k, fill(v)]));
      const res = await worker.fetch(fill(example.path), {
        method: example.method,
        headers,
        body: example.body === undefined ? undefined : fill(example.body),
        redirect: "manual",
      });
      const text = await res.text();
      const answer = text ? JSON.parse(text) : null;
      const found = [
        ...(res.status === example.status ? [] : [`status ${res.status}, documented ${example.status}`]),
        ...differences(answer, example.answer),
      ];
      if (found.length)
        problems.push(`${example.method} ${example.path}: ${found.join("; ")}\n  ${text.slice(0, 600)}`);
      // The code the extension's redirect URI received, for the read that follows.
      const redirected = (answer as { redirect_to?: string } | null)?.redirect_to;
      if (redirected) shared.code = new URL(redirected).searchParams.get("code") ?? "";
      if (res.status === 405) expect(res.headers.get("Allow"), example.title).toBeTruthy();
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

describe("a method a route does not take", () => {
  it.each([
    "/api/auth/token",
    "/api/auth/refresh",
    "/api/auth/logout",
    "/api/auth/extension-session",
    "/api/credits/purchase",
    "/api/stripe/create-checkout-session",
    "/api/stripe/payment-success",
    "/api/stripe/webhook",
    "/api/image-editing/recolor",
  ])("GET %s answers 405 with Allow: POST", async (path) => {
    const res = await worker.fetch(path, { headers: { "Accept-Language": "es" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
    expect(await res.json()).toEqual({
      error: "method_not_allowed",
      message: expect.stringContaining("GET"),
    });
  });

  it("names every method a route does take, and a read-only route's GET", async () => {
    const allow = async (path: string, method: string) => {
      const res = await worker.fetch(path, { method, headers: { Origin: worker.origin } });
      expect(res.status, `${method} ${path}`).toBe(405);
      return res.headers.get("Allow");
    };
    expect(await allow("/api/users/me", "PUT")).toBe("GET, DELETE");
    expect(await allow("/api/tool-drafts/recolor", "GET")).toBe("POST, DELETE");
    expect(await allow("/api/health", "POST")).toBe("GET, HEAD");
    expect(await allow("/api/auth/extension-session/x".padEnd(60, "x"), "POST")).toBe("GET");
  });
});

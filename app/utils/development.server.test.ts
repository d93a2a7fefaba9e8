import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { developmentRoutesOpen, isLoopbackRequest } from "./development.server";

const context = (ENVIRONMENT: "development" | "production") => ({ env: { ENVIRONMENT } }) as unknown as AppLoadContext;

describe("development routes: exposure beyond a developer's own machine", () => {
  it.each([
    "http://localhost:8787/dev/mailbox",
    "http://127.0.0.1:8787/dev/mailbox",
    "http://127.1.2.3/dev/mailbox",
    "http://[::1]:8787/dev/mailbox",
    "http://app.localhost/dev/mailbox",
  ])("counts %s as loopback", (url) => expect(isLoopbackRequest(new Request(url))).toBe(true));

  it.each([
    "https://roommuse.example/dev/mailbox",
    "https://roommuse.workers.dev/dev/mailbox",
    "http://localhost.evil.example/dev/mailbox",
    "http://127.0.0.1.nip.io/dev/mailbox",
    "http://10.0.0.1/dev/mailbox",
  ])("does not count %s as loopback", (url) => expect(isLoopbackRequest(new Request(url))).toBe(false));

  it("opens only for development on a loopback host", () => {
    const local = new Request("http://127.0.0.1:8787/dev/mailbox");
    const remote = new Request("https://roommuse.example/dev/mailbox");
    expect(developmentRoutesOpen(local, context("development"))).toBe(true);
    expect(developmentRoutesOpen(local, context("production"))).toBe(false);
    expect(developmentRoutesOpen(remote, context("development"))).toBe(false);
  });
});

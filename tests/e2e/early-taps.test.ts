/**
 * A phone user often taps before a page has finished starting. A tap that reached React in the
 * moment it took the page over made it give up (React error #345): the page kept the server's
 * HTML and no button that needs JavaScript ever worked (app/utils/hydration.ts). Here the
 * "finger" taps the page's heading between every two tasks from the first byte until React says
 * the page is its own; the page must then answer its first real tap like any other.
 */
import { describe, expect, it } from "vitest";
import { newPage, PHONE } from "../support/browser";
import { useApp } from "../support/e2e";
import { TEXTS } from "../support/texts";
import { createUser } from "../support/users";
import { hydrated, signInAs, skipTours } from "./app-support";
import { HYDRATED_ATTRIBUTE } from "~/utils/hydration";
import { DASHBOARD_PATH } from "~/utils/paths";

const e2e = useApp();
const nav = TEXTS.en.app.nav;

/** Taps the heading (which does nothing) between every two tasks the page runs, until it is hydrated. */
function tapWhileStarting(attribute: string) {
  const tap = () => document.querySelector("main h1")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  const turns = new MessageChannel();
  turns.port1.onmessage = () => {
    if (document.documentElement?.hasAttribute(attribute)) return;
    tap();
    turns.port2.postMessage(null);
  };
  turns.port2.postMessage(null);
}

describe("taps while a signed-in page starts", () => {
  // Pages that hydrate (the credit history loads no script: nothing there for a tap to stop).
  for (const path of [DASHBOARD_PATH, "/app/recolor", "/app/image-editing"])
    it(`leave ${path} working`, async () => {
      const user = await createUser(e2e.worker, { credits: 30 });
      const { page, problems } = await newPage(e2e.browser, { viewport: PHONE });
      await page.addInitScript(tapWhileStarting, HYDRATED_ATTRIBUTE);
      await skipTours(page);
      await signInAs(page, e2e.url, user);
      await page.goto(`${e2e.url}${path}`);
      // A page React gave up on never says it is hydrated; the page error says why.
      const started = await hydrated(page).then(
        () => "hydrated",
        () => "never hydrated",
      );
      expect({ started, problems }).toEqual({ started: "hydrated", problems: [] });
      // More opens the menu in place (JavaScript); without it, it would be a link to the tools page.
      await page.getByTestId("bottom-bar").getByRole("link", { name: nav.more }).click();
      await page.getByTestId("mobile-menu").getByRole("button", { name: nav.closeMenu }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(problems).toEqual([]);
    });
});

/**
 * What a signed-in page makes the browser download before it is interactive (issue: signed-in
 * pages that paint first; docs/decisions/0023): at most 8 script files, the shared client code in
 * React's file, no library in two files, and every file the scripts import is one the page
 * announced up front (no waterfall of imports discovered late).
 */
import { describe, expect, it } from "vitest";
import { APP_PAGES } from "../support/app-pages";
import { useWorker } from "../support/fixtures";
import { announcedScripts, librariesByFile, loadedScripts } from "../support/page-scripts";
import { createUser } from "../support/users";
import { LOCAL_GENERATIONS_PREFIX } from "~/components/app/app-context";
import { ACCOUNT_PATH, CREDIT_HISTORY_PATH, DASHBOARD_PATH, DESIGNS_PATH } from "~/utils/paths";
import { AFTER_PAINT_SCRIPT_TYPE, START_SCRIPTS_AFTER_PAINT } from "~/utils/paint-first";

const worker = useWorker();
const MAX_SCRIPT_FILES = 8;

async function pageScripts(path: string) {
  const user = await createUser(worker, { credits: 30 });
  const res = await worker.fetch(path, { headers: { Cookie: user.cookie }, redirect: "manual" });
  expect(res.status, path).toBe(200);
  const announced = announcedScripts(await res.text());
  return { announced, loaded: await loadedScripts(worker.fetch, announced) };
}

describe("the scripts of a signed-in page", () => {
  it.each(APP_PAGES)(`%s loads at most ${MAX_SCRIPT_FILES} script files, all announced with the page`, async (path) => {
    const { announced, loaded } = await pageScripts(path);
    expect([...loaded.keys()].sort()).toEqual([...announced].sort());
    expect(loaded.size).toBeLessThanOrEqual(MAX_SCRIPT_FILES);
    // Each library the page carries is in one file: React DOM, Remix's router; never zod or i18next.
    const libraries = librariesByFile(loaded);
    expect(Object.keys(libraries).sort()).toEqual(["@remix-run/router", "react-dom"]);
    for (const [name, files] of Object.entries(libraries)) expect(files, name).toHaveLength(1);
  });

  it("start after the first paint: the HTML announces them inert, with the one script that starts them", async () => {
    const user = await createUser(worker, { credits: 30 });
    for (const path of [DASHBOARD_PATH, "/app/recolor"]) {
      const html = await (await worker.fetch(path, { headers: { Cookie: user.cookie } })).text();
      expect(announcedScripts(html).size, path).toBeGreaterThan(4);
      // Nothing a browser would fetch or run before that script says so.
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(html, path).not.toMatch(/<script[^>]* type="module"/);
      expect(html.match(new RegExp(`<script[^>]* type="${AFTER_PAINT_SCRIPT_TYPE}"`, "g")), path).toHaveLength(1);
      expect(html, path).toContain(START_SCRIPTS_AFTER_PAINT);
    }
  });

  it("the shared app code travels in React's file", async () => {
    for (const path of ["/app/dashboard", "/app/recolor"]) {
      const { loaded } = await pageScripts(path);
      const [withReact] = librariesByFile(loaded)["react-dom"];
      // The key prefix of the signed-in user's local designs (app-context, shared app code).
      expect(loaded.get(withReact)?.body, path).toContain(`"${LOCAL_GENERATIONS_PREFIX}"`);
    }
  });

  it("buying from a dialog and the colour picker travel only to the dashboard and recolor, in one file", async () => {
    // The element ids of the payment confirmation and the colour picker's hex field, as the code writes them.
    const markers = ['"payment-confirmation-title"', "-hex`"];
    const filesWith = async (path: string) => {
      const { loaded } = await pageScripts(path);
      return markers.map((marker) => [...loaded].filter(([, s]) => s.body.includes(marker)).map(([file]) => file));
    };
    const shared = await filesWith(DASHBOARD_PATH);
    expect(shared.map((files) => files.length)).toEqual([1, 1]);
    expect(shared[1]).toEqual(shared[0]);
    // Recolor picks its colour with the picker's presets; the other tools load the kit when they need it.
    expect(await filesWith("/app/recolor")).toEqual(shared);
    for (const path of ["/app/restyle", "/app/clear-space", ACCOUNT_PATH, CREDIT_HISTORY_PATH, DESIGNS_PATH]) {
      expect(await filesWith(path), path).toEqual([[], []]);
    }
    expect(await filesWith("/app/image-editing")).toEqual([[], []]);
  });
});

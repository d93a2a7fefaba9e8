/**
 * What a signed-in page makes the browser download before it is interactive (docs/decisions/0029):
 * the pages made of links and plain forms (credit history, designs, account) no script at all;
 * the others Remix's own client, every file announced up front with the page (no waterfall of
 * imports discovered late), no library in two files, never zod or i18next.
 */
import { describe, expect, it } from "vitest";
import { APP_PAGES, SCRIPTLESS_APP_PAGES } from "../support/app-pages";
import { useWorker } from "../support/fixtures";
import { announcedScripts, librariesByFile, loadedScripts } from "../support/page-scripts";
import { createUser } from "../support/users";
import { LOCAL_GENERATIONS_PREFIX } from "~/components/app/app-context";
import { ACCOUNT_PATH, CREDIT_HISTORY_PATH, DASHBOARD_PATH, DESIGNS_PATH } from "~/utils/paths";

const worker = useWorker();

async function pageScripts(path: string) {
  const user = await createUser(worker, { credits: 30 });
  const res = await worker.fetch(path, { headers: { Cookie: user.cookie }, redirect: "manual" });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const announced = announcedScripts(html);
  return { html, announced, loaded: await loadedScripts(worker.fetch, announced) };
}

describe("the scripts of a signed-in page", () => {
  it.each(APP_PAGES.filter((path) => !SCRIPTLESS_APP_PAGES.includes(path)))(
    "%s hydrates with Remix's client, every file announced with the page",
    async (path) => {
      const { html, announced, loaded } = await pageScripts(path);
      expect(html, path).toContain("window.__remixContext");
      expect([...loaded.keys()].sort()).toEqual([...announced].sort());
      // Each library the page carries is in one file: React DOM, Remix's router; never zod or i18next.
      const libraries = librariesByFile(loaded);
      expect(Object.keys(libraries).sort()).toEqual(["@remix-run/router", "react-dom"]);
      for (const [name, files] of Object.entries(libraries)) expect(files, name).toHaveLength(1);
    },
  );

  it.each(SCRIPTLESS_APP_PAGES)("%s is plain HTML: no script, no preload, no page data", async (path) => {
    const { html, announced } = await pageScripts(path);
    expect(announced.size, path).toBe(0);
    expect(html, path).not.toMatch(/<script\b/);
    expect(html, path).not.toContain("__remixContext");
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

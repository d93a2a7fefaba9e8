import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { ServerTextsProvider } from "./i18n-react";
import { allTexts, pageTexts } from "./i18n.server";
import { ErrorBoundary } from "./root";
import { allowConsoleErrors } from "../tests/support/setup";

/** Renders the root ErrorBoundary the way the server does after a page's loader fails. */
async function renderFailure(lng: "en" | "es", failure: () => never) {
  const root = () => ({ locale: lng, texts: pageTexts(lng, "/") });
  const handler = createStaticHandler([
    { id: "root", path: "/", loader: root, ErrorBoundary, element: null, children: [{ index: true, loader: failure }] },
  ]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <ServerTextsProvider value={allTexts}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ServerTextsProvider>,
  );
}

describe("root ErrorBoundary", () => {
  it.each([
    ["en", "Something went wrong", "Back to home"],
    ["es", "Algo salió mal", "Volver al inicio"],
  ] as const)("renders an unexpected error in %s", async (lng, title, link) => {
    allowConsoleErrors(/database unavailable/);
    const html = await renderFailure(lng, () => {
      throw new Error("database unavailable");
    });
    expect(html).toContain(title);
    expect(html).toContain(link);
    expect(html).not.toContain("database unavailable");
  });

  it("renders a 404 as page not found", async () => {
    const html = await renderFailure("es", () => {
      throw new Response(null, { status: 404 });
    });
    expect(html).toContain("No encontramos esta página");
  });
});

import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { i18nConfig } from "./i18n";
import { resources } from "./i18n.server";
import { ErrorBoundary } from "./root";
import { allowConsoleErrors } from "../tests/support/setup";

/** Renders the root ErrorBoundary the way the server does after a loader fails. */
async function renderFailure(lng: "en" | "es", failure: () => never) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng, resources });
  const handler = createStaticHandler([{ path: "/", loader: failure, ErrorBoundary, element: null }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
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

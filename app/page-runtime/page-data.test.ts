import { describe, expect, it } from "vitest";
import { decodePageData, encodePageData, SAFE_ERROR_MESSAGE, type PageData } from "./page-data";

const page = (over: Partial<PageData>): PageData => ({
  routes: [{ id: "root", index: false, pathname: "/", params: {} }],
  loaderData: {},
  actionData: null,
  errors: null,
  ...over,
});

describe("a page's data, from the server's HTML to its scripts", () => {
  it("keeps dates as dates, at any depth", () => {
    const joined = new Date("2026-11-25T07:00:00.000Z");
    const data = decodePageData(
      encodePageData(page({ loaderData: { "routes/app": { user: { joined }, list: [joined] } } })),
    );
    const app = data.loaderData["routes/app"] as { user: { joined: Date }; list: Date[] };
    expect(app.user.joined).toBeInstanceOf(Date);
    expect(app.user.joined.getTime()).toBe(joined.getTime());
    expect(app.list[0]).toEqual(joined);
  });

  it("cannot end its script element early, whatever the data says", () => {
    const name = "</script><script>alert(1)</script>\u2028";
    const json = encodePageData(page({ loaderData: { root: { name } } }));
    expect(json).not.toMatch(/<\/?script/i);
    expect(json).not.toContain("\u2028");
    expect((decodePageData(json).loaderData.root as { name: string }).name).toBe(name);
  });

  it("gives a boundary the response a loader threw, and of any other error only a safe message", () => {
    const notFound = { status: 404, statusText: "Not Found", data: "no such design", internal: false };
    const data = decodePageData(
      encodePageData(
        page({ errors: { "routes/app.designs": notFound, "routes/app": new Error("D1 is down at 10.0.0.7") } }),
      ),
    );
    expect(data.errors?.["routes/app.designs"]).toEqual(notFound);
    const failure = data.errors?.["routes/app"];
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(SAFE_ERROR_MESSAGE);
  });

  it("leaves data that merely looks like a marked value alone", () => {
    const data = decodePageData(encodePageData(page({ actionData: { "routes/app": { status: 400, ok: false } } })));
    expect(data.actionData).toEqual({ "routes/app": { status: 400, ok: false } });
  });
});

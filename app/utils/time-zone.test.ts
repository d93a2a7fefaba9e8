import { describe, expect, it } from "vitest";
import { SERVER_TIME_ZONE, timeZoneOf } from "./time-zone";

describe("the time zone a cookie names", () => {
  it("is the zone when it is a known IANA name, URI-encoded as the browser writes it", () => {
    expect(timeZoneOf(encodeURIComponent("America/Argentina/Buenos_Aires"))).toBe("America/Argentina/Buenos_Aires");
  });
  it("is the server's for no cookie, an unknown zone, a damaged encoding or an overlong value", () => {
    for (const value of [null, "", "Mars/Olympus", "%E0%A4%A", "Europe/Madrid".repeat(10)])
      expect(timeZoneOf(value), String(value)).toBe(SERVER_TIME_ZONE);
  });
});

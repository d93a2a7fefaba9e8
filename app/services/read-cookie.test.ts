import { describe, expect, it } from "vitest";
import { readCookie } from "./session.server";

const withCookie = (cookie?: string) =>
  new Request("https://roommuse.example/", cookie === undefined ? {} : { headers: { Cookie: cookie } });

describe("readCookie", () => {
  it("reads one cookie among others, whatever the spacing", () => {
    expect(readCookie(withCookie("a=1;rm_session=abc.def; b=2"), "rm_session")).toBe("abc.def");
    expect(readCookie(withCookie("  rm_session=abc  "), "rm_session")).toBe("abc");
  });

  it("URL-decodes the value, as a browser's script wrote it with encodeURIComponent", () => {
    expect(readCookie(withCookie("rm_tz=America%2FArgentina%2FBuenos_Aires"), "rm_tz")).toBe(
      "America/Argentina/Buenos_Aires",
    );
    // A value that is not valid percent-encoding is kept as it came.
    expect(readCookie(withCookie("rm_tz=100%"), "rm_tz")).toBe("100%");
  });

  it("keeps '=' inside a value and takes the first of two cookies of one name", () => {
    expect(readCookie(withCookie("t=a=b=="), "t")).toBe("a=b==");
    expect(readCookie(withCookie("t=first; t=second"), "t")).toBe("first");
  });

  it("has nothing for a missing or empty cookie, or a name that only starts the same", () => {
    expect(readCookie(withCookie(), "rm_session")).toBeNull();
    expect(readCookie(withCookie("rm_session="), "rm_session")).toBeNull();
    expect(readCookie(withCookie("rm_session_old=x"), "rm_session")).toBeNull();
  });
});

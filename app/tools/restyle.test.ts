import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import en from "~/locales/en";
import es from "~/locales/es";
import {
  RESTYLE_FAMILY_IDS,
  RESTYLE_MODES,
  RESTYLE_STRENGTHS,
  RESTYLE_STYLE_FAMILIES,
  RESTYLE_PHOTO_STYLE,
  styleSwatchUrl,
  type RestyleChoice,
} from "./restyle";
import { RESTYLE_ROOMS, RESTYLE_STYLES, restyleInputSchema, restylePrompt } from "./restyle.server";

const every: RestyleChoice[] = RESTYLE_STYLES.flatMap((style) =>
  RESTYLE_ROOMS.flatMap((room) =>
    RESTYLE_MODES.flatMap((mode) =>
      RESTYLE_STRENGTHS.map((strength) => ({ style: style.id, roomType: room.id, mode, strength })),
    ),
  ),
);

describe("restyle presets", () => {
  it("offers at least 30 styles and 14 room types, with unique kebab-case ids", () => {
    expect(RESTYLE_STYLES.length).toBeGreaterThanOrEqual(30);
    expect(RESTYLE_ROOMS.length).toBeGreaterThanOrEqual(14);
    for (const ids of [RESTYLE_STYLES.map((s) => s.id), RESTYLE_ROOMS.map((r) => r.id)]) {
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    const styles = RESTYLE_STYLES.map((s) => s.id);
    for (const id of ["japandi", "industrial", "scandinavian", "mid-century-modern"]) expect(styles).toContain(id);
    const rooms = RESTYLE_ROOMS.map((r) => r.id);
    for (const id of ["entryway", "laundry-room", "walk-in-closet", "nursery", "game-room", "balcony", "sunroom"])
      expect(rooms).toContain(id);
  });

  it("puts every style in exactly one family of the picker, each family named in both languages", () => {
    const grouped = Object.values(RESTYLE_STYLE_FAMILIES).flat();
    expect([...grouped].sort()).toEqual(RESTYLE_STYLES.map((s) => s.id).sort());
    for (const family of RESTYLE_FAMILY_IDS) {
      expect(RESTYLE_STYLE_FAMILIES[family].length, family).toBeGreaterThanOrEqual(4);
      expect(en.tools.restyle.families[family]).not.toBe(es.tools.restyle.families[family]);
    }
  });

  it("names and describes every style, room, mode and strength in English and Spanish", () => {
    for (const messages of [en, es]) {
      const texts = messages.tools.restyle;
      for (const style of RESTYLE_STYLES) {
        const { name, description } = (texts.styles as Record<string, { name: string; description: string }>)[style.id];
        expect(name, style.id).toMatch(/\S/);
        expect(description, style.id).toMatch(/\S/);
        expect(description.length, style.id).toBeLessThanOrEqual(90);
      }
      for (const room of RESTYLE_ROOMS) expect((texts.rooms as Record<string, string>)[room.id]).toMatch(/\S/);
      for (const mode of RESTYLE_MODES)
        expect((texts.modes as Record<string, { name: string }>)[mode].name).toBeTruthy();
      for (const strength of RESTYLE_STRENGTHS)
        expect((texts.strengths as Record<string, { name: string }>)[strength].name).toBeTruthy();
    }
    // The Spanish grid is translated, not the English one again.
    const translated = RESTYLE_STYLES.filter(
      (s) =>
        (es.tools.restyle.styles as Record<string, { description: string }>)[s.id].description !==
        (en.tools.restyle.styles as Record<string, { description: string }>)[s.id].description,
    );
    expect(translated.length).toBe(RESTYLE_STYLES.length);
  });

  it("gives every style its own palette, dark to light", () => {
    const seen = new Set<string>();
    const lum = (hex: string) => {
      const n = Number.parseInt(hex.slice(1), 16);
      return 0.2126 * (n >> 16) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
    };
    for (const style of RESTYLE_STYLES) {
      const key = style.look.palette.join();
      expect(seen.has(key), style.id).toBe(false);
      seen.add(key);
      for (const hex of style.look.palette) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(lum(style.look.palette[0]), style.id).toBeLessThan(lum(style.look.palette[3]));
    }
  });
});

describe("restyle swatches", () => {
  it("has a swatch per style, drawn from the style's palette, with nothing fetched from elsewhere", () => {
    for (const style of RESTYLE_STYLES) {
      const svg = readFileSync(`public${styleSwatchUrl(style.id)}`, "utf8");
      for (const hex of style.look.palette) expect(svg, `${style.id} ${hex}`).toContain(`fill="${hex}"`);
      expect(svg.replace(`xmlns="http://www.w3.org/2000/svg"`, "")).not.toMatch(/href|url\(|https?:/);
    }
  });
});

describe("restylePrompt", () => {
  it(`builds all ${every.length} prompts, each naming the room and the style and guarding the geometry`, () => {
    expect(every.length).toBe(RESTYLE_STYLES.length * RESTYLE_ROOMS.length * 2 * 3);
    const prompts = new Set<string>();
    for (const choice of every) {
      const prompt = restylePrompt(choice);
      const label = JSON.stringify(choice);
      const room = RESTYLE_ROOMS.find((r) => r.id === choice.roomType)!;
      const style = RESTYLE_STYLES.find((s) => s.id === choice.style)!;
      expect(prompt, label).toMatch(new RegExp(`\\b${room.noun}\\b`));
      expect(prompt, label).toContain(style.prompt);
      expect(prompt, label).toContain(`Keep ${room.keep} where they are.`);
      // What a current image-editing model must be told to keep, piece by piece.
      for (const kept of ["walls", "ceiling", "window", "door", "camera position", "perspective", "framing"])
        expect(prompt, `${label} keeps ${kept}`).toContain(kept);
      expect(prompt, label).toContain(`Strength: ${choice.strength}.`);
      if (choice.mode === "stage") {
        expect(prompt, label).toContain("empty or nearly empty");
        expect(prompt, label).toContain(room.furnish);
        expect(prompt, label).toContain("realistic scale");
      } else {
        expect(prompt, label).toContain("Redesign the");
        expect(prompt, label).toContain("Do not add or remove walls, windows or doors.");
        expect(prompt, label).not.toContain("empty or nearly empty");
      }
      expect(prompt, label).not.toMatch(/undefined|null|\[object/);
      expect(prompt.length, label).toBeLessThan(1800);
      prompts.add(prompt);
    }
    expect(prompts.size).toBe(every.length);
  });

  it("says how far to go, differently for each strength of each mode", () => {
    for (const mode of RESTYLE_MODES) {
      const base = { style: "japandi", roomType: "bedroom", mode } as const;
      const [subtle, balanced, bold] = RESTYLE_STRENGTHS.map((strength) => restylePrompt({ ...base, strength }));
      expect(subtle).not.toBe(balanced);
      expect(balanced).not.toBe(bold);
    }
    expect(restylePrompt({ style: "japandi", roomType: "bedroom", mode: "restyle", strength: "subtle" })).toContain(
      "Keep the existing furniture pieces",
    );
    expect(restylePrompt({ style: "japandi", roomType: "bedroom", mode: "restyle", strength: "bold" })).toContain(
      "Transform the room completely",
    );
  });
});

describe("restylePrompt with a style from a photo", () => {
  const choices = RESTYLE_ROOMS.flatMap((room) =>
    RESTYLE_MODES.flatMap((mode) =>
      RESTYLE_STRENGTHS.map((strength) => ({ roomType: room.id, style: RESTYLE_PHOTO_STYLE, mode, strength }) as const),
    ),
  );

  it("names which image is the room and takes only the inspiration's style, never its layout", () => {
    const prompts = new Set<string>();
    for (const choice of choices) {
      const prompt = restylePrompt(choice);
      const label = JSON.stringify(choice);
      expect(prompt, label).toContain("The first image is the room to work on.");
      expect(prompt, label).toContain("interior style of the second image");
      expect(prompt, label).toMatch(/do not copy its layout, room shape, architecture/);
      expect(prompt, label).toContain("as in the first image");
      expect(prompt, label).not.toContain("this photo");
      // No preset's words: the style is the photo's alone.
      for (const style of RESTYLE_STYLES) expect(prompt, `${label} ${style.id}`).not.toContain(style.prompt);
      expect(prompt, label).toContain(`Strength: ${choice.strength}.`);
      expect(prompt.length, label).toBeLessThan(2000);
      prompts.add(prompt);
    }
    expect(prompts.size).toBe(choices.length);
  });
});

describe("restyle input schema", () => {
  const valid = {
    imageBase64: "iVBORw0KGgo=",
    mimeType: "image/png",
    roomType: "bedroom",
    style: "japandi",
    mode: "restyle",
    strength: "balanced",
  };

  it("accepts every documented value and defaults mode and strength", () => {
    expect(restyleInputSchema.parse(valid)).toMatchObject({ roomType: "bedroom", style: "japandi" });
    const { mode: _mode, strength: _strength, ...bare } = valid;
    expect(restyleInputSchema.parse(bare)).toMatchObject({ mode: "restyle", strength: "balanced" });
  });

  it.each([
    ["roomType", "garage"],
    ["style", "Japandi"],
    ["style", "gothic"],
    ["mode", "repaint"],
    ["strength", "extreme"],
    ["roomType", 3],
  ])("refuses %s = %j and names the field", (field, value) => {
    const result = restyleInputSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0];
    expect(issue.path).toEqual([field]);
    expect(issue.message).toMatch(/^Must be one of /);
  });

  const photo = { referenceBase64: "iVBORw0KGgo=", referenceMime: "image/png" };

  it("takes an inspiration photo in place of a named style: alone it means from-photo", () => {
    const { style: _style, ...noStyle } = valid;
    expect(restyleInputSchema.parse({ ...noStyle, ...photo })).toMatchObject({ style: RESTYLE_PHOTO_STYLE });
    expect(restyleInputSchema.parse({ ...valid, ...photo, style: RESTYLE_PHOTO_STYLE })).toMatchObject(photo);
  });

  it.each([
    ["from-photo without a photo", { style: RESTYLE_PHOTO_STYLE }, "referenceBase64"],
    ["a named style and a photo", { ...photo, style: "japandi" }, "style"],
    [
      "a photo without its type",
      { referenceBase64: photo.referenceBase64, style: RESTYLE_PHOTO_STYLE },
      "referenceMime",
    ],
  ])("refuses %s and names the field", (_case, change, field) => {
    const result = restyleInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path)).toEqual([[field]]);
  });

  it("requires the room type and the style", () => {
    for (const field of ["roomType", "style"]) {
      const { [field as keyof typeof valid]: _gone, ...rest } = valid;
      const result = restyleInputSchema.safeParse(rest);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0].path).toEqual([field]);
    }
  });
});

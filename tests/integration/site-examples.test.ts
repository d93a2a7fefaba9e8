/**
 * `npm run site:examples` against the loopback image models: the owner's photos go through the
 * tools (their prompts, the room check, the provider's API as documented), the pairs are written as
 * AVIF and WebP at several widths, and the landing then serves them in place of its drawings.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { makeSiteExamples, SiteExamplesError } from "../../scripts/site-examples";
import { remoteProviderOptions } from "../fakes/image-models";
import { useFakeImageModels, useWorker } from "../support/fixtures";
import { fixture, fixturePath } from "../support/images";

const fake = useFakeImageModels(fixture("room.jpg"));
const root = mkdtempSync(join(tmpdir(), "roommuse-site-examples-"));
const photos = join(root, "photos");
const site = join(root, "public");
afterAll(() => rmSync(root, { recursive: true, force: true }));

mkdirSync(photos);
copyFileSync(fixturePath("room.jpg"), join(photos, "restyle.jpg"));
// A small photo gets the smallest width only (never enlarged past it): less to encode, too.
copyFileSync(fixturePath("room-small.png"), join(photos, "recolor.png"));
const quiet = () => {};

describe("npm run site:examples", () => {
  it("refuses photos without their license, before any model call", async () => {
    const vars = remoteProviderOptions("openai", fake).vars;
    await expect(makeSiteExamples({ photos, out: site, vars, log: quiet })).rejects.toThrow(SiteExamplesError);
    await expect(makeSiteExamples({ photos, out: site, vars, log: quiet })).rejects.toThrow(/LICENSE/);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses the local engine: it draws previews, not photos", async () => {
    writeFileSync(join(photos, "LICENSE.txt"), "CC BY 4.0, photos by the owner\n");
    await expect(
      makeSiteExamples({ photos, out: site, vars: { MODEL_PROVIDER: "local" }, log: quiet }),
    ).rejects.toThrow(/gemini or openai/);
  });

  // AVIF encoding of 12 pictures takes a while on a busy machine.
  it("runs each photo through its tool on the configured model and writes the pairs", {
    timeout: 180_000,
  }, async () => {
    writeFileSync(
      join(photos, "examples.json"),
      JSON.stringify({ restyle: { roomType: "bedroom", style: "coastal" } }),
    );
    const manifest = await makeSiteExamples({
      photos,
      out: site,
      vars: remoteProviderOptions("gemini", fake).vars,
      log: quiet,
    });
    expect(Object.keys(manifest.pairs).sort()).toEqual(["recolor", "restyle"]);
    // The tools' own prompts, through the provider's documented API, each photo room-checked first.
    expect(fake.requests.map((request) => [request.provider, request.problems])).toEqual([
      ["gemini", []],
      ["gemini", []],
    ]);
    expect(fake.requests[0].prompt).toMatch(/bedroom/i);
    expect(fake.requests[0].prompt).toMatch(/coastal/i);
    expect(fake.roomChecks).toHaveLength(2);
    expect(manifest.pairs.restyle).toMatchObject({ tool: "restyle", roomType: "bedroom", style: "coastal" });
    expect(existsSync(join(site, "images/examples/LICENSE.txt"))).toBe(true);
  });
});

describe("the landing with the product's photos", () => {
  const worker = useWorker(() => ({ own: "serves the folder the script wrote", assetsDirectory: site }));

  it("serves the pairs as AVIF and WebP at several widths, and keeps drawings where no photo was made", async () => {
    const html = await (await worker.fetch("/", { headers: { "Accept-Language": "en" } })).text();
    const hero = html.slice(html.indexOf('aria-labelledby="hero-title"'), html.indexOf("</section>"));
    expect(hero).toContain("Bedroom restyled in Coastal.");
    const sources = [...hero.matchAll(/<source type="(image\/[a-z]+)" srcSet="([^"]+)" sizes="[^"]+"\/>/g)];
    expect(sources.map(([, type]) => type)).toEqual(["image/avif", "image/webp", "image/avif", "image/webp"]);
    expect(hero).toMatch(/<img src="\/images\/examples\/restyle-before-800\.webp"[^>]*width="800" height="600"/);
    for (const [, type, srcSet] of sources) {
      const entries = srcSet.split(", ").map((entry) => entry.split(" "));
      expect(entries.map(([, width]) => width)).toEqual(["480w", "800w", "1200w"]);
      for (const [url, width] of entries) {
        const response = await worker.fetch(url);
        expect(response.status, url).toBe(200);
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect([`image/${meta.format === "heif" ? "avif" : meta.format}`, `${meta.width}w`, meta.height]).toEqual([
          type,
          width,
          (Number.parseInt(width, 10) * 3) / 4,
        ]);
      }
    }
    // The recolor example is a photo too; clearing and furniture, with no photo given, stay drawings.
    expect(html).toContain('srcSet="/images/examples/recolor-after-480.avif 480w');
    expect(html).toContain('src="/images/clear-before.svg"');
    expect(html).toContain('alt="The same room after Restyle Room, in Coastal, as RoomMuse made it"');
  });
});

/** Fixture images and request bodies for the image-tool tests. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import zlib from "node:zlib";
import jpeg from "jpeg-js";
import { decode as decodePng } from "fast-png";

/** Where a committed photo of tests/fixtures is (for a file input), and its bytes. */
export const fixturePath = (name: string) => resolve("tests/fixtures", name);
export const fixture = (name: string) => new Uint8Array(readFileSync(fixturePath(name)));
/** A committed photo as a form's file part, as a browser sends it: its bytes as a Blob of `type`, and its name. */
export const fixtureFile = (name: string, type: string) =>
  [new Blob([readFileSync(fixturePath(name))], { type }), name] as const;
export const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

const room = () => b64(fixture("room.jpg"));
const face = () => b64(fixture("face.jpg"));

/**
 * A photo the upload box accepts (a PNG's first bytes) and the server cannot read (then text): the
 * way to reach the server's refusal from a browser, now that the box checks a file's first bytes.
 */
export const brokenPng = {
  name: "not-an-image.png",
  mimeType: "image/png",
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("text")]),
};

/** A valid body for each endpoint slug, built from the photo-like fixtures. */
export function validBody(slug: string): Record<string, unknown> {
  switch (slug) {
    case "recolor":
      return { imageBase64: room(), mimeType: "image/jpeg", targetColor: "#22c55e", subject: "all walls of the room" };
    case "clear-space":
      return { imageBase64: room(), mimeType: "image/jpeg" };
    case "replace-element":
      return {
        imageBase64: room(),
        mimeType: "image/jpeg",
        targetElement: "sofa",
        newElementDescription: "red velvet sofa",
      };
    case "combine-elements":
      return {
        image1Base64: room(),
        image1Mime: "image/jpeg",
        image2Base64: b64(fixture("reference-sofa.jpg")),
        image2Mime: "image/jpeg",
        elementType: "sofa",
      };
    case "interior-designer":
      return {
        roomImageBase64: room(),
        roomImageMime: "image/jpeg",
        item1ImageBase64: b64(fixture("item-plant.jpg")),
        item1ImageMime: "image/jpeg",
        item2ImageBase64: b64(fixture("item-armchair.png")),
        item2ImageMime: "image/png",
        item1Description: "potted plant",
        item2Description: "",
      };
    case "restyle":
      return {
        imageBase64: room(),
        mimeType: "image/jpeg",
        roomType: "bedroom",
        style: "japandi",
        mode: "restyle",
        strength: "balanced",
      };
    case "generate-thumbnail":
      return {
        baseImageBase64: room(),
        baseImageMime: "image/jpeg",
        refImageBase64: face(),
        refImageMime: "image/jpeg",
        titleText: "ROOM MAKEOVER REVEAL",
        style: "dramatic",
      };
    default:
      throw new Error(`no body for ${slug}`);
  }
}

/** Decodes a PNG or JPEG result to RGBA for pixel checks. */
export function decodeRgba(bytes: Uint8Array): { width: number; height: number; data: Uint8Array } {
  if (bytes[0] === 0x89) {
    const png = decodePng(bytes);
    if (png.channels !== 4 && png.channels !== 3) throw new Error("unexpected PNG");
    const data = new Uint8Array(png.width * png.height * 4);
    for (let i = 0; i < png.width * png.height; i++) {
      for (let c = 0; c < 3; c++) data[i * 4 + c] = png.data[i * png.channels + c];
      data[i * 4 + 3] = 255;
    }
    return { width: png.width, height: png.height, data };
  }
  const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
  return { width: image.width, height: image.height, data: image.data };
}

/** Mean colour of a box given in fractions of the image. */
export function meanColour(
  image: { width: number; height: number; data: Uint8Array },
  box: { x: number; y: number; w: number; h: number },
) {
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.round(box.y * image.height); y < (box.y + box.h) * image.height; y++) {
    for (let x = Math.round(box.x * image.width); x < (box.x + box.w) * image.width; x++) {
      const i = (y * image.width + x) * 4;
      for (let c = 0; c < 3; c++) sum[c] += image.data[i + c];
      count++;
    }
  }
  return sum.map((v) => v / count);
}

/** A PNG header claiming width × height, with nothing to decode behind it. */
export function pngHeader(width: number, height: number) {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** A structurally whole PNG (IHDR, a little image data, IEND, CRCs right) that declares width × height. */
export function wholePngOfSize(width: number, height: number): Uint8Array {
  return new Uint8Array(
    Buffer.concat([
      pngHeader(width, height).subarray(0, 8),
      pngChunk("IHDR", pngHeader(width, height).subarray(16, 29)),
      pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(16))),
      pngChunk("IEND", new Uint8Array(0)),
    ]),
  );
}

/** `png` with the middle of its image data scrambled and the CRCs made right again: whole, but undecodable. */
export function pngWithBrokenData(png: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [png.subarray(0, 8)];
  for (let o = 8; o + 12 <= png.length; ) {
    const length = new DataView(png.buffer, png.byteOffset).getUint32(o);
    const type = Buffer.from(png.subarray(o + 4, o + 8)).toString("latin1");
    const data = png.slice(o + 8, o + 8 + length);
    if (type === "IDAT") for (let i = data.length >> 2; i < (data.length * 3) >> 2; i++) data[i] ^= 0x5a;
    parts.push(pngChunk(type, data));
    o += 12 + length;
  }
  return new Uint8Array(Buffer.concat(parts));
}

function pngChunk(type: string, data: Uint8Array) {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(Buffer.from(type, "latin1"), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, zlib.crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/**
 * A decompression bomb: a PNG whose header declares width × height RGBA, and whose IDAT data
 * inflates to `inflatedBytes` of zeros (deflated as it is produced, so the test never holds it).
 */
export async function pngBomb(width: number, height: number, inflatedBytes: number): Promise<Uint8Array> {
  const deflate = zlib.createDeflate({ level: 9, memLevel: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < inflatedBytes; written += zeros.length) {
    const slice = zeros.subarray(0, Math.min(zeros.length, inflatedBytes - written));
    if (!deflate.write(slice)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  const ihdr = new Uint8Array(13);
  new DataView(ihdr.buffer).setUint32(0, width);
  new DataView(ihdr.buffer).setUint32(4, height);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", ihdr),
      pngChunk("IDAT", Buffer.concat(parts)),
      pngChunk("IEND", new Uint8Array(0)),
    ]),
  );
}

/** An extended (VP8X) WebP whose canvas says canvasSide² but whose VP8L bitstream is frameSide². */
export function webpWithLyingCanvas(canvasSide: number, frameSide: number): Uint8Array {
  const vp8x = new Uint8Array(18);
  vp8x.set(Buffer.from("VP8X", "latin1"));
  new DataView(vp8x.buffer).setUint32(4, 10, true);
  for (const [offset, value] of [
    [12, canvasSide - 1],
    [15, canvasSide - 1],
  ])
    vp8x.set([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff], offset);
  const bits = (frameSide - 1) | ((frameSide - 1) << 14);
  const vp8l = new Uint8Array(8 + 6);
  vp8l.set(Buffer.from("VP8L", "latin1"));
  new DataView(vp8l.buffer).setUint32(4, 6, true);
  vp8l.set([0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff, 0], 8);
  const body = Buffer.concat([Buffer.from("WEBP", "latin1"), vp8x, vp8l]);
  const riff = Buffer.alloc(8);
  riff.write("RIFF", 0, "latin1");
  riff.writeUInt32LE(body.length, 4);
  return new Uint8Array(Buffer.concat([riff, body]));
}

/**
 * `jpeg` with an EXIF segment whose Orientation tag is `orientation`, inserted after the start
 * of image, as a phone writes it (byte order either way).
 */
export function jpegWithOrientation(jpeg: Uint8Array, orientation: number, byteOrder: "II" | "MM" = "MM"): Uint8Array {
  const little = byteOrder === "II";
  const u16 = (n: number) => (little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
  const u32 = (n: number) => (little ? [...u16(n & 0xffff), ...u16(n >>> 16)] : [...u16(n >>> 16), ...u16(n & 0xffff)]);
  // IFD0 with two entries: a harmless one first, then Orientation (SHORT, count 1).
  const tiff = [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(8),
    ...u16(2),
    ...[...u16(0x010f), ...u16(2), ...u32(1), ...u32(0)],
    ...[...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0],
    ...u32(0),
  ];
  const app1 = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = app1.length + 2;
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...app1, ...jpeg.subarray(2)]);
}

/** `jpeg` grown to `size` bytes with comment segments after its start: big as a phone photo, same pixels. */
export function paddedJpeg(jpeg: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  out.set(jpeg.subarray(0, 2));
  let o = 2;
  let left = size - jpeg.length;
  while (left > 0) {
    const length = Math.min(0xffff, left - 2);
    if (length < 2) break;
    out.set([0xff, 0xfe, length >> 8, length & 0xff], o);
    o += 2 + length;
    left -= 2 + length;
  }
  out.set(jpeg.subarray(2), o);
  return out.subarray(0, o + jpeg.length - 2);
}

/** A width × height JPEG, top half `top` and bottom half `bottom`: which way up it arrived shows. */
export function twoToneJpeg(
  width: number,
  height: number,
  top: readonly number[] = [220, 40, 40],
  bottom: readonly number[] = [40, 60, 220],
): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = y < height / 2 ? top : bottom;
    for (let x = 0; x < width; x++) data.set([r, g, b, 255], (y * width + x) * 4);
  }
  return new Uint8Array(jpeg.encode({ width, height, data }, 85).data);
}

/**
 * A JSON body whose big base64 strings are decoded as the bytes stream in. `JSON.parse` would
 * hold a 40 MB body three times over (its bytes, its text, the parsed strings) before a single
 * image is decoded, and how much of that garbage is still there at the isolate's peak depends on
 * when the collector runs. This reader is fed the body chunk by chunk: the named fields' string
 * values of the top-level object go straight from the body's bytes into one Uint8Array each,
 * every other member is kept as its own bytes and `JSON.parse`d at the end (small, normally).
 *
 * What the caller gets is what `JSON.parse` of the whole body would have given, except that each
 * named field whose value is a string holds a `Base64Value` instead: the bytes that string's
 * base64 stands for, after the rules the JSON API has always had (a leading `data:...;base64,`
 * is dropped, whitespace is ignored, either alphabet, padding optional), or why it has none.
 * A body that is not valid JSON throws a SyntaxError, as `JSON.parse` does.
 */

/** Why a named field's string has no bytes: longer than the limit allows, or not base64. */
export class Base64Refusal {
  constructor(readonly reason: "too_large" | "invalid") {}
}

/**
 * One named field's string, decoded: its bytes, or why it has none, or the string itself when
 * it has no data at all (blank, or a data-URL prefix alone), to be judged like any other text.
 */
export type Base64Value = Uint8Array | string | Base64Refusal;

export interface Base64Limits {
  /** Decoded bytes beyond this are not kept: the field is "too_large" (judged from its length). */
  maxBytes: number;
  /** How many body bytes are still to come, when known: no image buffer is made larger than they allow. */
  expectedBodyBytes?: number;
  /**
   * With no known length, the bytes go into one buffer that grows in place by this many bytes at
   * a time, instead of one buffer of `maxBytes` made up front (a provider's answer: its size is
   * unknown and its limit far above a usual image).
   */
  pieceBytes?: number;
}

enum Top {
  Start,
  KeyOrEnd,
  Key,
  Colon,
  ElementOrEnd,
  Value,
  Raw,
  Image,
  AfterValue,
  NextKey,
  Done,
  Whole,
}

/** Sextet of each base64 character of either alphabet; -1 for anything else. */
const SEXTET = new Int8Array(128).fill(-1);
"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".split("").forEach((c, i) => {
  SEXTET[c.charCodeAt(0)] = i;
});
SEXTET[43] = SEXTET[45] = 62; // + -
SEXTET[47] = SEXTET[95] = 63; // / _

/** The same for any byte, for decoding four at a time: the sextet, plus which alphabet's own character it is. */
const STANDARD = 64;
const URL_SAFE = 128;
const QUAD = new Int16Array(256).fill(-1);
for (let c = 0; c < 128; c++) if (SEXTET[c] >= 0) QUAD[c] = SEXTET[c];
QUAD[43] |= STANDARD;
QUAD[47] |= STANDARD;
QUAD[45] |= URL_SAFE;
QUAD[95] |= URL_SAFE;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const DATA_URL_PREFIX = /^data:[^,]{0,100};base64,/i;
/** The data-URL prefix is looked for in the first this-many characters, as it always was. */
const PREFIX_WINDOW = 120;
const isJsonSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
/** JavaScript's `\s` (what `trim()` and the old `/\s/g` strip). */
const isSpace = (c: number) =>
  (c >= 0x09 && c <= 0x0d) ||
  c === 0x20 ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;
/** What each one-character escape stands for (`\u` aside). */
const ESCAPED = new Int32Array(128).fill(-1);
for (const c of '"\\/') ESCAPED[c.charCodeAt(0)] = c.charCodeAt(0);
for (const [c, v] of Object.entries({ b: 8, f: 12, n: 10, r: 13, t: 9 })) ESCAPED[c.charCodeAt(0)] = v;
const hexDigit = (b: number) =>
  b >= 0x30 && b <= 0x39 ? b - 0x30 : b >= 0x41 && b <= 0x46 ? b - 0x37 : b >= 0x61 && b <= 0x66 ? b - 0x57 : -1;
const syntax = (what: string) => new SyntaxError(`Invalid JSON: ${what}`);
const NULL = new TextEncoder().encode("null");

/** A resizable ArrayBuffer (ES2024; workerd and Node have it): it grows in place, up to the most it may hold. */
interface ResizableBuffer extends ArrayBuffer {
  resize(byteLength: number): void;
}
const Resizable = ArrayBuffer as unknown as new (
  byteLength: number,
  options: { maxByteLength: number },
) => ResizableBuffer;

/** A growable byte buffer for the members that are not decoded (small in any honest body). */
class Bytes {
  private buf = new Uint8Array(256);
  length = 0;
  push(b: number) {
    if (this.length === this.buf.length) this.grow(1);
    this.buf[this.length++] = b;
  }
  append(chunk: Uint8Array, from: number, to: number) {
    if (to <= from) return;
    if (this.length + to - from > this.buf.length) this.grow(to - from);
    this.buf.set(chunk.subarray(from, to), this.length);
    this.length += to - from;
  }
  view() {
    return this.buf.subarray(0, this.length);
  }
  text() {
    return new TextDecoder().decode(this.buf.subarray(0, this.length));
  }
  private grow(more: number) {
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + more));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
}

/**
 * One JSON string decoded as base64, fed byte by byte from just after its opening quote. It
 * follows JSON's string grammar (escapes, UTF-8) and then the API's base64 rules.
 */
class Base64String {
  /** 0: plain, 1: after a backslash, 2..5: in a \uXXXX escape (digits read = state - 2). */
  private escape = 0;
  private hex = 0;
  /** UTF-8: continuation bytes still expected, and the code point so far. */
  private utf8Left = 0;
  private utf8 = 0;
  /** The least code point the sequence may encode (anything less is an overlong form). */
  private utf8Least = 0;
  /** Leading whitespace is skipped (the schema trims), then a head is kept to look for a data-URL prefix. */
  private head: number[] | null = [];
  private leading = true;
  private headText = "";
  /** Characters of data (whitespace aside), '=' seen, the last two, and what makes the text invalid. */
  private count = 0;
  private padding = 0;
  private last = 0;
  private beforeLast = 0;
  private invalid = false;
  private standard = false;
  private urlSafe = false;
  private quad = 0;
  private inQuad = 0;
  private out: Uint8Array | null = null;
  private written = 0;
  private overflow = false;
  /**
   * The buffer that grows in place by `piece` bytes at a time, when the length is unknown (see
   * `piece`); `out` is a view of it that follows its length.
   */
  private growing: ResizableBuffer | null = null;
  done = false;

  /**
   * `capacity`: the most bytes the rest of the body can decode to, when its length is known.
   * `piece`: with no known length, grow the buffer by this many bytes at a time (0: one buffer of maxBytes).
   */
  constructor(
    private readonly maxBytes: number,
    private readonly capacity: number,
    private readonly piece = 0,
  ) {}

  /**
   * The first buffer: sized once from what can still come, or, with no known length, one piece
   * of a buffer that may grow to the limit. Growing in place, the image is never copied from a
   * smaller buffer into a larger one, nor from pieces into a whole: it is held once, at the size
   * it has so far (docs/decisions/0041).
   */
  private buffer() {
    if (this.piece > 0 && !Number.isFinite(this.capacity)) {
      this.growing = new Resizable(Math.min(this.piece, this.maxBytes) + 3, { maxByteLength: this.maxBytes + 3 });
      return new Uint8Array(this.growing);
    }
    return new Uint8Array(Math.min(this.maxBytes, this.capacity) + 3);
  }

  /** Consumes `chunk` from `from`; returns where the string ended (after its closing quote), or -1. */
  feed(chunk: Uint8Array, from: number): number {
    for (let i = this.quads(chunk, from); i < chunk.length; i = this.quads(chunk, i + 1)) {
      const b = chunk[i];
      if (this.escape === 0 && this.utf8Left === 0 && this.head === null && b < 0x80 && b !== BACKSLASH) {
        // The hot path: plain ASCII data, decoded inline.
        if (b === QUOTE) {
          this.done = true;
          return i + 1;
        }
        if (b < 0x20) throw syntax("control character in string");
        if (b !== 0x20) this.data(b);
        continue;
      }
      this.byte(b);
      if (this.done) return i + 1;
    }
    return -1;
  }

  /**
   * The hot path: whole quads of plain base64 characters, decoded four at a time while nothing
   * else is pending; returns where it stopped (at the first byte that needs the careful path).
   */
  private quads(chunk: Uint8Array, from: number): number {
    if (this.inQuad !== 0 || this.padding !== 0 || this.invalid || this.head !== null) return from;
    if (this.escape !== 0 || this.utf8Left !== 0 || this.overflow) return from;
    if (!this.out) this.out = this.buffer();
    const out = this.out;
    const room = out.length - 3;
    let i = from;
    let w = this.written;
    let kinds = 0;
    for (; i + 4 <= chunk.length && w <= room; i += 4, w += 3) {
      const a = QUAD[chunk[i]];
      const b = QUAD[chunk[i + 1]];
      const c = QUAD[chunk[i + 2]];
      const d = QUAD[chunk[i + 3]];
      if ((a | b | c | d) < 0) break;
      kinds |= a | b | c | d;
      out[w] = ((a & 63) << 2) | ((b & 63) >> 4);
      out[w + 1] = ((b & 15) << 4) | ((c & 63) >> 2);
      out[w + 2] = ((c & 3) << 6) | (d & 63);
    }
    if (i === from) return from;
    this.count += i - from;
    this.last = chunk[i - 1];
    this.beforeLast = chunk[i - 2];
    this.written = w;
    if (kinds & STANDARD) this.standard = true;
    if (kinds & URL_SAFE) this.urlSafe = true;
    return i;
  }

  private byte(b: number) {
    if (this.utf8Left > 0) {
      if ((b & 0xc0) !== 0x80) {
        // A broken sequence stands for U+FFFD, and this byte starts afresh.
        this.utf8Left = 0;
        this.char(0xfffd);
        this.byte(b);
        return;
      }
      this.utf8 = (this.utf8 << 6) | (b & 0x3f);
      if (--this.utf8Left === 0) this.codePoint(this.utf8);
      return;
    }
    if (this.escape === 1) {
      this.escape = 0;
      if (b === 0x75) {
        this.escape = 2;
        this.hex = 0;
      } else if (b < 128 && ESCAPED[b] >= 0) this.char(ESCAPED[b]);
      else throw syntax("bad escape");
      return;
    }
    if (this.escape >= 2) {
      const digit = hexDigit(b);
      if (digit < 0) throw syntax("bad \\u escape");
      this.hex = (this.hex << 4) | digit;
      if (++this.escape === 6) {
        this.escape = 0;
        this.char(this.hex);
      }
      return;
    }
    if (b === QUOTE) {
      this.done = true;
      this.finishHead();
      return;
    }
    if (b === BACKSLASH) {
      this.escape = 1;
      return;
    }
    if (b < 0x20) throw syntax("control character in string");
    if (b < 0x80) return this.char(b);
    // A UTF-8 lead byte; anything else is a stray byte (U+FFFD).
    const left = b >= 0xf0 && b <= 0xf4 ? 3 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xc2 && b <= 0xdf ? 1 : 0;
    if (left === 0) return this.char(0xfffd);
    this.utf8Left = left;
    this.utf8Least = left === 3 ? 0x10000 : left === 2 ? 0x800 : 0x80;
    this.utf8 = b & (0x3f >> left);
  }

  private codePoint(cp: number) {
    // An overlong form, a surrogate or past U+10FFFF is not UTF-8: U+FFFD, as the platform reads it
    // (so an overlong space is not whitespace).
    if (cp < this.utf8Least || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) return this.char(0xfffd);
    if (cp >= 0x10000) {
      this.char(0xd800 + ((cp - 0x10000) >> 10));
      this.char(0xdc00 + ((cp - 0x10000) & 0x3ff));
    } else this.char(cp);
  }

  /** One UTF-16 unit of the string's value. */
  private char(c: number) {
    if (this.head) {
      if (this.leading && isSpace(c)) return;
      this.leading = false;
      this.head.push(c);
      if (this.head.length === PREFIX_WINDOW) this.finishHead();
      return;
    }
    if (!isSpace(c)) this.data(c);
  }

  /** The head is complete: a data-URL prefix is dropped, the rest is data. */
  private finishHead() {
    const head = this.head;
    if (!head) return;
    this.head = null;
    this.headText = String.fromCharCode(...head);
    const start = DATA_URL_PREFIX.test(this.headText) ? this.headText.indexOf(",") + 1 : 0;
    for (let k = start; k < head.length; k++) this.char(head[k]);
  }

  /** One character of base64 text (whitespace already dropped). */
  private data(c: number) {
    this.count++;
    this.beforeLast = this.last;
    this.last = c;
    if (c === 0x3d) {
      if (++this.padding > 2) this.invalid = true;
      return;
    }
    const sextet = c < 128 ? SEXTET[c] : -1;
    if (sextet < 0 || this.padding > 0) {
      this.invalid = true;
      return;
    }
    if (c === 43 || c === 47) this.standard = true;
    else if (c === 45 || c === 95) this.urlSafe = true;
    if (this.invalid || this.overflow) return;
    this.quad = (this.quad << 6) | sextet;
    if (++this.inQuad === 4) {
      this.write(3);
      this.inQuad = 0;
      this.quad = 0;
    }
  }

  /** Writes the top `n` bytes of the current quad (the last quad may be short). */
  private write(n: number) {
    // One buffer, sized once from what can still come (a body longer than it said grows it once),
    // or grown in place by one more piece.
    if (!this.out) this.out = this.buffer();
    const growing = this.growing;
    if (this.written + n > this.out.length && growing) {
      if (growing.byteLength >= this.maxBytes + 3) {
        this.overflow = true;
        return;
      }
      growing.resize(Math.min(growing.byteLength + this.piece, this.maxBytes + 3));
    }
    if (this.written + n > this.out.length) {
      if (this.out.length >= this.maxBytes + 3) {
        this.overflow = true;
        return;
      }
      const grown = new Uint8Array(this.maxBytes + 3);
      grown.set(this.out.subarray(0, this.written));
      this.out = grown;
    }
    const q = this.quad;
    this.out[this.written++] = (q >> 16) & 0xff;
    if (n > 1) this.out[this.written++] = (q >> 8) & 0xff;
    if (n > 2) this.out[this.written++] = q & 0xff;
  }

  /** The verdict, in the order the API has always judged it: size (from the length), then the text. */
  value(): Base64Value {
    const padding = this.last === 0x3d ? (this.beforeLast === 0x3d ? 2 : 1) : 0;
    if (Math.floor((this.count * 3) / 4) - padding > this.maxBytes) return new Base64Refusal("too_large");
    if (this.count === 0) return this.headText;
    const data = this.count - this.padding;
    const badPadding = this.padding > 0 && !(data % 4 === 2 && this.padding === 2) && !(data % 4 === 3);
    if (this.invalid || (this.standard && this.urlSafe) || this.count % 4 === 1 || data % 4 === 1 || badPadding)
      return new Base64Refusal("invalid");
    if (this.overflow) return new Base64Refusal("too_large");
    if (this.inQuad > 1) {
      this.quad <<= 6 * (4 - this.inQuad);
      this.write(this.inQuad - 1);
    }
    const out = this.out ?? new Uint8Array(0);
    if (this.growing) {
      // Shrunk in place to its image: the bytes stay where they were written.
      this.growing.resize(this.written);
      return out.subarray(0, this.written);
    }
    // A buffer much larger than its image is copied down so the rest can go; else it is kept as it is.
    return this.written * 2 < out.length ? out.slice(0, this.written) : out.subarray(0, this.written);
  }
}

/** A field's path, one step per level: a member's key, or `null` for any element of an array. */
type Path = readonly (string | null)[];

/** "candidates[].content.parts[].inlineData.data" as its steps; a plain name is a top-level member. */
function pathOf(field: string): Path {
  const steps: (string | null)[] = [];
  for (const segment of field.split(".")) {
    let key = segment;
    let elements = 0;
    while (key.endsWith("[]")) {
      key = key.slice(0, -2);
      elements++;
    }
    steps.push(key, ...Array<null>(elements).fill(null));
  }
  return steps;
}

/** A path that runs through the value being read, `at` its next step there. */
interface Alive {
  path: Path;
  at: number;
}

/** An object or array the reader walks into because a named field's path runs through it. */
interface Frame {
  array: boolean;
  /** Where it sits in the body: keys and array indices. */
  location: (string | number)[];
  alive: Alive[];
  /** The element being read, in an array. */
  index: number;
}

/** A location as a string whose prefixes are the locations around it. */
const locationKey = (location: readonly (string | number)[]) =>
  location.map((step) => `${JSON.stringify(step)},`).join("");

/**
 * Feeds a JSON body in chunks (`push`), then `end()` gives the parsed value. `fields` names the
 * string values decoded as base64: a top-level member by its name ("imageBase64"), or a member
 * deeper in by its path, `[]` standing for any element of an array
 * ("candidates[].content.parts[].inlineData.data", as a provider's answer nests its image).
 */
export class JsonBase64Reader {
  private state = Top.Start;
  private rest = new Bytes();
  private key = new Bytes();
  private keyEscape = false;
  private keyName = "";
  private raw = { depth: 0, inString: false, escape: false, started: false, primitive: false };
  private image: Base64String | null = null;
  /** The decoded strings by where they sit (their place in `rest` holds a null). */
  private images = new Map<string, { location: (string | number)[]; value: Base64Value }>();
  private received = 0;
  private readonly paths: Alive[];
  private frames: Frame[] = [];
  /** The value about to be read: where it sits and the paths that run through it. */
  private valueAt: (string | number)[] = [];
  private valueAlive: Alive[] = [];

  constructor(
    fields: ReadonlySet<string>,
    private readonly limits: Base64Limits,
  ) {
    this.paths = [...fields].map((field) => ({ path: pathOf(field), at: 0 }));
  }

  push(chunk: Uint8Array) {
    this.received += chunk.length;
    let i = 0;
    while (i < chunk.length) i = this.step(chunk, i);
  }

  /** The body as `JSON.parse` would give it, the named fields' strings decoded. */
  end(): unknown {
    if (this.state === Top.Whole) return JSON.parse(this.rest.text());
    if (this.state !== Top.Done) throw syntax("unexpected end");
    const body = JSON.parse(this.rest.text()) as Record<string, unknown>;
    for (const { location, value } of this.images.values()) {
      let parent: unknown = body;
      for (const step of location.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[step];
      (parent as Record<string | number, unknown>)[location[location.length - 1]] = value;
    }
    return body;
  }

  private get frame() {
    return this.frames[this.frames.length - 1];
  }

  /** Walks into an object or array a path runs through. */
  private open(array: boolean, alive: Alive[]) {
    this.frames.push({ array, location: this.valueAt, alive, index: 0 });
    this.rest.push(array ? 0x5b : 0x7b);
    this.state = array ? Top.ElementOrEnd : Top.KeyOrEnd;
  }

  private close() {
    this.rest.push(this.frame.array ? 0x5d : 0x7d);
    this.frames.pop();
    this.state = this.frames.length ? Top.AfterValue : Top.Done;
  }

  /** The value at `step` of the current container (a key or an index) is next. */
  private expectValue(step: string | number) {
    const frame = this.frame;
    this.valueAt = [...frame.location, step];
    this.valueAlive = frame.alive
      .filter(({ path, at }) => (typeof step === "number" ? path[at] === null : path[at] === step))
      .map(({ path, at }) => ({ path, at: at + 1 }));
    this.state = Top.Value;
  }

  /** Consumes from `i` within one state; returns where it stopped. */
  private step(chunk: Uint8Array, i: number): number {
    const b = chunk[i];
    switch (this.state) {
      case Top.Start:
        if (isJsonSpace(b)) return i + 1;
        // Anything but an object (or a byte-order mark) is parsed whole, the ordinary way.
        if (b !== 0x7b) {
          this.state = Top.Whole;
          return i;
        }
        this.valueAt = [];
        this.open(false, this.paths);
        return i + 1;
      case Top.Whole:
        this.rest.append(chunk, i, chunk.length);
        return chunk.length;
      case Top.KeyOrEnd:
      case Top.NextKey:
        if (isJsonSpace(b)) return i + 1;
        if (b === 0x7d && this.state === Top.KeyOrEnd) {
          this.close();
          return i + 1;
        }
        if (b !== QUOTE) throw syntax("expected a key");
        this.key = new Bytes();
        this.key.push(b);
        this.state = Top.Key;
        return i + 1;
      case Top.Key:
        return this.keyBytes(chunk, i);
      case Top.Colon:
        if (isJsonSpace(b)) return i + 1;
        if (b !== 0x3a) throw syntax("expected ':'");
        this.rest.push(0x3a);
        this.expectValue(this.keyName);
        return i + 1;
      case Top.ElementOrEnd:
        if (isJsonSpace(b)) return i + 1;
        if (b === 0x5d) {
          this.close();
          return i + 1;
        }
        this.expectValue(this.frame.index);
        return i;
      case Top.Value: {
        if (isJsonSpace(b)) return i + 1;
        const alive = this.valueAlive;
        if (b === QUOTE && alive.some(({ path, at }) => at === path.length)) {
          const { maxBytes, expectedBodyBytes, pieceBytes } = this.limits;
          const left = (expectedBodyBytes ?? Number.POSITIVE_INFINITY) - this.received + chunk.length - i;
          this.image = new Base64String(maxBytes, Math.max(0, Math.ceil((left * 3) / 4)), pieceBytes);
          this.state = Top.Image;
          return i + 1;
        }
        const deeper = alive.filter(({ path, at }) => at < path.length);
        const into = (array: boolean) => deeper.filter(({ path, at }) => (path[at] === null) === array);
        if ((b === 0x7b || b === 0x5b) && into(b === 0x5b).length) {
          this.open(b === 0x5b, into(b === 0x5b));
          return i + 1;
        }
        // Any other value (or a named one that is not a string) is kept as its bytes.
        this.raw = { depth: 0, inString: false, escape: false, started: false, primitive: false };
        this.state = Top.Raw;
        return i;
      }
      case Top.Raw:
        return this.rawBytes(chunk, i);
      case Top.Image: {
        const image = this.image as Base64String;
        const end = image.feed(chunk, i);
        if (end < 0) return chunk.length;
        this.images.set(locationKey(this.valueAt), { location: this.valueAt, value: image.value() });
        this.rest.append(NULL, 0, NULL.length);
        this.image = null;
        this.state = Top.AfterValue;
        return end;
      }
      case Top.AfterValue: {
        if (isJsonSpace(b)) return i + 1;
        const { array } = this.frame;
        if (b === 0x2c) {
          this.rest.push(0x2c);
          if (!array) this.state = Top.NextKey;
          else this.expectValue(++this.frame.index);
        } else if (b === (array ? 0x5d : 0x7d)) this.close();
        else throw syntax(array ? "expected ',' or ']'" : "expected ',' or '}'");
        return i + 1;
      }
      case Top.Done:
        if (!isJsonSpace(b)) throw syntax("unexpected data after the object");
        return i + 1;
    }
  }

  private keyBytes(chunk: Uint8Array, i: number): number {
    let j = i;
    for (; j < chunk.length; j++) {
      const b = chunk[j];
      if (this.keyEscape) this.keyEscape = false;
      else if (b === BACKSLASH) this.keyEscape = true;
      else if (b === QUOTE) {
        this.key.append(chunk, i, j + 1);
        this.keyName = JSON.parse(this.key.text()) as string;
        this.rest.append(this.key.view(), 0, this.key.length);
        // A key seen again replaces its value, as JSON.parse does: what was decoded under it goes.
        if (this.images.size) {
          const prefix = locationKey([...this.frame.location, this.keyName]);
          for (const key of [...this.images.keys()]) if (key.startsWith(prefix)) this.images.delete(key);
        }
        this.state = Top.Colon;
        return j + 1;
      }
    }
    this.key.append(chunk, i, j);
    return j;
  }

  /** A member's value, copied until its end (a primitive ends at the first byte that cannot be in it). */
  private rawBytes(chunk: Uint8Array, i: number): number {
    const raw = this.raw;
    let j = i;
    for (; j < chunk.length; j++) {
      const b = chunk[j];
      if (raw.inString) {
        if (raw.escape) raw.escape = false;
        else if (b === BACKSLASH) raw.escape = true;
        else if (b === QUOTE) {
          raw.inString = false;
          if (raw.depth === 0) {
            j++;
            break;
          }
        }
        continue;
      }
      if (!raw.started) {
        raw.started = true;
        raw.primitive = b !== QUOTE && b !== 0x7b && b !== 0x5b;
      }
      if (raw.primitive) {
        if (isJsonSpace(b) || b === 0x2c || b === 0x7d || b === 0x5d) break;
        continue;
      }
      if (b === QUOTE) raw.inString = true;
      else if (b === 0x7b || b === 0x5b) raw.depth++;
      else if (b === 0x7d || b === 0x5d) {
        if (--raw.depth === 0) {
          j++;
          break;
        }
      }
    }
    this.rest.append(chunk, i, j);
    if (j < chunk.length || (!raw.primitive && raw.started && raw.depth === 0 && !raw.inString))
      this.state = Top.AfterValue;
    return j;
  }
}

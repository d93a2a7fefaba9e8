/**
 * A streaming ZIP writer (stored entries, no compression: photos and results are already
 * compressed). Each file is read chunk by chunk and passed on as it comes, its CRC-32 and size
 * going into a data descriptor after it. Names are UTF-8 (flag bit 11).
 *
 * Every entry's size is declared before the archive starts, so `zipLength` gives the archive's
 * exact length before its first byte (the download declares it, and a download cut short is
 * then seen as failed), and a file whose bytes differ from what was declared stops the archive
 * with an error rather than write something else.
 *
 * ZIP64 where the classic format ends: more than 65,535 files, or an offset or directory past
 * 4 GiB, gets the ZIP64 end records, and an entry that starts past 4 GiB the ZIP64 extra field
 * in its directory record. A single file of 4 GiB or more is refused (a photo is at most 10 MB).
 */

export interface ZipEntry {
  /** The path inside the archive, with forward slashes. */
  name: string;
  modified: Date;
  /** The content's length in bytes, as it will be read. */
  size: number;
  /** The content, opened when its turn comes. */
  open: () => Promise<ReadableStream<Uint8Array> | Uint8Array | AsyncIterable<Uint8Array>>;
}

export class ZipEntryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipEntryError";
  }
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 3: sizes and CRC follow the data. Bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const VERSION = 20;
const VERSION_ZIP64 = 45;
/** "Made by" Unix: readers then take names as written (no DOS code page) and files as mode 0644. */
const madeBy = (version: number) => (3 << 8) | version;
const UNIX_FILE_0644 = 0o100644 << 16;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;

const LOCAL_BYTES = 30;
const DESCRIPTOR_BYTES = 16;
const CENTRAL_BYTES = 46;
/** The ZIP64 extra field of a directory record that carries only the entry's offset. */
const ZIP64_OFFSET_EXTRA_BYTES = 12;
const ZIP64_END_BYTES = 56 + 20;
const END_BYTES = 22;

/**
 * Where the classic 32-bit fields stop (0xFFFFFFFF itself means "see ZIP64"). Tests may lower it:
 * ZIP64 records for small values are valid, so readers judge the same records as past 4 GiB.
 */
export interface ZipLimits {
  zip64From: number;
}
const CLASSIC: ZipLimits = { zip64From: MAX_32 };

const encoder = new TextEncoder();

/**
 * The archive's layout, entry by entry: offsets, directory size and the ZIP64 decisions. The
 * writer and `zipLength` both follow it, so the declared length is the written one.
 */
class Layout {
  offset = 0;
  count = 0;
  centralSize = 0;
  constructor(private readonly limits: ZipLimits) {}

  /** Adds an entry; answers where its local header starts and whether its record needs ZIP64. */
  add(nameBytes: number, size: number): { headerOffset: number; zip64: boolean } {
    if (size >= this.limits.zip64From || size >= MAX_32)
      throw new ZipEntryError(`a file of ${size} bytes is past what one entry of this archive holds`);
    const headerOffset = this.offset;
    const zip64 = headerOffset >= this.limits.zip64From;
    this.offset += LOCAL_BYTES + nameBytes + size + DESCRIPTOR_BYTES;
    this.centralSize += CENTRAL_BYTES + nameBytes + (zip64 ? ZIP64_OFFSET_EXTRA_BYTES : 0);
    this.count++;
    return { headerOffset, zip64 };
  }

  get zip64End(): boolean {
    const { zip64From } = this.limits;
    return this.count > MAX_16 || this.offset >= zip64From || this.centralSize >= zip64From;
  }

  get length(): number {
    return this.offset + this.centralSize + (this.zip64End ? ZIP64_END_BYTES : 0) + END_BYTES;
  }
}

/** An archive's exact length, worked out entry by entry (names and sizes) before any is read. */
export class ZipPlan {
  private readonly layout: Layout;
  constructor(limits = CLASSIC) {
    this.layout = new Layout(limits);
  }
  add(entry: Pick<ZipEntry, "name" | "size">): void {
    this.layout.add(encoder.encode(entry.name).length, entry.size);
  }
  get length(): number {
    return this.layout.length;
  }
}

/** The exact length of the archive of these entries. */
export function zipLength(entries: Iterable<Pick<ZipEntry, "name" | "size">>, limits = CLASSIC): number {
  const plan = new ZipPlan(limits);
  for (const entry of entries) plan.add(entry);
  return plan.length;
}

let crcTable: Uint32Array | undefined;
function table(): Uint32Array {
  if (crcTable) return crcTable;
  crcTable = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crcTable[n] = c >>> 0;
  }
  return crcTable;
}

/** CRC-32 (ISO 3309, the one ZIP uses), continued from `crc` over `bytes`. */
export function crc32(bytes: Uint8Array, crc = 0): number {
  const t = table();
  let c = ~crc >>> 0;
  for (let i = 0; i < bytes.length; i++) c = t[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/** MS-DOS time and date (2-second steps, 1980 onwards), in UTC. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getUTCFullYear());
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

function record(size: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

async function* chunksOf(
  source: ReadableStream<Uint8Array> | Uint8Array | AsyncIterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  if (source instanceof Uint8Array) {
    yield source;
    return;
  }
  if (!(source instanceof ReadableStream)) {
    for await (const chunk of source) if (chunk.byteLength) yield chunk;
    return;
  }
  const reader = source.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      if (value.byteLength) yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * The central directory as it grows: records packed into 64 KB blocks rather than one array per
 * file, so 100,000 files cost about their 10 MB of records and not as much again in objects.
 */
class Blocks {
  readonly full: Uint8Array[] = [];
  private block = new Uint8Array(64 * 1024);
  private used = 0;
  push(bytes: Uint8Array) {
    if (this.used + bytes.length > this.block.length) {
      this.full.push(this.block.subarray(0, this.used));
      this.block = new Uint8Array(Math.max(64 * 1024, bytes.length));
      this.used = 0;
    }
    this.block.set(bytes, this.used);
    this.used += bytes.length;
  }
  *drain(): Generator<Uint8Array> {
    yield* this.full;
    if (this.used) yield this.block.subarray(0, this.used);
  }
}

async function* archive(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
  limits: ZipLimits,
): AsyncGenerator<Uint8Array> {
  const layout = new Layout(limits);
  const central = new Blocks();
  for await (const entry of entries) {
    const name = encoder.encode(entry.name);
    const { time, date } = dosDateTime(entry.modified);
    const { headerOffset, zip64 } = layout.add(name.length, entry.size);
    const source = await entry.open();
    const header = record(LOCAL_BYTES + name.length, (v) => {
      v.setUint32(0, LOCAL_HEADER, true);
      v.setUint16(4, VERSION, true);
      v.setUint16(6, FLAGS, true);
      v.setUint16(8, 0, true); // stored
      v.setUint16(10, time, true);
      v.setUint16(12, date, true);
      // CRC and sizes are zero here: the data descriptor after the data carries them.
      v.setUint16(26, name.length, true);
    });
    header.set(name, LOCAL_BYTES);
    yield header;
    let crc = 0;
    let size = 0;
    for await (const chunk of chunksOf(source)) {
      crc = crc32(chunk, crc);
      size += chunk.byteLength;
      if (size > entry.size) break;
      yield chunk;
    }
    if (size !== entry.size)
      throw new ZipEntryError(`${entry.name}: ${size > entry.size ? "more" : "fewer"} bytes than its ${entry.size}`);
    yield record(DESCRIPTOR_BYTES, (v) => {
      v.setUint32(0, DATA_DESCRIPTOR, true);
      v.setUint32(4, crc, true);
      v.setUint32(8, size, true);
      v.setUint32(12, size, true);
    });
    const extra = zip64 ? ZIP64_OFFSET_EXTRA_BYTES : 0;
    const entryRecord = record(CENTRAL_BYTES + name.length + extra, (v) => {
      v.setUint32(0, CENTRAL_HEADER, true);
      v.setUint16(4, madeBy(zip64 ? VERSION_ZIP64 : VERSION), true);
      v.setUint16(6, zip64 ? VERSION_ZIP64 : VERSION, true);
      v.setUint16(8, FLAGS, true);
      v.setUint16(10, 0, true);
      v.setUint16(12, time, true);
      v.setUint16(14, date, true);
      v.setUint32(16, crc, true);
      v.setUint32(20, size, true);
      v.setUint32(24, size, true);
      v.setUint16(28, name.length, true);
      v.setUint16(30, extra, true);
      v.setUint32(38, UNIX_FILE_0644, true);
      v.setUint32(42, zip64 ? MAX_32 : headerOffset, true);
      if (zip64) {
        const at = CENTRAL_BYTES + name.length;
        v.setUint16(at, 0x0001, true); // the ZIP64 extended information field
        v.setUint16(at + 2, 8, true);
        v.setBigUint64(at + 4, BigInt(headerOffset), true);
      }
    });
    entryRecord.set(name, CENTRAL_BYTES);
    central.push(entryRecord);
  }
  yield* central.drain();
  const { offset: centralOffset, centralSize, count } = layout;
  const zip64End = layout.zip64End;
  if (zip64End) {
    const endOffset = centralOffset + centralSize;
    yield record(ZIP64_END_BYTES, (v) => {
      v.setUint32(0, ZIP64_END, true);
      v.setBigUint64(4, 44n, true); // the record's size after this field
      v.setUint16(12, madeBy(VERSION_ZIP64), true);
      v.setUint16(14, VERSION_ZIP64, true);
      // Disk numbers (16, 20) stay 0: one disk.
      v.setBigUint64(24, BigInt(count), true);
      v.setBigUint64(32, BigInt(count), true);
      v.setBigUint64(40, BigInt(centralSize), true);
      v.setBigUint64(48, BigInt(centralOffset), true);
      v.setUint32(56, ZIP64_LOCATOR, true);
      v.setBigUint64(64, BigInt(endOffset), true);
      v.setUint32(72, 1, true); // disks in all
    });
  }
  yield record(END_BYTES, (v) => {
    v.setUint32(0, END_OF_CENTRAL_DIRECTORY, true);
    // Past the classic fields, each says "see the ZIP64 record" with all its bits set.
    v.setUint16(8, zip64End ? MAX_16 : count, true);
    v.setUint16(10, zip64End ? MAX_16 : count, true);
    v.setUint32(12, zip64End ? MAX_32 : centralSize, true);
    v.setUint32(16, zip64End ? MAX_32 : centralOffset, true);
  });
}

/**
 * The archive as a byte stream that pulls: the next file is opened, and the next chunk read,
 * only when the reader (the download) has taken the last one. Any failure (a read that breaks,
 * a file that is not the size declared) errors the stream: it never ends as if complete.
 */
export function zipStream(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
  limits = CLASSIC,
): ReadableStream<Uint8Array> {
  const chunks = archive(entries, limits);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

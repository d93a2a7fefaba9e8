/**
 * A streaming ZIP writer (stored entries, no compression: photos and results are already
 * compressed). Each file is read chunk by chunk and passed on as it comes, its CRC-32 and size
 * going into a data descriptor after it, so memory stays at one chunk plus the central
 * directory (about 100 bytes a file) however large the archive grows. Names are UTF-8 (flag
 * bit 11). No ZIP64: an archive stops with an error before it would pass 4 GiB or 65,535 files,
 * rather than write a file no unzip can read.
 */

export interface ZipEntry {
  /** The path inside the archive, with forward slashes. */
  name: string;
  modified: Date;
  /** The content, opened when its turn comes; null leaves the entry out (the object is gone). */
  open: () => Promise<ReadableStream<Uint8Array> | Uint8Array | null>;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 3: sizes and CRC follow the data. Bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const VERSION = 20;
/** "Made by" Unix: readers then take names as written (no DOS code page) and files as mode 0644. */
const MADE_BY_UNIX = (3 << 8) | VERSION;
const UNIX_FILE_0644 = 0o100644 << 16;
const MAX_32 = 0xffffffff;
const MAX_ENTRIES = 0xffff;

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

async function* chunksOf(source: ReadableStream<Uint8Array> | Uint8Array): AsyncGenerator<Uint8Array> {
  if (source instanceof Uint8Array) {
    yield source;
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

async function* archive(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  const central: Uint8Array[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    const source = await entry.open();
    if (source === null) continue;
    if (count === MAX_ENTRIES) throw new Error(`A ZIP without ZIP64 holds at most ${MAX_ENTRIES} files`);
    const name = encoder.encode(entry.name);
    const { time, date } = dosDateTime(entry.modified);
    const headerOffset = offset;
    const header = record(30 + name.length, (v) => {
      v.setUint32(0, LOCAL_HEADER, true);
      v.setUint16(4, VERSION, true);
      v.setUint16(6, FLAGS, true);
      v.setUint16(8, 0, true); // stored
      v.setUint16(10, time, true);
      v.setUint16(12, date, true);
      // CRC and sizes are zero here: the data descriptor after the data carries them.
      v.setUint16(26, name.length, true);
    });
    header.set(name, 30);
    yield header;
    let crc = 0;
    let size = 0;
    for await (const chunk of chunksOf(source)) {
      crc = crc32(chunk, crc);
      size += chunk.byteLength;
      if (headerOffset + header.length + size > MAX_32) throw new Error("A ZIP without ZIP64 stops at 4 GiB");
      yield chunk;
    }
    yield record(16, (v) => {
      v.setUint32(0, DATA_DESCRIPTOR, true);
      v.setUint32(4, crc, true);
      v.setUint32(8, size, true);
      v.setUint32(12, size, true);
    });
    offset += header.length + size + 16;
    const entryRecord = record(46 + name.length, (v) => {
      v.setUint32(0, CENTRAL_HEADER, true);
      v.setUint16(4, MADE_BY_UNIX, true);
      v.setUint16(6, VERSION, true);
      v.setUint16(8, FLAGS, true);
      v.setUint16(10, 0, true);
      v.setUint16(12, time, true);
      v.setUint16(14, date, true);
      v.setUint32(16, crc, true);
      v.setUint32(20, size, true);
      v.setUint32(24, size, true);
      v.setUint16(28, name.length, true);
      v.setUint32(38, UNIX_FILE_0644, true);
      v.setUint32(42, headerOffset, true);
    });
    entryRecord.set(name, 46);
    central.push(entryRecord);
    count++;
  }
  let centralSize = 0;
  for (const entryRecord of central) {
    centralSize += entryRecord.length;
    yield entryRecord;
  }
  if (offset + centralSize > MAX_32) throw new Error("A ZIP without ZIP64 stops at 4 GiB");
  yield record(22, (v) => {
    v.setUint32(0, END_OF_CENTRAL_DIRECTORY, true);
    v.setUint16(8, count, true);
    v.setUint16(10, count, true);
    v.setUint32(12, centralSize, true);
    v.setUint32(16, offset, true);
  });
}

/**
 * The archive as a byte stream that pulls: the next file is opened, and the next chunk read,
 * only when the reader (the download) has taken the last one.
 */
export function zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): ReadableStream<Uint8Array> {
  const chunks = archive(entries);
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

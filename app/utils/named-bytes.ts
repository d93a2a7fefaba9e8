/**
 * The bytes of an uploaded file part, with the name the browser gave the file: a refusal of the
 * photo can then name it, as the upload rule says ("Unsupported file(s): kitchen.gif. Allowed:
 * …", docs/product-rules.md). A photo sent as base64 in JSON has no name, and is plain bytes.
 */
export class NamedBytes extends Uint8Array {
  /**
   * What `subarray`, `slice`, `map`… make of it: plain bytes. They would otherwise call this
   * constructor with a typed array's (buffer, offset, length) and get a view of the whole buffer.
   */
  static get [Symbol.species]() {
    return Uint8Array;
  }
  readonly fileName: string;
  constructor(buffer: ArrayBuffer, fileName: string) {
    super(buffer);
    this.fileName = fileName;
  }
}

/** The uploaded file's name, when the bytes came as a named file part. */
export const fileNameOf = (data: unknown): string | null =>
  data instanceof NamedBytes && data.fileName ? data.fileName : null;

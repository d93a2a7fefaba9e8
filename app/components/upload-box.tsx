/**
 * The image upload box (docs/product-rules.md): PNG/JPG/JPEG/WebP by mime or extension, 10 MB enforced,
 * removable previews, single or multiple mode. Large photos are downscaled in the browser before
 * upload (aspect ratio kept) so requests stay small and fast.
 */
import { useId, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { sniffFormat } from "~/services/images/sniff";
import { ACCEPTED_EXTENSIONS, ACCEPTED_MIME_TYPES, MAX_UPLOAD_BYTES } from "~/tools";
import { Icon } from "./app/icons";

export interface PreparedImage {
  name: string;
  mimeType: string;
  /** Without the data: prefix. */
  base64: string;
  /** data: URL for previews. */
  url: string;
  file: File;
}

/** Longest side sent to the model; phone photos (4000+ px) are scaled down to this. */
export const MAX_SIDE = 2048;

export function isAcceptedImage(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return (
    (ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type) ||
    ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))
  );
}

/**
 * An accepted name or type AND the bytes of a PNG, JPEG or WebP: a GIF renamed .jpg is refused
 * here, at once, with the magic-number check the server applies.
 */
async function isImageFile(file: File): Promise<boolean> {
  if (!isAcceptedImage(file)) return false;
  try {
    return sniffFormat(new Uint8Array(await file.slice(0, 16).arrayBuffer())) !== null;
  } catch {
    return true; // Unreadable here (old browser): the server judges the bytes.
  }
}

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

function mimeFor(file: File): string {
  if ((ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type)) return file.type;
  const name = file.name.toLowerCase();
  return name.endsWith(".png") ? "image/png" : name.endsWith(".webp") ? "image/webp" : "image/jpeg";
}

/** Reads a file, downscaling it when a side is over MAX_SIDE. Falls back to the original bytes. */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const mimeType = mimeFor(file);
  let blob: Blob = file;
  let outType = mimeType;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale < 1) {
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(bitmap.width * scale);
      canvas.height = Math.round(bitmap.height * scale);
      const ctx = canvas.getContext("2d");
      if (!ctx) throw new Error("canvas 2d context unavailable");
      ctx.imageSmoothingQuality = "high";
      ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      // PNG keeps transparency (cut-out items, faces); photos become high-quality JPEG.
      outType = mimeType === "image/png" ? "image/png" : "image/jpeg";
      blob = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob"))), outType, 0.92),
      );
    }
    bitmap.close();
  } catch {
    // Not decodable here (old browser): send the original; the server judges the bytes.
  }
  const url = await readAsDataUrl(blob);
  return { name: file.name, mimeType: outType, base64: url.slice(url.indexOf(",") + 1), url, file };
}

const headingRef = (id: string) => document.getElementById(id);

export function UploadBox({
  label,
  images,
  onChange,
  multiple = false,
  name,
  testId,
  compact = false,
}: {
  label: string;
  images: PreparedImage[];
  onChange(images: PreparedImage[]): void;
  multiple?: boolean;
  /** Form field name (used by the no-JavaScript form). */
  name?: string;
  testId?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  async function accept(list: FileList | File[]) {
    const files = Array.from(list);
    const real = await Promise.all(files.map(isImageFile));
    const rejected = files.filter((_, i) => !real[i]);
    const tooLarge = files.filter((f, i) => real[i] && f.size > MAX_UPLOAD_BYTES);
    const messages = [];
    if (rejected.length) messages.push(t("app.upload.unsupported", { names: rejected.map((f) => f.name).join(", ") }));
    if (tooLarge.length) messages.push(t("app.upload.tooLarge", { names: tooLarge.map((f) => f.name).join(", ") }));
    setError(messages.length ? messages.join(" ") : null);
    const valid = files.filter((f, i) => real[i] && f.size <= MAX_UPLOAD_BYTES);
    if (!valid.length) return;
    setBusy(true);
    try {
      const prepared = await Promise.all((multiple ? valid : valid.slice(0, 1)).map(prepareImage));
      onChange(multiple ? [...images, ...prepared] : prepared);
      setAnnouncement(t("app.upload.added", { names: prepared.map((p) => p.name).join(", ") }));
      headingRef(`${id}-label`)?.focus();
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) void accept(event.dataTransfer.files);
  };

  const showDropZone = multiple || images.length === 0;
  const labelId = `${id}-label`;
  return (
    <div data-testid={testId}>
      {/* The box's heading: the wizard moves focus here when a step opens, and after an upload. */}
      <h2 id={labelId} tabIndex={-1} className="mb-2 text-sm font-semibold text-stone-800">
        {label}
      </h2>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {images.length > 0 && (
        <ul className={`grid gap-3 ${multiple ? "grid-cols-2 sm:grid-cols-3" : ""}`}>
          {images.map((image, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a file may be added twice; its name is not unique
              key={`${image.name}-${i}`}
              className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-100"
            >
              <img
                src={image.url}
                alt={image.name}
                className={`w-full object-contain ${compact ? "max-h-48" : "max-h-80"}`}
              />
              <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 bg-white p-2">
                {!multiple && (
                  <button
                    type="button"
                    onClick={() => inputRef.current?.click()}
                    aria-describedby={labelId}
                    className="btn-secondary px-3 py-1.5 text-xs"
                  >
                    <Icon name="upload" className="h-3.5 w-3.5" />
                    {t("app.upload.replace")}
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => {
                    onChange(images.filter((_, j) => j !== i));
                    setAnnouncement(t("app.upload.removed", { name: image.name }));
                    headingRef(labelId)?.focus();
                  }}
                  className="btn-secondary px-3 py-1.5 text-xs"
                >
                  <Icon name="trash" className="h-3.5 w-3.5" />
                  {t("app.upload.remove")}
                  <span className="sr-only"> {image.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={[...ACCEPTED_MIME_TYPES, ...ACCEPTED_EXTENSIONS].join(",")}
        multiple={multiple}
        aria-labelledby={labelId}
        aria-describedby={`${id}-hint`}
        // Once the single photo is chosen, "Change photo" opens the chooser; the input leaves the Tab order.
        tabIndex={showDropZone ? undefined : -1}
        className="peer sr-only"
        onChange={(e) => e.target.files && void accept(e.target.files)}
      />
      {showDropZone && (
        <label
          htmlFor={id}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-6 text-center transition peer-focus-visible:border-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 ${compact ? "py-6" : "py-10"} ${
            dragging
              ? "border-brand-500 bg-brand-50"
              : "border-stone-300 bg-white hover:border-brand-400 hover:bg-brand-50/40"
          } ${images.length ? "mt-3" : ""}`}
        >
          <span className="grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Icon name={busy ? "clock" : "upload"} className="h-6 w-6" />
          </span>
          <span className="font-semibold text-stone-800">
            {busy ? t("app.upload.preparing") : t(multiple ? "app.upload.chooseMany" : "app.upload.choose")}
          </span>
          <span id={`${id}-hint`} className="text-sm text-stone-600">
            {t("app.upload.hint")}
          </span>
        </label>
      )}
      {error && (
        <p role="alert" className="mt-2 flex items-start gap-2 rounded-xl bg-clay-50 px-3 py-2 text-sm text-clay-800">
          <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

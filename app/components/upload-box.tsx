/**
 * The image upload box (docs/product-rules.md): PNG/JPG/JPEG/WebP by mime or extension, removable
 * previews, single or multiple mode. Each photo is prepared in the browser before upload: turned
 * upright as its EXIF orientation says, scaled down to the page's longest side (the standard size,
 * or full resolution for an entitled account) and re-encoded when it is over the size limit. The
 * 10 MB limit is checked on what preparation produced, so a 12 MB phone photo is not refused.
 */
import { createContext, useContext, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "~/i18n-react";
import { MAX_UPLOAD_BYTES, STANDARD_UPLOAD_SIDE } from "~/tools/limits";
import { ACCEPTED_EXTENSIONS, ACCEPTED_MIME_TYPES } from "~/tools/shared";
import { Icon } from "./app/icons";
import { classNames } from "~/utils/class-names";
import { photoPreparation } from "./wizard/on-demand";

export interface PreparedImage {
  name: string;
  mimeType: string;
  /** What is uploaded: the file itself, or the photo re-drawn upright, scaled or re-encoded. */
  blob: Blob;
  /** Object URL of `blob`, for previews. */
  url: string;
}

/**
 * A photo a box shows: one the user prepared, or a stored one (a result the run goes on from),
 * shown from its address and never sent, so it has no blob.
 */
export type ShownImage = Omit<PreparedImage, "blob"> & { blob?: Blob };

/**
 * The longest side a prepared photo keeps, from the tool page's loader (uploadMaxSide): the
 * standard size unless the account is entitled to full-resolution uploads.
 */
export const UploadMaxSide = createContext(STANDARD_UPLOAD_SIDE);
export const useUploadMaxSide = () => useContext(UploadMaxSide);

export function isAcceptedImage(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return (
    (ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type) ||
    ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))
  );
}

function mimeFor(file: File): string {
  if ((ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type)) return file.type;
  const name = file.name.toLowerCase();
  return name.endsWith(".png") ? "image/png" : name.endsWith(".webp") ? "image/webp" : "image/jpeg";
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
  maxSide,
}: {
  label: string;
  images: ShownImage[];
  onChange(images: ShownImage[]): void;
  multiple?: boolean;
  /** Form field name (used by the no-JavaScript form). */
  name?: string;
  testId?: string;
  compact?: boolean;
  /** Longest side a photo keeps (see UploadMaxSide). */
  maxSide: number;
}) {
  const { t } = useTranslation();
  // Each box on a page has its own test id or field name: the same id in the server's HTML and the browser.
  const id = `photo-${testId ?? name ?? "box"}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  async function accept(list: FileList | File[]) {
    const files = Array.from(list);
    setBusy(true);
    try {
      // The code that checks and prepares photos, loaded on demand (usually already there: see
      // `expectPhoto`). Should it fail to load, the photo goes as it is and the server judges it.
      const preparation = await photoPreparation.load().catch(() => undefined);
      const real = await Promise.all(
        files.map(async (file) => isAcceptedImage(file) && (!preparation || (await preparation.hasImageBytes(file)))),
      );
      const rejected = files.filter((_, i) => !real[i]);
      const wanted = files.filter((_, i) => real[i]);
      // The size limit applies to what is sent, so it is judged after preparation.
      const prepared = await Promise.all(
        (multiple ? wanted : wanted.slice(0, 1)).map(async (file): Promise<PreparedImage> => {
          const mimeType = mimeFor(file);
          const blob = preparation ? await preparation.preparedBlob(file, mimeType, maxSide) : file;
          return { name: file.name, mimeType: blob.type || mimeType, blob, url: URL.createObjectURL(blob) };
        }),
      );
      const tooLarge = prepared.filter((p) => p.blob.size > MAX_UPLOAD_BYTES);
      for (const p of tooLarge) URL.revokeObjectURL(p.url);
      const messages = [];
      if (rejected.length)
        messages.push(t("app.upload.unsupported", { names: rejected.map((f) => f.name).join(", ") }));
      if (tooLarge.length) messages.push(t("app.upload.tooLarge", { names: tooLarge.map((p) => p.name).join(", ") }));
      setError(messages.length ? messages.join(" ") : null);
      const valid = prepared.filter((p) => p.blob.size <= MAX_UPLOAD_BYTES);
      if (!valid.length) return;
      onChange(multiple ? [...images, ...valid] : valid);
      setAnnouncement(t("app.upload.added", { names: valid.map((p) => p.name).join(", ") }));
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

  // A photo is about to be chosen: the code that prepares it loads while the file picker is open.
  const expectPhoto = () => void photoPreparation.load().catch(() => {});

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
        onFocus={expectPhoto}
      />
      {showDropZone && (
        <label
          htmlFor={id}
          onPointerDown={expectPhoto}
          onDragEnter={expectPhoto}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={classNames(
            "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-6",
            "text-center transition peer-focus-visible:border-brand-600 peer-focus-visible:ring-2",
            "peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2",
            compact ? "py-6" : "py-10",
            dragging
              ? "border-brand-500 bg-brand-50"
              : "border-stone-300 bg-white hover:border-brand-400 hover:bg-brand-50/40",
            images.length > 0 && "mt-3",
          )}
        >
          <span className="grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Icon name={busy ? "clock" : "upload"} className="h-6 w-6" />
          </span>
          {busy ? (
            <span className="font-semibold text-stone-800">{t("app.upload.preparing")}</span>
          ) : (
            <span className="font-semibold text-stone-800">
              {/* A phone has no mouse to click with and nothing to drag: it says tap. */}
              <span className="touch:hidden">{t(multiple ? "app.upload.chooseMany" : "app.upload.choose")}</span>
              <span className="hidden touch:inline">{t(multiple ? "app.upload.tapMany" : "app.upload.tap")}</span>
            </span>
          )}
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

import { useTranslation } from "~/i18n-react";
import { Icon } from "./icons";
import { classNames } from "~/utils/class-names";

/**
 * One side of a pair: a drawing (an SVG file) or, once `npm run site:examples` has made them, a
 * photo in AVIF and WebP at several widths (`sources`, best format first), `src` being the fallback.
 */
export interface SitePicture {
  src: string;
  width: number;
  height: number;
  sources?: { type: string; srcSet: string }[];
}

export interface ImagePair {
  before: SitePicture;
  after: SitePicture;
  /** Translation keys of the two alt texts; `altParams` values are translation keys too (a room, a style). */
  beforeAlt: string;
  afterAlt: string;
  altParams?: Record<string, string>;
}

/** Every drawing is 800×600; the explicit size keeps the layout from shifting. */
const drawing = (name: string): SitePicture => ({ src: `/images/${name}.svg`, width: 800, height: 600 });
const drawnPair = (name: string, alt: string): ImagePair => ({
  before: drawing(`${name}-before`),
  after: drawing(`${name}-after`),
  beforeAlt: `site.images.${alt}Before`,
  afterAlt: `site.images.${alt}After`,
});

/** The drawings, the landing's pictures until the site has photos of its own (site-examples.server.ts). */
export const IMAGE_PAIRS = {
  // The landing's first picture: a restyle (the drawing's files keep their first name).
  restyle: drawnPair("hero", "hero"),
  recolor: drawnPair("recolor", "recolor"),
  clear: drawnPair("clear", "clear"),
  furniture: drawnPair("furniture", "furniture"),
} satisfies Record<string, ImagePair>;
export type ExampleId = keyof typeof IMAGE_PAIRS;

/** A pair's alt text in the reader's language, its room and style named too. */
function useAlt(pair: ImagePair) {
  const { t } = useTranslation();
  const params = Object.fromEntries(Object.entries(pair.altParams ?? {}).map(([name, key]) => [name, t(key)]));
  return (side: "before" | "after") => t(side === "before" ? pair.beforeAlt : pair.afterAlt, params);
}

/**
 * A picture in its best format. `sizes` says how wide it is drawn, so the browser picks the width
 * it needs from the srcset; the first screen's picture loads first (`eager`).
 */
function Picture({
  picture,
  alt,
  sizes,
  eager,
  className,
}: {
  picture: SitePicture;
  alt: string;
  sizes: string;
  eager: boolean;
  className: string;
}) {
  const img = (
    <img
      src={picture.src}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchpriority: "high" } : {})}
      className={className}
    />
  );
  if (!picture.sources?.length) return img;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

function Label({ children, side }: { children: string; side: "left" | "right" }) {
  return (
    <span
      className={`pointer-events-none absolute top-3 rounded-full px-3 py-1 text-xs font-semibold uppercase ${
        side === "left" ? "left-3 bg-white/90 text-stone-800" : "right-3 bg-brand-800/90 text-white"
      } tracking-wide shadow-sm`}
    >
      {children}
    </span>
  );
}

/**
 * One frame, before on the left and after on the right of a handle the visitor drags. The handle
 * is an `<input type="range">` over the picture (arrow keys, touch and screen readers work as
 * with any slider); the public site's one inline script (site-layout.tsx) shows it and moves the
 * split (`--split`). Without that script the frame stays split in the middle, with no dead control.
 */
export function BeforeAfterCompare({
  pair,
  caption,
  className = "",
}: {
  pair: ImagePair;
  caption?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const alt = useAlt(pair);
  const sizes = "(min-width: 1024px) 560px, (min-width: 640px) 576px, 100vw";
  return (
    <figure className={className}>
      <div
        data-compare
        className={classNames(
          "relative overflow-hidden rounded-3xl bg-stone-200 shadow-2xl shadow-brand-900/20",
          "ring-1 ring-black/5",
        )}
      >
        <Picture picture={pair.before} alt={alt("before")} sizes={sizes} eager className="block h-auto w-full" />
        <Picture
          picture={pair.after}
          alt={alt("after")}
          sizes={sizes}
          eager
          className="absolute inset-0 h-full w-full object-cover [clip-path:inset(0_0_0_var(--split,50%))]"
        />
        <span
          aria-hidden="true"
          className={classNames(
            "pointer-events-none absolute inset-y-0 left-[var(--split,50%)] w-1 -translate-x-1/2",
            "bg-white shadow",
          )}
        />
        <input
          type="range"
          min={0}
          max={100}
          defaultValue={50}
          hidden
          aria-label={t("site.beforeAfter.compare")}
          className="peer absolute inset-0 m-0 h-full w-full cursor-ew-resize touch-pan-y opacity-0"
        />
        <span
          aria-hidden="true"
          className={classNames(
            "pointer-events-none absolute left-[var(--split,50%)] top-1/2 flex h-11 w-11 -translate-x-1/2",
            "-translate-y-1/2 items-center justify-center rounded-full bg-white text-brand-800 shadow-lg",
            "peer-focus-visible:ring-4 peer-focus-visible:ring-clay-500",
          )}
        >
          <Icon name="arrows" className="h-5 w-5 text-clay-600" />
        </span>
        <Label side="left">{t("site.beforeAfter.before")}</Label>
        <Label side="right">{t("site.beforeAfter.after")}</Label>
      </div>
      {caption ? <figcaption className="mt-3 text-center text-sm text-stone-600">{caption}</figcaption> : null}
    </figure>
  );
}

/** Two frames side by side. */
export function BeforeAfterPair({ pair }: { pair: ImagePair }) {
  const { t } = useTranslation();
  const alt = useAlt(pair);
  return (
    <div className="grid grid-cols-2 gap-2 sm:gap-3">
      {(["before", "after"] as const).map((side) => (
        <figure key={side} className="relative overflow-hidden rounded-2xl bg-stone-200 ring-1 ring-black/5">
          <Picture
            picture={pair[side]}
            alt={alt(side)}
            sizes="(min-width: 1024px) 180px, 50vw"
            eager={false}
            className="block aspect-[4/3] h-auto w-full object-cover"
          />
          <Label side={side === "before" ? "left" : "right"}>{t(`site.beforeAfter.${side}`)}</Label>
        </figure>
      ))}
    </div>
  );
}

import { useTranslation } from "~/i18n-react";
import { Icon } from "./icons";
import { classNames } from "~/utils/class-names";

export interface ImagePair {
  before: string;
  after: string;
  beforeAlt: string;
  afterAlt: string;
}

/** Every illustration is drawn at 800×600; the explicit size keeps the layout from shifting. */
const SIZE = { width: 800, height: 600 };

export const IMAGE_PAIRS = {
  hero: {
    before: "/images/hero-before.svg",
    after: "/images/hero-after.svg",
    beforeAlt: "site.images.heroBefore",
    afterAlt: "site.images.heroAfter",
  },
  recolor: {
    before: "/images/recolor-before.svg",
    after: "/images/recolor-after.svg",
    beforeAlt: "site.images.recolorBefore",
    afterAlt: "site.images.recolorAfter",
  },
  clear: {
    before: "/images/clear-before.svg",
    after: "/images/clear-after.svg",
    beforeAlt: "site.images.clearBefore",
    afterAlt: "site.images.clearAfter",
  },
  furniture: {
    before: "/images/furniture-before.svg",
    after: "/images/furniture-after.svg",
    beforeAlt: "site.images.furnitureBefore",
    afterAlt: "site.images.furnitureAfter",
  },
} satisfies Record<string, ImagePair>;

function Label({ children, side }: { children: string; side: "left" | "right" }) {
  return (
    <span
      className={`absolute top-3 rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide shadow-sm ${
        side === "left" ? "left-3 bg-white/90 text-stone-800" : "right-3 bg-brand-800/90 text-white"
      }`}
    >
      {children}
    </span>
  );
}

/** One frame, the left half before and the right half after, split by a handle. */
export function BeforeAfterSplit({
  pair,
  eager = false,
  className = "",
}: {
  pair: ImagePair;
  eager?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const loading = eager ? "eager" : "lazy";
  /** Both photos are the same size and load alike; the after one is clipped to the right half. */
  const photo = (src: string, alt: string, className: string) => (
    <img src={src} alt={alt} {...SIZE} loading={loading} decoding="async" className={className} />
  );
  return (
    <figure
      className={classNames(
        "relative overflow-hidden rounded-3xl bg-stone-200 shadow-2xl shadow-brand-900/20",
        "ring-1 ring-black/5",
        className,
      )}
    >
      {photo(pair.before, t(pair.beforeAlt), "block h-auto w-full")}
      {photo(pair.after, t(pair.afterAlt), "absolute inset-0 h-full w-full [clip-path:inset(0_0_0_50%)]")}
      <span aria-hidden="true" className="absolute inset-y-0 left-1/2 w-1 -translate-x-1/2 bg-white shadow" />
      <span
        aria-hidden="true"
        className={
          "absolute left-1/2 top-1/2 flex h-10 w-10 -translate-x-1/2 -translate-y-1/2 items-center " +
          "justify-center rounded-full bg-white text-brand-800 shadow-lg"
        }
      >
        <Icon name="sparkles" className="h-5 w-5 text-clay-600" />
      </span>
      <Label side="left">{t("site.beforeAfter.before")}</Label>
      <Label side="right">{t("site.beforeAfter.after")}</Label>
    </figure>
  );
}

/** Two frames side by side (stacked on narrow screens). */
export function BeforeAfterPair({ pair }: { pair: ImagePair }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2 sm:gap-3">
      {(["before", "after"] as const).map((side) => (
        <figure key={side} className="relative overflow-hidden rounded-2xl bg-stone-200 ring-1 ring-black/5">
          <img
            src={pair[side]}
            alt={t(side === "before" ? pair.beforeAlt : pair.afterAlt)}
            {...SIZE}
            loading="lazy"
            decoding="async"
            className="block h-auto w-full"
          />
          <Label side={side === "before" ? "left" : "right"}>{t(`site.beforeAfter.${side}`)}</Label>
        </figure>
      ))}
    </div>
  );
}

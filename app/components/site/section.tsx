import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-react";
import { Icon, type IconName } from "./icons";
import { classNames } from "~/utils/class-names";

/** A page section with an anchor id, an eyebrow, a heading and an optional lead paragraph. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  children,
  className = "",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 py-20 sm:py-24 ${className}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-clay-700">{eyebrow}</p> : null}
          <h2 id={headingId} className="mt-3 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {title}
          </h2>
          {lead ? <p className="mt-4 text-lg leading-relaxed text-stone-600">{lead}</p> : null}
        </div>
        <div className="mt-12 sm:mt-16">{children}</div>
      </div>
    </section>
  );
}

/** A grid of cards, each an icon, a title and a text read from `${keyPrefix}.${id}.title|text`. */
export function IconCardGrid({
  items,
  keyPrefix,
  columns = "sm:grid-cols-2 lg:grid-cols-3",
  tone = "brand",
}: {
  items: [string, IconName][];
  keyPrefix: string;
  columns?: string;
  tone?: "brand" | "clay";
}) {
  const { t } = useTranslation();
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {items.map(([id, icon]) => (
        <li key={id} className="rounded-2xl border border-stone-200 bg-stone-50 p-6">
          <span
            className={classNames(
              "flex h-11 w-11 items-center justify-center rounded-xl",
              tone === "brand" ? "bg-brand-700 text-white" : "bg-clay-100 text-clay-700",
            )}
          >
            <Icon name={icon} />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-stone-900">{t(`${keyPrefix}.${id}.title`)}</h3>
          <p className="mt-2 leading-relaxed text-stone-600">{t(`${keyPrefix}.${id}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from "react";

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

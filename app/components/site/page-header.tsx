import type { ReactNode } from "react";

/** The top of a content page: eyebrow, the page's h1 and an intro. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-stone-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 -top-32 h-96 w-96 rounded-full bg-clay-100/70 blur-3xl"
      />
      <div className="relative mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-clay-700">{eyebrow}</p> : null}
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">{title}</h1>
        {children ? <div className="mt-6 text-lg leading-relaxed text-stone-600">{children}</div> : null}
      </div>
    </div>
  );
}

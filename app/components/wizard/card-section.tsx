import type { ReactNode } from "react";

/** A card under a tool's result with a heading of its own (the run's other options, a design's history). */
export function CardSection({
  id,
  title,
  testId,
  children,
}: {
  id: string;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="card mt-5 p-4 sm:p-6" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

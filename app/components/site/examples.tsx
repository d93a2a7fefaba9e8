import { useTranslation } from "~/i18n-react";
import { BeforeAfterPair, type ExampleId, type ImagePair } from "./before-after";

export const EXAMPLES = ["restyle", "recolor", "clear", "furniture"] as const satisfies readonly ExampleId[];

/**
 * The three before/after pairs, each with its title and text: side by side on the landing
 * ("examples"), as large alternating rows on the about page ("Our Solution").
 */
export function ExampleList({
  pairs,
  layout = "grid",
}: {
  pairs: Record<ExampleId, ImagePair>;
  layout?: "grid" | "rows";
}) {
  const { t } = useTranslation();
  if (layout === "rows")
    return (
      <ol className="space-y-16">
        {EXAMPLES.map((id, index) => (
          <li key={id} className="grid items-center gap-8 lg:grid-cols-5 lg:gap-12">
            <div className={`lg:col-span-3 ${index % 2 ? "lg:order-2" : ""}`}>
              <BeforeAfterPair pair={pairs[id]} />
            </div>
            <div className="lg:col-span-2">
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-clay-100 font-bold text-clay-800"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-2xl font-bold text-stone-900">{t(`site.examples.${id}.title`)}</h3>
              <p className="mt-3 text-lg leading-relaxed text-stone-600">{t(`site.examples.${id}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    );
  return (
    <ul className="grid gap-12 md:grid-cols-2 md:gap-x-8">
      {EXAMPLES.map((id) => (
        <li key={id}>
          <BeforeAfterPair pair={pairs[id]} />
          <h3 className="mt-5 text-lg font-semibold text-stone-900">{t(`site.examples.${id}.title`)}</h3>
          <p className="mt-2 text-stone-600">{t(`site.examples.${id}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}

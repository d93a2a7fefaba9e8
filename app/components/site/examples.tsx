import { useTranslation } from "react-i18next";
import { BeforeAfterPair, IMAGE_PAIRS } from "./before-after";

export const EXAMPLES = ["recolor", "clear", "furniture"] as const;

/** The three before/after pairs, each with its title and text (landing "examples", about "Our Solution"). */
export function ExampleList({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  return (
    <ul className="grid gap-12 lg:grid-cols-3 lg:gap-8">
      {EXAMPLES.map((id) => (
        <li key={id}>
          <BeforeAfterPair pair={IMAGE_PAIRS[id]} />
          <Heading className="mt-5 text-lg font-semibold text-stone-900">{t(`site.examples.${id}.title`)}</Heading>
          <p className="mt-2 text-stone-600">{t(`site.examples.${id}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}

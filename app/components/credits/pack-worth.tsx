import { useTranslation } from "~/i18n-react";
import { creditsWorth, type CreditCosts } from "~/models/pricing";

/**
 * "≈ 40 restyles or 80 recolors": what a pack's credits buy, on every pack card (the landing's and
 * the app's), counted from the pricing table by creditsWorth, never a single "transformations" figure.
 */
export function PackWorth({ credits, costs, className }: { credits: number; costs: CreditCosts; className: string }) {
  const { t } = useTranslation();
  const { dear, cheap } = creditsWorth(credits, costs);
  const uses = ({ key, count }: typeof dear) => t(`credits.packages.uses.${key}`, { count });
  return (
    <p className={className} data-testid="pack-worth">
      {t("credits.packages.worth", { dear: uses(dear), cheap: uses(cheap) })}
    </p>
  );
}

import { useTranslation } from "~/i18n-react";
import { premiumPerks } from "~/models/pricing";

/** Premium in one sentence, the pack card's own lines joined: the account's badge and the FAQ say it alike. */
export function usePremiumSentence(premiumFourK: boolean): string {
  const { t } = useTranslation();
  return premiumPerks(premiumFourK)
    .map((perk) => t(`credits.packages.features.${perk}`))
    .join(" · ");
}

import { useTranslation } from "~/i18n-react";
import { classNames } from "~/utils/class-names";

/** The first stop of the Tab order on every page: jumps past the navigation to `#main`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className={classNames(
        "sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50",
        "focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold",
        "focus:text-brand-800 focus:shadow-lg",
      )}
    >
      {t("common.skipToContent")}
    </a>
  );
}

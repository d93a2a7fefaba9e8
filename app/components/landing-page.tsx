import { useTranslation } from "~/i18n-react";
import type { CreditCosts } from "~/models/pricing";
import type { ExampleId, ImagePair } from "./site/before-after";
import { Hero, type LandingVariant, type RestyleCounts } from "./site/hero";
import {
  ClosingCta,
  Examples,
  Faq,
  Features,
  HowItWorks,
  Pricing,
  type RestyleChoices,
  RestyleShowcase,
  Stats,
  Testimonials,
  Tools,
  type ToolCard,
} from "./site/landing-sections";
import { SiteLayout } from "./site/site-layout";

/** The landing page; its variants change only the hero's words and keep every section. */
export function LandingPage({
  variant = "landing",
  costs,
  premiumFourK,
  tools,
  restyle,
  counts,
  examples,
  caption,
  signedIn = false,
}: {
  variant?: LandingVariant;
  costs: CreditCosts;
  /** The active image model makes 4K results for Premium accounts (else the card says up to 2K). */
  premiumFourK: boolean;
  tools: ToolCard[];
  restyle: RestyleChoices;
  counts: RestyleCounts;
  /** The before/after pairs; the restyle one is also the hero's, showing `caption`'s room and style. */
  examples: Record<ExampleId, ImagePair>;
  caption: { room: string; style: string };
  /** The visitor is signed in: the header and footer offer the dashboard instead of Sign in. */
  signedIn?: boolean;
}) {
  const { t } = useTranslation();
  const shows = t("site.beforeAfter.caption", { room: t(caption.room), style: t(caption.style) });
  return (
    <SiteLayout anchorBase="" signedIn={signedIn}>
      <Hero variant={variant} pair={examples.restyle} caption={shows} counts={counts} signedIn={signedIn} />
      <Stats />
      <RestyleShowcase choices={restyle} />
      <Examples pairs={examples} />
      <Features />
      <Tools tools={tools} costs={costs} />
      <HowItWorks />
      <Testimonials />
      <Pricing costs={costs} premiumFourK={premiumFourK} signedIn={signedIn} />
      <Faq costs={costs} premiumFourK={premiumFourK} />
      <ClosingCta costs={costs} signedIn={signedIn} />
    </SiteLayout>
  );
}

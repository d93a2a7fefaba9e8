import type { CreditCosts } from "~/models/pricing";
import { Hero, type LandingVariant } from "./site/hero";
import {
  ClosingCta,
  Examples,
  Faq,
  Features,
  HowItWorks,
  Pricing,
  Stats,
  Testimonials,
  Tools,
  type ToolCard,
} from "./site/landing-sections";
import { SiteLayout } from "./site/site-layout";

/** The landing page; its variants change only the hero's angle and keep every section. */
export function LandingPage({
  variant = "landing",
  costs,
  premiumFourK,
  tools,
  signedIn = false,
}: {
  variant?: LandingVariant;
  costs: CreditCosts;
  /** The active image model makes 4K results for Premium accounts (else the card says up to 2K). */
  premiumFourK: boolean;
  tools: ToolCard[];
  /** The visitor is signed in: the header and footer offer the dashboard instead of Sign in. */
  signedIn?: boolean;
}) {
  return (
    <SiteLayout anchorBase="" signedIn={signedIn}>
      <Hero variant={variant} />
      <Stats />
      <Features />
      <Examples />
      <Tools tools={tools} costs={costs} />
      <HowItWorks />
      <Testimonials />
      <Pricing costs={costs} premiumFourK={premiumFourK} />
      <Faq costs={costs} />
      <ClosingCta costs={costs} />
    </SiteLayout>
  );
}

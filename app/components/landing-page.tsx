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
  tools,
}: {
  variant?: LandingVariant;
  costs: CreditCosts;
  tools: ToolCard[];
}) {
  return (
    <SiteLayout anchorBase="">
      <Hero variant={variant} />
      <Stats />
      <Features />
      <Examples />
      <Tools tools={tools} costs={costs} />
      <HowItWorks />
      <Testimonials />
      <Pricing costs={costs} />
      <Faq costs={costs} />
      <ClosingCta costs={costs} />
    </SiteLayout>
  );
}

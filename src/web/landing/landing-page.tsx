// The visitor landing page (spec 2 §2 "Other screens"): what each side gets, how it works, the
// price. Register and Get Started open the sign-up form (/register), Login opens /quick-login;
// the footer links the legal pages.
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';

export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <LandingHeader />
      <main id="main" className="flex-1">
        <HeroSection />
        <FeaturesSection />
        <HowItWorksSection />
        <PricingSection />
      </main>
      <LandingFooter />
    </div>
  );
}

import { DEFAULT_USAGE_LIMITS, PLANS, type PlanFacts } from '@tandem/catalog/plans';
import { memo } from 'react';
import { useSite } from './site-context';

/** Pricing's plan cards: each plan of the plans module with its credits a month, in the page's language. */
export const PricingPlans = memo(function PricingPlans() {
  const { locale, text } = useSite();
  const p = text.plans;
  const credits = (plan: PlanFacts) =>
    typeof plan.credits === 'number' ? p.creditsPerMonth(plan.credits.toLocaleString(locale === 'de' ? 'de-DE' : 'en-US')) : plan.credits === 'own-limit' ? p.ownLimit : p.agreed;
  return (
    <section className="site-section">
      <h2>{p.heading}</h2>
      <ul className="site-plans" data-testid="pricing-plans">
        {PLANS.map((plan) => (
          <li key={plan.id} className="site-plan" data-testid={`plan-${plan.id}`}>
            <h3>{p.byId[plan.id].name}</h3>
            <p className="site-plan-credits">{credits(plan)}</p>
            <p>{p.byId[plan.id].lead}</p>
            {plan.isDefault && <p className="site-plan-default">{p.default}</p>}
          </li>
        ))}
      </ul>
      <p>{p.usageLimits(DEFAULT_USAGE_LIMITS.mailgun.monthly, DEFAULT_USAGE_LIMITS.openai.monthly)}</p>
    </section>
  );
});

import { memo } from 'react';
import { DEFAULT_USAGE_LIMITS, PLANS } from '@tandem/services/schemas/billing';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';
import { formatDateTime, formatUsage } from '../ui/format';

/**
 * The plans (freemium, flexible, powerful) with their prices and included credits, the workspace's
 * plan and credits of the month, and the default usage limits with what the month used of them.
 * Changing the plan is the billing user's: the page says whom to ask.
 */
export const PlanPage = memo(function PlanPage({ ws }: { ws: string }) {
  const { t, locale } = useI18n();
  const billing = useApiQuery(queries.billing(ws));
  const data = billing.data;
  const euros = (amount: number) => new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);
  const count = (n: number) => n.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB');
  const usageOf = (app: string) => data?.usageByApp.find((u) => u.app === app)?.units ?? 0;
  const limits = [
    { app: 'mailgun', label: t('plan.limit.mails'), used: formatUsage(usageOf('mailgun'), 'mails', locale), of: formatUsage(DEFAULT_USAGE_LIMITS.mailgun.monthly, 'mails', locale), share: usageOf('mailgun') / DEFAULT_USAGE_LIMITS.mailgun.monthly },
    {
      app: 'openai',
      label: t('plan.limit.ai'),
      used: formatUsage(usageOf('openai'), 'microEuros', locale),
      of: euros(DEFAULT_USAGE_LIMITS.openai.monthly),
      share: usageOf('openai') / (DEFAULT_USAGE_LIMITS.openai.monthly * 1_000_000),
    },
  ];

  return (
    <div className="page plan-page">
      <h1>{t('plan.title')}</h1>
      <ErrorText error={billing.error} />
      {data && (
        <div className="card plan-usage" data-testid="plan-usage">
          <h2>{t('plan.thisMonth')}</h2>
          <p>
            {t('plan.current')}: <strong>{t(`plan.${data.plan}`)}</strong> · {formatDateTime(data.periodStart, locale)} – {formatDateTime(data.periodEnd, locale)}
          </p>
          <p data-testid="plan-credits">
            {t('settings.credits', { used: count(data.usedCredits), included: count(data.includedCredits) })}
            {data.creditLimit !== null && ` · ${t('settings.creditLimit', { limit: count(data.creditLimit) })}`}
          </p>
          <meter min={0} max={data.creditLimit ?? data.includedCredits} value={data.usedCredits} />
        </div>
      )}
      <div className="plan-grid" data-testid="plans">
        {PLANS.map((offer) => {
          const current = data?.plan === offer.id;
          return (
            <div key={offer.id} className={current ? 'card plan current' : 'card plan'} data-testid={`plan-${offer.id}`}>
              <h2>
                {t(`plan.${offer.id}`)} {current && <small className="badge live">{t('plan.currentBadge')}</small>}
              </h2>
              <ul>
                <li>
                  {typeof offer.credits === 'number'
                    ? t('plan.included', { credits: count(offer.credits) })
                    : offer.credits === 'own-limit'
                      ? t('plan.ownLimit')
                      : t('plan.agreed')}
                </li>
                <li>{t(`plan.for.${offer.id}`)}</li>
              </ul>
              {!current && <p className="muted">{t('plan.howToChange')}</p>}
            </div>
          );
        })}
      </div>
      <div className="card" data-testid="usage-limits">
        <h2>{t('plan.limits')}</h2>
        <p className="muted">{t('plan.limitsText')}</p>
        <table className="table">
          <thead>
            <tr>
              <th>{t('plan.limit.what')}</th>
              <th>{t('plan.limit.used')}</th>
              <th>{t('plan.limit.of')}</th>
            </tr>
          </thead>
          <tbody>
            {limits.map((limit) => (
              <tr key={limit.app} data-testid={`limit-${limit.app}`}>
                <td>{limit.label}</td>
                <td>
                  {limit.used} <meter min={0} max={1} value={Math.min(1, limit.share)} />
                </td>
                <td>{limit.of}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
});

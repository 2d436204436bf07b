import { memo, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, RadialBar, RadialBarChart, ResponsiveContainer, Tooltip, XAxis, YAxis, PolarAngleAxis } from 'recharts';
import { endpoints } from '../../api/endpoints';
import { Link } from '../../app/link';
import { pathOf } from '../../app/routes';
import { useApiQuery } from '../../api/use-api-query';
import { queries } from '../../api/queries';
import { navigate } from '../../app/use-location';
import { useI18n } from '../../i18n/i18n-context';
import { ErrorText } from '../../ui/error-text';
import { formatDateTime } from '../../ui/format';
import { useReducedMotion } from '../../ui/use-reduced-motion';
import { creditShare, dayLabel, runTotals } from './home-model';

const COLORS = { succeeded: '#2f9e44', failed: '#e03131', running: '#1c7ed6', cancelled: '#adb5bd' } as const;

/**
 * The top of the workspace's home page (GET /api/workspaces/:ws/overview): runs per day by outcome,
 * the flows failing now, the month's credits against the plan, and for a new workspace its first
 * steps. Loaded on its own (it brings the chart library), after the page around it.
 */
export const HomeOverview = memo(function HomeOverview({ ws }: { ws: string }) {
  const { t, locale } = useI18n();
  const overview = useApiQuery(queries.overview(ws));
  const [error, setError] = useState<unknown>(null);
  const animate = !useReducedMotion();
  const data = overview.data;
  if (!data) return <ErrorText error={overview.error} />;
  const share = creditShare(data.credits);
  const totals = runTotals(data.runsPerDay);
  const days = data.runsPerDay.map((d) => ({ ...d, label: dayLabel(d.day, locale) }));
  const number = (n: number) => n.toLocaleString(locale);
  const startWithWebhook = async () => {
    try {
      const copy = await endpoints.copyLibraryFlow(ws, data.starterFlowId);
      // It needs no connection, so it goes live at once: its trigger panel shows the URL to POST to.
      // Should that be refused, the copy still opens, off, and its panel says how to set it live.
      if (copy.latestVersionId) await endpoints.setLive(ws, copy.flowId, copy.latestVersionId).catch(() => {});
      navigate(`${pathOf({ page: 'editor', ws, flowId: copy.flowId })}?panel=trigger`);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <section className="home-overview" data-testid="home-overview" aria-label={t('home.title')}>
      {data.flowCount === 0 && (
        <div className="card home-start" data-testid="home-start">
          <h2>{t('home.start.title')}</h2>
          <p className="muted">{t('home.start.text')}</p>
          <div className="row">
            <Link to={pathOf({ page: 'library', ws })} className="button primary">
              {t('home.start.library')}
            </Link>
            <button type="button" onClick={() => void startWithWebhook()}>
              {t('home.start.webhook')}
            </button>
          </div>
          <ErrorText error={error} />
        </div>
      )}
      <div className="home-grid">
        <div className="card home-runs" data-testid="home-runs">
          <h2>{t('home.runs.title')}</h2>
          <p className="muted">{totals.total === 0 ? t('home.runs.none') : t('home.runs.total', { total: number(totals.total), failed: number(totals.failed) })}</p>
          <div className="chart">
            <ResponsiveContainer width="100%" height={220}>
              <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" fontSize={11} interval="preserveStartEnd" minTickGap={12} />
                <YAxis allowDecimals={false} fontSize={11} />
                <Tooltip />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Bar dataKey="succeeded" name={t('home.runs.succeeded')} stackId="runs" fill={COLORS.succeeded} isAnimationActive={animate} />
                <Bar dataKey="failed" name={t('home.runs.failed')} stackId="runs" fill={COLORS.failed} isAnimationActive={animate} />
                <Bar dataKey="running" name={t('home.runs.running')} stackId="runs" fill={COLORS.running} isAnimationActive={animate} />
                <Bar dataKey="cancelled" name={t('home.runs.cancelled')} stackId="runs" fill={COLORS.cancelled} isAnimationActive={animate} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </div>
        <div className="card home-credits" data-testid="home-credits">
          <h2>{t('home.credits.title')}</h2>
          <div className="chart gauge">
            <ResponsiveContainer width="100%" height={160}>
              <RadialBarChart innerRadius="70%" outerRadius="100%" startAngle={210} endAngle={-30} data={[{ value: share.percent, fill: share.over ? COLORS.failed : COLORS.running }]}>
                <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
                <RadialBar dataKey="value" background cornerRadius={6} isAnimationActive={animate} />
              </RadialBarChart>
            </ResponsiveContainer>
            <strong className="gauge-figure">{share.percent} %</strong>
          </div>
          <p data-testid="home-credits-text">{t('home.credits.used', { used: number(share.used), of: number(share.of) })}</p>
          <p className="muted">
            {t('home.credits.plan', { plan: t(`plan.${data.credits.plan}`) })} · <Link to={pathOf({ page: 'plan', ws })}>{t('home.credits.planLink')}</Link>
          </p>
        </div>
        <div className="card home-failing" data-testid="home-failing">
          <h2>{t('home.failing.title')}</h2>
          {data.failingFlows.length === 0 ? (
            <p className="muted">{t('home.failing.none')}</p>
          ) : (
            <ul className="list">
              {data.failingFlows.map((f) => (
                <li key={f.flowId} data-testid="failing-flow">
                  <Link to={pathOf({ page: 'editor', ws, flowId: f.flowId })}>{f.name}</Link>
                  <div className="muted">
                    {f.failedAt ? formatDateTime(f.failedAt, locale) : ''} · <Link to={pathOf({ page: 'run', ws, runId: f.runId })}>{t('home.failing.run')}</Link>
                  </div>
                  {f.error && <div className="error">{f.error}</div>}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
});

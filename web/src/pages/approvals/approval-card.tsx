import { memo, type ReactNode } from 'react';
import type { ApprovalView } from '../../api/types';
import { Link } from '../../app/link';
import { pathOf } from '../../app/routes';
import { useI18n } from '../../i18n/i18n-context';
import { formatDateTime } from '../../ui/format';
import { JsonView } from '../../ui/json-view';

/** An approval: what it asks, by when, its decision and every recorded answer; `children` is where to answer. */
export const ApprovalCard = memo(function ApprovalCard({ approval, ws, children }: { approval: ApprovalView; ws?: string; children?: ReactNode }) {
  const { t, locale } = useI18n();
  return (
    <section className="card approval" data-testid="approval" data-status={approval.status}>
      <div className="row wrap">
        <strong>{approval.title}</strong>
        {approval.decision ? (
          <span className={`badge ${approval.decision === 'approved' ? 'ok' : 'bad'}`} data-testid="approval-decision">
            {t(`approvals.decision.${approval.decision}`)}
          </span>
        ) : approval.status === 'closed' ? (
          <span className="badge" data-testid="approval-closed">
            {t('approvals.closedBadge')}
          </span>
        ) : (
          <span className="badge">{t('approvals.pending')}</span>
        )}
        <span className="spacer" />
        {ws && approval.flowName && (
          <Link to={pathOf({ page: 'run', ws, runId: approval.runId })}>
            {t('approvals.run')}: {approval.flowName} · <span className="mono">{approval.stepPath}</span>
          </Link>
        )}
      </div>
      <p className="approval-message">{approval.message}</p>
      {approval.status === 'pending' && <p className="muted">{t('approvals.due', { at: formatDateTime(approval.deadlineAt, locale) })}</p>}
      {approval.status === 'closed' && approval.closedReason && (
        <p className="muted" data-testid="approval-closed-reason">
          {t(`approvals.closedReason.${approval.closedReason}`)}
        </p>
      )}
      {approval.decision && (
        <p className="muted">
          {approval.timedOut ? t('approvals.timedOut') : t('approvals.by', { who: approval.decidedBy ?? '', at: formatDateTime(approval.decidedAt, locale) })}
        </p>
      )}
      {approval.values && Object.keys(approval.values).length > 0 && <JsonView value={approval.values} />}
      {approval.answers.length > 0 && (
        <table className="table" data-testid="approval-answers">
          <caption>{t('approvals.answers')}</caption>
          <tbody>
            {approval.answers.map((answer) => (
              <tr key={answer.answerId}>
                <td>{answer.by ?? '—'}</td>
                <td>{t(`approvals.via.${answer.via}`)}</td>
                <td>{t(`approvals.decision.${answer.decision}`)}</td>
                <td>{answer.itemDecisions ? `${answer.itemDecisions.filter((d) => d === 'approved').length}/${answer.itemDecisions.length}` : ''}</td>
                <td>{answer.comment ?? ''}</td>
                <td>{formatDateTime(answer.answeredAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {children}
    </section>
  );
});

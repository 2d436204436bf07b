import { memo } from 'react';
import { Link } from '../../app/link';
import { pathOf } from '../../app/routes';
import { useApiQuery } from '../../api/use-api-query';
import { asOf, queries } from '../../api/queries';
import { useI18n } from '../../i18n/i18n-context';
import { ApprovalCard } from './approval-card';

/** The run page's approvals: a waiting one with its link for members, a decided one with its recorded answer. */
export const RunApprovals = memo(function RunApprovals({ ws, runId, status }: { ws: string; runId: string; status: string }) {
  const { t } = useI18n();
  const approvals = useApiQuery(asOf(queries.runApprovals(ws, runId), status));
  const items = approvals.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section data-testid="run-approvals">
      <h2>{t('run.approvals')}</h2>
      {items.map((approval) => (
        <ApprovalCard key={approval.approvalId} approval={approval}>
          {approval.status === 'pending' && (
            <Link to={pathOf({ page: 'approval', ws, approvalId: approval.approvalId })} className="button">
              {t('approvals.open')}
            </Link>
          )}
        </ApprovalCard>
      ))}
    </section>
  );
});

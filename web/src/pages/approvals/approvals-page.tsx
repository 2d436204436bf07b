import { memo, useState } from 'react';
import { endpoints } from '../../api/endpoints';
import { queries } from '../../api/queries';
import { useApiQuery } from '../../api/use-api-query';
import { useI18n } from '../../i18n/i18n-context';
import { ErrorText } from '../../ui/error-text';
import { ApprovalAnswerForm } from './approval-answer-form';
import { ApprovalCard } from './approval-card';

/** The inbox looks for new approvals this often while it is open. */
const INBOX_POLL_MS = 10_000;

/** /app/w/:ws/approvals (the inbox) and /app/w/:ws/approvals/:id (one approval): answer in the app. */
export const ApprovalsPage = memo(function ApprovalsPage({ ws, approvalId }: { ws: string; approvalId?: string }) {
  const { t } = useI18n();
  const [status, setStatus] = useState<'pending' | 'decided' | 'closed'>('pending');
  const one = useApiQuery({ ...queries.approval(ws, approvalId ?? ''), enabled: approvalId !== undefined });
  const inbox = useApiQuery({ ...queries.approvals(ws, status), enabled: approvalId === undefined, refetchInterval: INBOX_POLL_MS });
  const list = approvalId ? { error: one.error, data: one.data && { items: [one.data] } } : inbox;
  return (
    <div className="page" data-testid="approvals-page">
      <div className="row">
        <h1>{t('approvals.title')}</h1>
        <span className="spacer" />
        {!approvalId && (
          <div className="row" role="group">
            {(['pending', 'decided', 'closed'] as const).map((option) => (
              <button key={option} type="button" className={status === option ? 'primary' : ''} aria-pressed={status === option} onClick={() => setStatus(option)}>
                {t(`approvals.${option}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      <ErrorText error={list.error} />
      {list.data?.items.length === 0 && <p className="muted">{t('approvals.empty')}</p>}
      {list.data?.items.map((approval) => (
        <ApprovalCard key={approval.approvalId} approval={approval} ws={ws}>
          {approval.canAnswer ? (
            <ApprovalAnswerForm
              approval={approval}
              onAnswer={async (body) => {
                const answered = await endpoints.answerApproval(ws, approval.approvalId, body);
                if (approvalId) one.update(() => answered);
                else inbox.update((data) => ({ items: data.items.map((item) => (item.approvalId === answered.approvalId ? answered : item)) }));
              }}
            />
          ) : (
            approval.status === 'pending' && <p className="muted">{t('approvals.notYours')}</p>
          )}
        </ApprovalCard>
      ))}
    </div>
  );
});

import { memo, useState } from 'react';
import { endpoints } from '../../api/endpoints';
import type { ApprovalLinkView } from '../../api/types';
import { useApiQuery } from '../../api/use-api-query';
import { queries } from '../../api/queries';
import { useI18n } from '../../i18n/i18n-context';
import { ErrorText } from '../../ui/error-text';
import { ApprovalAnswerForm } from './approval-answer-form';
import { ApprovalCard } from './approval-card';

/** /app/approve/:token: the mailed (or chat) link answers one approval, once, without signing in. */
export const ApprovalLinkPage = memo(function ApprovalLinkPage({ token }: { token: string }) {
  const { t } = useI18n();
  const loaded = useApiQuery(queries.approvalLink(token));
  const [answered, setAnswered] = useState<ApprovalLinkView | null>(null);
  const view = answered ?? loaded.data;
  return (
    <div className="auth">
      <div className="card auth-card approval-link" data-testid="approval-link">
        <h1>{t('approvalLink.title')}</h1>
        <ErrorText error={loaded.error} />
        {view && (
          <>
            {answered && <p data-testid="approval-link-state" data-state="done">{t('approvalLink.done')}</p>}
            {!answered && view.state !== 'open' && (
              <p className="error" data-testid="approval-link-state" data-state={view.state}>
                {t(`approvalLink.${view.state}`)}
              </p>
            )}
            {view.state === 'open' && !answered && <p className="muted">{t('approvalLink.for', { email: view.approver })}</p>}
            <ApprovalCard approval={view.approval}>
              {view.state === 'open' && !answered && (
                <ApprovalAnswerForm
                  approval={view.approval}
                  onAnswer={async (body) => {
                    setAnswered(await endpoints.answerApprovalLink(token, body));
                  }}
                />
              )}
            </ApprovalCard>
          </>
        )}
      </div>
    </div>
  );
});

import { memo, useState } from 'react';
import type { ApprovalAnswerBody, ApprovalView, JsonSchema } from '../../api/types';
import { useI18n } from '../../i18n/i18n-context';
import { ErrorText } from '../../ui/error-text';
import { SchemaForm, type FormValue } from '../../ui/schema-form/schema-form';

const itemLabel = (item: unknown) => (typeof item === 'string' ? item : JSON.stringify(item));

/** Approve or reject, with the form's values and, for a list, a choice per item (every item ticked to start). */
export const ApprovalAnswerForm = memo(function ApprovalAnswerForm({ approval, onAnswer }: { approval: ApprovalView; onAnswer: (body: ApprovalAnswerBody) => Promise<void> }) {
  const { t } = useI18n();
  const [values, setValues] = useState<FormValue>({});
  const [ticked, setTicked] = useState<boolean[]>(() => (approval.items ?? []).map(() => true));
  const [comment, setComment] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const answer = async (decision: 'approved' | 'rejected') => {
    setBusy(true);
    setError(null);
    try {
      await onAnswer({
        decision,
        values: decision === 'approved' ? values : {},
        ...(approval.items ? { itemDecisions: ticked.map((on) => (on ? 'approved' : 'rejected')) } : {}),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="approval-answer" data-testid="approval-answer">
      {approval.form && <SchemaForm schema={approval.form as JsonSchema} value={values} issues={{}} onChange={setValues} />}
      {approval.items && (
        <fieldset className="field approval-items">
          <legend>{t('approvals.items')}</legend>
          {approval.items.map((item, index) => (
            <label key={index} className="row" data-testid="approval-item">
              <input type="checkbox" checked={ticked[index] ?? true} onChange={(e) => setTicked(ticked.map((on, i) => (i === index ? e.target.checked : on)))} />
              <span className="mono">{itemLabel(item)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <label className="field">
        <span>{t('approvals.comment')}</span>
        <textarea rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />
      </label>
      <ErrorText error={error} />
      <div className="row">
        <button type="button" className="primary" disabled={busy} onClick={() => void answer('approved')}>
          {t('approvals.approve')}
        </button>
        <button type="button" disabled={busy} onClick={() => void answer('rejected')}>
          {t('approvals.reject')}
        </button>
      </div>
    </div>
  );
});

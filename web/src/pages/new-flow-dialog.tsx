import { memo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import { pathOf } from '../app/routes';
import { navigate } from '../app/use-location';
import { emptyDefinition } from '../flow/types';
import { useI18n } from '../i18n/i18n-context';
import { DialogForm } from '../ui/dialog-form';
import { ErrorText } from '../ui/error-text';

/** "New flow": its name and description; the flow opens on the canvas with its trigger panel open. */
export const NewFlowDialog = memo(function NewFlowDialog({ ws, onCancel }: { ws: string; onCancel: () => void }) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const flow = await endpoints.createFlow(ws, { name: name.trim(), ...(description.trim() ? { description: description.trim() } : {}), definition: emptyDefinition() });
      navigate(`${pathOf({ page: 'editor', ws, flowId: flow.flowId })}?panel=trigger`);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <DialogForm title={t('flows.newTitle')} submitLabel={t('flows.create')} submitDisabled={busy || name.trim() === ''} onSubmit={() => void create()} onCancel={onCancel}>
      <label className="field">
        <span>{t('flows.name')}</span>
        <input autoFocus required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('flows.description')}</span>
        <textarea rows={3} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <ErrorText error={error} />
    </DialogForm>
  );
});

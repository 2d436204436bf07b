import { memo, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { DialogForm } from '../../ui/dialog-form';
import { formatDateTime } from '../../ui/format';
import { useEditorStore } from '../store/editor-context';

/** The notice of a restored draft (with a way to drop it) and the question before leaving unsaved work. */
export const DraftNotices = memo(function DraftNotices({ restoredAt, leaving, onStay }: { restoredAt: string | null; leaving: (() => void) | null; onStay: () => void }) {
  const { t, locale } = useI18n();
  const store = useEditorStore();
  const [shown, setShown] = useState(restoredAt !== null);
  return (
    <>
      {shown && restoredAt && (
        <div className="notice row" role="status" data-testid="draft-restored">
          <span className="grow">{t('draft.restored', { when: formatDateTime(restoredAt, locale) })}</span>
          <button
            type="button"
            onClick={() => {
              const { saved, load } = store.getState();
              load(saved);
              setShown(false);
            }}
          >
            {t('draft.discard')}
          </button>
          <button type="button" className="link" onClick={() => setShown(false)}>
            {t('common.close')}
          </button>
        </div>
      )}
      {leaving && (
        <DialogForm title={t('leave.title')} submitLabel={t('leave.leave')} submitDisabled={false} onCancel={onStay} onSubmit={leaving}>
          <p>{t('leave.text')}</p>
        </DialogForm>
      )}
    </>
  );
});

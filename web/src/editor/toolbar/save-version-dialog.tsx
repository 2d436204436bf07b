import { memo, useState } from 'react';
import { DialogForm } from '../../ui/dialog-form';
import { useI18n } from '../../i18n/i18n-context';
import { CHANGE_NOTES_MAX, counter, VERSION_NAME_MAX, versionFormValid } from './version-form';

/** Name (≤ 48) and change notes (≤ 640) of a version to save, with counters. */
export const SaveVersionDialog = memo(function SaveVersionDialog({
  onSave,
  onCancel,
  busy,
}: {
  onSave: (name: string, notes: string) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const nameCount = counter(name, VERSION_NAME_MAX);
  const notesCount = counter(notes, CHANGE_NOTES_MAX);
  return (
    <DialogForm
      title={t('editor.saveVersion')}
      submitLabel={t('common.save')}
      submitDisabled={busy || !versionFormValid(name, notes)}
      onCancel={onCancel}
      onSubmit={() => {
        if (versionFormValid(name, notes)) onSave(name, notes);
      }}
    >
      <label className="field">
        <span>{t('versions.name')}</span>
        <input value={name} onChange={(e) => setName(e.target.value)} aria-invalid={nameCount.over} autoFocus />
        <small className={nameCount.over ? 'field-error' : 'muted'} data-testid="name-counter">
          {nameCount.text}
        </small>
      </label>
      <label className="field">
        <span>{t('versions.changeNotes')}</span>
        <textarea value={notes} rows={5} onChange={(e) => setNotes(e.target.value)} aria-invalid={notesCount.over} />
        <small className={notesCount.over ? 'field-error' : 'muted'} data-testid="notes-counter">
          {notesCount.text}
        </small>
      </label>
    </DialogForm>
  );
});

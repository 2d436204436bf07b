import type { FormEvent, ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';

/**
 * A modal form: its title, the fields, then the submit and cancel buttons. `onSubmit` gets the
 * event with its default already prevented.
 */
export function DialogForm({
  title,
  submitLabel,
  submitDisabled,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  submitLabel: string;
  submitDisabled: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="modal-backdrop">
      <form
        className="card dialog"
        role="dialog"
        aria-label={title}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <h3>{title}</h3>
        {children}
        <div className="row">
          <button type="submit" className="primary" disabled={submitDisabled}>
            {submitLabel}
          </button>
          <button type="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}

import { useState, type FormEvent } from 'react';

export type FormSubmit = { busy: boolean; error: unknown; onSubmit: (event: FormEvent) => Promise<void> };

/** A form's submit handler: runs `action` once at a time, keeps its error for `ErrorText` (cleared on the next try). */
export function useFormSubmit(action: () => Promise<void>): FormSubmit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, onSubmit };
}

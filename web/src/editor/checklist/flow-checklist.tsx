import { memo } from 'react';
import type { VersionIssue } from '../../api/types';
import { Link } from '../../app/link';
import { pathOf } from '../../app/routes';
import { useI18n } from '../../i18n/i18n-context';

/**
 * What a flow still needs in its workspace before it can go live (GET .../checklist): a connection
 * per app, required inputs left empty. The same items mark their steps on the canvas.
 */
export const FlowChecklist = memo(function FlowChecklist({ ws, items }: { ws: string; items: readonly VersionIssue[] }) {
  const { t } = useI18n();
  if (items.length === 0) return null;
  const connections = items.some((item) => item.pointer.endsWith('/connectionId'));
  return (
    <section className="flow-checklist" data-testid="flow-checklist" aria-label={t('checklist.title')}>
      <strong>{t('checklist.title')}</strong>
      <ul>
        {items.map((item) => (
          <li key={`${item.pointer}:${item.message}`}>
            <input type="checkbox" disabled checked={false} aria-hidden="true" /> {item.message}
          </li>
        ))}
      </ul>
      {connections && <Link to={pathOf({ page: 'connections', ws })}>{t('checklist.connect')}</Link>}
    </section>
  );
});

import { memo } from 'react';
import type { VersionIssue } from '../../api/types';
import { useI18n } from '../../i18n/i18n-context';

/** The technical side of checks, folded away: each issue's JSON pointer and the checker's own words. */
export const CheckDetails = memo(function CheckDetails({ issues }: { issues: readonly VersionIssue[] }) {
  const { t } = useI18n();
  if (issues.length === 0) return null;
  return (
    <details className="check-details" data-testid="check-details">
      <summary>{t('check.details')}</summary>
      {issues.map((issue, i) => (
        <div key={i}>
          <span className="mono">{issue.pointer}</span> {issue.message}
        </div>
      ))}
    </details>
  );
});

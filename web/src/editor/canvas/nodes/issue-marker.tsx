import { memo } from 'react';
import type { VersionIssue } from '../../../api/types';
import { useI18n } from '../../../i18n/i18n-context';
import { catalogueLabel, plainCheck } from '../../check/plain-check';

/**
 * A node's version issues: a count (red with errors, amber with warnings only) and the first one in plain
 * words on the node; all of them as its title. Worded only for nodes that have issues.
 */
export const IssueMarker = memo(function IssueMarker({ issues, testId }: { issues: readonly VersionIssue[]; testId: string }) {
  const { t, locale } = useI18n();
  const severity = issues.some((issue) => issue.severity === 'error') ? 'error' : 'warning';
  const labelOf = catalogueLabel(locale);
  const plain = issues.map((issue) => plainCheck(issue, labelOf, t));
  return (
    <>
      <span className={`issue-marker ${severity}`} data-testid={testId} title={plain.join('\n')}>
        {issues.length}
      </span>
      <span className={`step-issue ${severity}`} data-testid={`${testId}-text`} title={plain.join('\n')}>
        {plain[0]}
      </span>
    </>
  );
});

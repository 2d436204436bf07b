import { memo } from 'react';
import type { VersionIssue } from '../../../api/types';

/** A node's version issues: a count (red with errors, amber with warnings only); the messages as its title. */
export const IssueMarker = memo(function IssueMarker({ issues, testId }: { issues: readonly VersionIssue[]; testId: string }) {
  const severity = issues.some((issue) => issue.severity === 'error') ? 'error' : 'warning';
  return (
    <span className={`issue-marker ${severity}`} data-testid={testId} title={issues.map((issue) => issue.message).join('\n')}>
      {issues.length}
    </span>
  );
});

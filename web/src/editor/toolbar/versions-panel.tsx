import { memo, useState } from 'react';
import { endpoints } from '../../api/endpoints';
import type { Flow } from '../../api/types';
import { useApiQuery } from '../../api/use-api-query';
import { queries } from '../../api/queries';
import { useI18n } from '../../i18n/i18n-context';
import { ErrorText } from '../../ui/error-text';
import { formatDateTime } from '../../ui/format';
import { useEditorStore } from '../store/editor-context';
import { TriggerInfoCard } from './trigger-info';

/** The versions of the flow: restore one (loads it), set one live, turn the flow off. */
export const VersionsPanel = memo(function VersionsPanel({ ws, flow, onFlow, onClose }: { ws: string; flow: Flow; onFlow: (f: Flow) => void; onClose: () => void }) {
  const { t, locale } = useI18n();
  const store = useEditorStore();
  const versions = useApiQuery(queries.versions(ws, flow.flowId));
  const [error, setError] = useState<unknown>(null);
  const act = (work: () => Promise<unknown>) => work().then(versions.reload, setError);

  const restore = (versionId: string) =>
    act(async () => {
      const restored = await endpoints.restoreVersion(ws, flow.flowId, versionId);
      const version = await endpoints.getVersion(ws, flow.flowId, restored.versionId);
      store.getState().load(version.definition);
      store.getState().setIssues(version.issues);
      onFlow({ ...flow, latestVersionId: restored.versionId });
    });
  const setLive = (versionId: string) => act(async () => onFlow({ ...flow, ...(await endpoints.setLive(ws, flow.flowId, versionId)) }));
  const turnOff = () => act(async () => onFlow({ ...flow, ...(await endpoints.turnOff(ws, flow.flowId)) }));

  return (
    <aside className="panel" aria-label={t('versions.title')} data-testid="versions-panel">
      <div className="row">
        <h2>{t('versions.title')}</h2>
        <span className="spacer" />
        {flow.liveVersionId && (
          <button type="button" onClick={() => void turnOff()}>
            {t('versions.turnOff')}
          </button>
        )}
        <button type="button" className="link" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <ErrorText error={error ?? versions.error} />
      {flow.liveVersionId && <TriggerInfoCard ws={ws} flow={flow} />}
      {versions.data?.items.length === 0 && <p className="muted">{t('versions.empty')}</p>}
      <ul className="versions">
        {versions.data?.items.map((v) => (
          <li key={v.versionId} data-testid="version">
            <div className="row">
              <strong>{v.name || formatDateTime(v.createdAt, locale)}</strong>
              <span className={v.valid ? 'badge ok' : 'badge bad'}>{v.valid ? t('versions.valid') : t('versions.invalid')}</span>
              {v.versionId === flow.liveVersionId && <span className="badge live">{t('versions.live')}</span>}
              {v.versionId === flow.latestVersionId && <span className="badge">{t('versions.latest')}</span>}
            </div>
            <small className="muted">
              {formatDateTime(v.createdAt, locale)} · {v.creatorEmail}
            </small>
            {v.changeNotes && <p>{v.changeNotes}</p>}
            <div className="row">
              <button type="button" onClick={() => void restore(v.versionId)}>
                {t('versions.restore')}
              </button>
              {v.valid && v.versionId !== flow.liveVersionId && (
                <button type="button" onClick={() => void setLive(v.versionId)}>
                  {t('versions.setLive')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
});

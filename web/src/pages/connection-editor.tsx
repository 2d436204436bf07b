import { memo, useState } from 'react';
import { ApiError } from '../api/api-error';
import { endpoints } from '../api/endpoints';
import type { CatalogApp, Connection, JsonSchema } from '../api/types';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';
import { AccountPicker } from './account-picker';
import { SchemaForm, type FormValue } from '../ui/schema-form/schema-form';
import { issuesOfAnswer, type SchemaIssues } from '../ui/schema-form/schema-issues';

const asForm = (value: unknown): FormValue => (value && typeof value === 'object' && !Array.isArray(value) ? (value as FormValue) : {});

/**
 * A connection's form, generated from what the app asks for (GET /api/catalog/apps/:app/connection-form):
 * name, credentials labelled as the app names them, and the config form from its JSON Schema. It creates
 * a connection, or edits one (an empty credential keeps the stored one). Config mistakes come back from
 * the API with the seed's messages and show at their fields until fixed.
 */
export const ConnectionEditor = memo(function ConnectionEditor({
  ws,
  app,
  connection,
  currency,
  onSaved,
  onCancel,
}: {
  ws: string;
  app: CatalogApp;
  /** The workspace's currency: first in currency selects. */
  currency?: string;
  connection?: Connection;
  onSaved: (connection: Connection) => void;
  onCancel?: () => void;
}) {
  const { t } = useI18n();
  const form = useApiQuery(queries.connectionForm(app.id));
  const [name, setName] = useState(connection?.name ?? '');
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const [config, setConfig] = useState<FormValue>(asForm(connection?.config));
  const [issues, setIssues] = useState<SchemaIssues>(() => issuesOfAnswer(connection?.configIssues));
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const oauth2 = app.authentication === 'oauth2';

  const credentials = form.data?.credentials ?? [];
  // An OAuth2 app the server has no client for cannot be connected: said before the click, with the settings to set.
  const missingSettings = oauth2 && !connection ? (form.data?.missingServerSettings ?? []) : [];
  const typed = credentials.some((field) => secrets[field.key]?.trim());
  const auth = () => Object.fromEntries(credentials.map((field) => [field.key, secrets[field.key]?.trim() ?? '']));

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      if (oauth2 && !connection) {
        const { authorizationUrl } = await endpoints.startOAuth2(ws, app.id, { name: name || undefined });
        window.location.assign(authorizationUrl);
        return;
      }
      const withConfig = app.configurable ? { config } : {};
      const saved = connection
        ? await endpoints.updateConnection(ws, connection.id, { name: name || connection.name, ...withConfig, ...(typed ? { auth: auth() } : {}) })
        : await endpoints.createConnection(ws, { app: app.id, name: name || app.name, ...withConfig, ...(credentials.length ? { auth: auth() } : {}) });
      // An invalid config is kept (it can be fixed later); the page keeps the form open on its mistakes.
      setIssues(issuesOfAnswer(saved.configIssues));
      setSecrets({});
      onSaved(saved);
    } catch (e) {
      if (e instanceof ApiError && e.issues.length) setIssues(issuesOfAnswer(e.issues, ['body', 'auth', 'config']));
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="card narrow connection-editor"
      data-testid="connection-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {app.tutorial.connect && <p className="muted">{app.tutorial.connect}</p>}
      {app.connectGuideLink && (
        <p>
          <a href={app.connectGuideLink} target="_blank" rel="noreferrer">
            {t('connections.guide')}
          </a>
        </p>
      )}
      <label className="field">
        <span>{t('connections.name')}</span>
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder={app.name} />
      </label>
      {credentials.map((field) => (
        <label className="field" key={field.key} data-field={field.key}>
          <span>{field.label}</span>
          <input
            type="password"
            autoComplete="off"
            aria-label={field.label}
            value={secrets[field.key] ?? ''}
            placeholder={connection?.hasAuth ? t('connections.keepSecret') : undefined}
            required={!connection}
            onChange={(e) => setSecrets({ ...secrets, [field.key]: e.target.value })}
          />
          {issues[field.key] && <small className="field-error">{issues[field.key]}</small>}
        </label>
      ))}
      {connection && form.data?.accountField && (
        <AccountPicker ws={ws} connectionId={connection.id} value={config[form.data.accountField]} onPick={(id) => setConfig({ ...config, [form.data!.accountField!]: id })} />
      )}
      {app.configurable && form.data && (!oauth2 || connection) && (
        <SchemaForm
          schema={form.data.config as JsonSchema}
          value={config}
          issues={issues}
          onChange={setConfig}
          secretKeys={form.data.secretConfigFields}
          firstOptions={currency ? [currency] : undefined}
        />
      )}
      {missingSettings.length > 0 && (
        <p className="error" role="alert" data-testid="oauth2-not-configured">
          {t('connections.oauth2NotConfigured', { app: app.name, settings: missingSettings.join(', ') })}
        </p>
      )}
      <ErrorText error={error ?? form.error} />
      <div className="row">
        <button type="submit" className="primary" disabled={busy || missingSettings.length > 0}>
          {oauth2 && !connection ? t('connections.connectWith', { app: app.name }) : t('common.save')}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
});

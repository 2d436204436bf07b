import { memo, useState } from 'react';
import { endpoints } from '../../api/endpoints';
import type { TriggerInfo } from '../../api/types';
import type { ServerState } from '../../api/use-api-query';
import { useI18n } from '../../i18n/i18n-context';
import { DialogForm } from '../../ui/dialog-form';
import { ErrorText } from '../../ui/error-text';
import { exampleInput } from './input-fields';

/** The `curl` call that starts a run (docs/api.md § Webhooks). */
export function curlExample(url: string, schema: Record<string, unknown> | undefined): string {
  const body = JSON.stringify(exampleInput(schema)).replace(/'/g, `'\\''`);
  return [`curl -X POST '${url}' \\`, `  -H 'content-type: application/json' \\`, `  -H 'idempotency-key: order-1001' \\`, `  -d '${body}'`].join('\n');
}

/** The webhook's URL (full, with a copy button), a ready `curl` call, the payload and the idempotency header; rotate asks first. */
export const WebhookSection = memo(function WebhookSection({ ws, flowId, info, schema }: { ws: string; flowId: string; info: ServerState<TriggerInfo>; schema: Record<string, unknown> | undefined }) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const url = info.data?.hookUrl ?? null;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (e) {
      setError(e);
    }
  };
  return (
    <div data-testid="webhook-section">
      <div className="field">
        <span>{t('trig.hookUrl')}</span>
        {url ? (
          <>
            <code className="hook-url" data-testid="hook-url">
              {url}
            </code>
            <div className="row">
              <button type="button" onClick={() => void copy(url)}>
                {copied ? t('trig.copied') : t('trig.copy')}
              </button>
              <button type="button" onClick={() => setConfirming(true)}>
                {t('trig.rotate')}
              </button>
            </div>
          </>
        ) : (
          <p className="muted">{t('trig.hookNotLive')}</p>
        )}
      </div>
      <div className="field">
        <span>{t('trig.curl')}</span>
        <pre className="code-block" data-testid="curl-example">
          {curlExample(url ?? `${window.location.origin}/hooks/<token>`, schema)}
        </pre>
      </div>
      <div className="field">
        <span>{t('trig.payload')}</span>
        <p className="muted">{t('trig.payloadHelp')}</p>
      </div>
      <div className="field">
        <span>{t('trig.idempotency')}</span>
        <p className="muted">{t('trig.idempotencyHelp')}</p>
      </div>
      <ErrorText error={error ?? info.error} />
      {confirming && (
        <DialogForm
          title={t('trig.rotateTitle')}
          submitLabel={t('trig.rotateConfirm')}
          submitDisabled={false}
          onCancel={() => setConfirming(false)}
          onSubmit={() => {
            setConfirming(false);
            setCopied(false);
            endpoints.rotateHook(ws, flowId).then(info.reload, setError);
          }}
        >
          <p>{t('trig.rotateText')}</p>
        </DialogForm>
      )}
    </div>
  );
});

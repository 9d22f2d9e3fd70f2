import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { formSnippet, scriptSnippet } from './website-snippet';

/** One snippet to copy, shown as code. */
function SnippetBlock({ title, text, copyLabel }: { title: string; text: string; copyLabel: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-medium">{title}</span>
        <CopyButton
          text={text}
          label={copyLabel}
          copyLabel={t('connections.snippet.copy')}
          copiedLabel={t('connections.snippet.copied')}
        />
      </div>
      <pre className="rounded-md border bg-muted/60 p-2 text-xs whitespace-pre-wrap break-all">{text}</pre>
    </div>
  );
}

/** The website form's snippets for this store, with copy buttons and a preview of the form. */
export function WebsiteSnippetCard({ captureUrl, hasOrigins }: { captureUrl: string; hasOrigins: boolean }) {
  const { t } = useTranslation();
  const form = formSnippet(captureUrl, {
    name: t('connections.snippet.formName'),
    email: t('connections.snippet.formEmail'),
    phone: t('connections.snippet.formPhone'),
    vehicle: t('connections.snippet.formVehicle'),
    message: t('connections.snippet.formMessage'),
    send: t('connections.snippet.formSend'),
    thanks: t('connections.snippet.formThanks'),
    error: t('connections.snippet.formError'),
  });
  const script = scriptSnippet(captureUrl);
  // The preview draws the form only (inert): no script runs and nothing is sent from it.
  const preview = form.split('<script>')[0] ?? '';
  return (
    <div className="space-y-2" data-testid="website-snippet">
      {hasOrigins ? null : <p className="text-sm text-amber-700">{t('connections.snippet.needsOrigin')}</p>}
      <details className="space-y-3">
        <summary className="cursor-pointer text-sm font-medium">{t('connections.snippet.title')}</summary>
        <SnippetBlock
          title={t('connections.snippet.form')}
          text={form}
          copyLabel={t('connections.snippet.copyForm')}
        />
        <SnippetBlock
          title={t('connections.snippet.script')}
          text={script}
          copyLabel={t('connections.snippet.copyScript')}
        />
        <div className="space-y-1">
          <span className="text-xs font-medium">{t('connections.snippet.preview')}</span>
          <section
            aria-label={t('connections.snippet.previewTitle')}
            inert
            className="rounded-md border bg-white p-3 text-sm text-black [&_input]:rounded [&_input]:border [&_input]:px-2 [&_textarea]:rounded [&_textarea]:border [&_textarea]:px-2 [&_button]:rounded [&_button]:border [&_button]:px-3 [&_button]:py-1 [&_p]:my-1"
            // The snippet's own form, drawn but inert: its words are escaped, and no script of it runs here.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own escaped markup, the preview is the point
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </div>
      </details>
    </div>
  );
}

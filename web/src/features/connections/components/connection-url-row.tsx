import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';

/** One address to paste into a platform, named, with its Copy button. */
export function ConnectionUrlRow({ url }: { url: { name: string; url: string } }) {
  const { t } = useTranslation();
  const name = t(`connections.urls.${url.name}`);
  return (
    <div className="space-y-1">
      <p className="text-xs font-medium">{name}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 rounded-md border bg-muted/60 px-3 py-2 font-mono text-xs break-all">
          {url.url}
        </code>
        <CopyButton
          text={url.url}
          label={t('connections.urls.copyUrl', { name })}
          copyLabel={t('connections.urls.copy')}
          copiedLabel={t('connections.urls.copied')}
        />
      </div>
    </div>
  );
}

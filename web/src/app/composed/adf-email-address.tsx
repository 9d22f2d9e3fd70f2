import { CheckIcon, CopyIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDealershipSettings } from '@/features/dealerships/api/get-dealership-settings';

/**
 * One store's ADF lead address (where Cars.com, Autotrader, TrueCar and OEM programmes e-mail their leads), as a
 * read-only line with a copy button. For admins and managers: the address comes with the store's settings.
 */
export function AdfEmailAddress({ dealershipId }: { dealershipId: number }) {
  const { t } = useTranslation();
  const { data: store } = useDealershipSettings(dealershipId);
  const [copied, setCopied] = useState(false);
  if (!store) return null;
  const address = store.adfEmailAddress;
  if (!address)
    return (
      <p className="text-sm text-muted-foreground">
        {t('leadSources.adfEmailAddress.none', { store: store.name })}
      </p>
    );
  const copy = async () => {
    await navigator.clipboard?.writeText(address);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="text-muted-foreground">
        {t('leadSources.adfEmailAddress.label', { store: store.name })}
      </span>
      <code className="min-w-0 break-all rounded bg-muted px-1.5 py-0.5 text-xs">{address}</code>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-7"
        onClick={copy}
        aria-label={t('leadSources.adfEmailAddress.copy', { store: store.name })}
      >
        {copied ? (
          <CheckIcon className="size-3.5" aria-hidden />
        ) : (
          <CopyIcon className="size-3.5" aria-hidden />
        )}
      </Button>
    </p>
  );
}

import { DownloadIcon, LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { type LeadExportQuery, useExportLeads } from '../api/export-leads';

/** Export CSV: downloads every lead matching the list's current filters, not just the page on screen. */
export function ExportLeadsButton({
  query,
  label,
  size,
}: {
  query: LeadExportQuery;
  label?: string;
  size?: 'sm';
}) {
  const { t } = useTranslation();
  const exportLeads = useExportLeads();
  return (
    <Button
      variant="outline"
      size={size}
      disabled={exportLeads.isPending}
      onClick={() =>
        exportLeads.mutate(query, {
          onError: (error) =>
            toast({
              title: t('leadImport.exportLeadsButton.couldNotExportTheLeads'),
              description: errorText(error),
              variant: 'destructive',
            }),
        })
      }
    >
      {exportLeads.isPending ? (
        <LoaderCircleIcon className="animate-spin" aria-hidden />
      ) : (
        <DownloadIcon aria-hidden />
      )}
      {label ?? t('leadImport.exportLeadsButton.exportCsv')}
    </Button>
  );
}

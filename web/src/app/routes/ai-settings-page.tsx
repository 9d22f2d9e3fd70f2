import { useEffect, useState } from 'react';
import { DealershipOptions } from '@/components/dealership-options';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useAiSettings } from '@/features/ai-settings/api/get-ai-settings';
import { AiSettingsForm } from '@/features/ai-settings/components/ai-settings-form';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useDealerships } from '@/hooks/use-dealerships';
import { errorText } from '@/lib/api-client';

export default function AiSettingsPage() {
  const { data: dealerships, isPending } = useDealerships();
  const { dealershipId: filter } = useDealershipFilter();
  const [dealershipId, setDealershipId] = useState<number | undefined>(undefined);

  // Defaults to the first dealership (or the one the shell has selected).
  useEffect(() => {
    if (dealershipId !== undefined || !dealerships?.length) return;
    const preferred = filter === 'all' ? undefined : dealerships.find((d) => d.id === filter);
    setDealershipId((preferred ?? dealerships[0])?.id);
  }, [dealerships, dealershipId, filter]);

  const dealership = dealerships?.find((d) => d.id === dealershipId);
  const settings = useAiSettings(dealershipId);

  return (
    <div className="space-y-6">
      <PageHeader
        title="AI Settings"
        description="Tune the AI sales assistant for each dealership."
        actions={
          <div className="w-full space-y-1.5 sm:w-64">
            <Label id="ai-dealership-label">Dealership</Label>
            <Select
              value={dealershipId ? String(dealershipId) : ''}
              onValueChange={(v) => setDealershipId(Number(v))}
            >
              <SelectTrigger aria-labelledby="ai-dealership-label" data-testid="ai-dealership">
                <SelectValue placeholder={isPending ? 'Loading…' : 'Choose a dealership'} />
              </SelectTrigger>
              <SelectContent>
                <DealershipOptions dealerships={dealerships} />
              </SelectContent>
            </Select>
          </div>
        }
      />
      {settings.isError ? (
        <Card className="p-6 text-sm text-destructive" role="alert">
          {errorText(settings.error)}
        </Card>
      ) : !dealership || !settings.data ? (
        <Card className="space-y-4 p-6">
          <Skeleton className="h-9 w-96 max-w-full" />
          <Skeleton className="h-64 w-full" />
        </Card>
      ) : (
        <AiSettingsForm key={dealership.id} settings={settings.data} dealership={dealership} />
      )}
    </div>
  );
}

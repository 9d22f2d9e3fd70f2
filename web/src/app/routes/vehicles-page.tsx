import type { InventoryQuery } from '@lead-manager/contracts/inventory';
import { runsStores } from '@lead-manager/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DealershipPicker } from '@/components/dealership-picker';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryPanel } from '@/components/query-panel';
import { Card, CardContent } from '@/components/ui/card';
import { useMe } from '@/features/auth/api/get-me';
import { useInventory, VEHICLES_PAGE_SIZE } from '@/features/inventory/api/get-inventory';
import { FeedStatus } from '@/features/inventory/components/feed-status';
import { FeedUrlForm } from '@/features/inventory/components/feed-url-form';
import { UploadFeedButton } from '@/features/inventory/components/upload-feed-button';
import { VehicleFilters } from '@/features/inventory/components/vehicle-filters';
import { VehiclesTable } from '@/features/inventory/components/vehicles-table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePickedDealership } from '@/hooks/use-picked-dealership';

/** A store's stock from its inventory feed: search and filters, the feed's last run, and a new upload. */
export default function VehiclesPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { dealerships, isPending, dealershipId, setDealershipId } = usePickedDealership();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<InventoryQuery>({});
  const [page, setPage] = useState(0);
  // Typed words wait for a pause before they query.
  const q = useDebouncedValue(search.trim()) || undefined;
  const color = useDebouncedValue(filter.color?.trim()) || undefined;
  const inventory = useInventory(dealershipId, { ...filter, q, color }, page);
  const canUpload = runsStores(me?.role);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('pages.vehicles.vehicles')}
        description={t('pages.vehicles.description')}
        actions={
          <DealershipPicker
            name="vehicles-dealership"
            dealerships={dealerships}
            isPending={isPending}
            value={dealershipId}
            onChange={(id) => {
              setPage(0);
              setDealershipId(id);
            }}
          />
        }
      />
      {inventory.data && dealershipId !== undefined ? (
        <Card>
          <CardContent className="flex flex-col gap-4 p-4 md:flex-row md:items-start md:justify-between">
            <FeedStatus feed={inventory.data.feed} />
            {canUpload ? <UploadFeedButton dealershipId={dealershipId} /> : null}
          </CardContent>
          {me?.role === 'admin' ? (
            <CardContent className="border-t p-4">
              <FeedUrlForm key={dealershipId} dealershipId={dealershipId} url={inventory.data.feed.url} />
            </CardContent>
          ) : null}
        </Card>
      ) : null}
      <VehicleFilters
        filter={filter}
        search={search}
        onSearch={(value) => {
          setPage(0);
          setSearch(value);
        }}
        onChange={(changes) => {
          setPage(0);
          setFilter((prev) => ({ ...prev, ...changes }));
        }}
      />
      <Card>
        <CardContent className="p-0">
          <QueryPanel query={inventory}>{(data) => <VehiclesTable vehicles={data.items} />}</QueryPanel>
        </CardContent>
      </Card>
      {inventory.data ? (
        <Pager
          page={page}
          pageSize={VEHICLES_PAGE_SIZE}
          total={inventory.data.total}
          onPageChange={setPage}
          countOf={(count) => t('pages.vehicles.vehiclesLabel', { count })}
        />
      ) : null}
    </div>
  );
}

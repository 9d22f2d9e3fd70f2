import type { User } from '@lead-manager/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeactivateUser } from '../api/deactivate-user';
import { TeamCards } from './team-cards';
import { failed, type TeamViewProps } from './team-member-controls';
import { TeamTable } from './team-table';

/** The team as a table on wide screens and as cards on phones; deactivating someone asks first. */
export function TeamList(props: Omit<TeamViewProps, 'onDeactivate'>) {
  const { t } = useTranslation();
  const deactivate = useDeactivateUser();
  const [deactivating, setDeactivating] = useState<User | null>(null);
  return (
    <>
      {/* CSS picks the view: a media-query hook here regroups the shared chunks into the dashboard's first load. */}
      <div className="hidden md:block">
        <TeamTable {...props} onDeactivate={setDeactivating} />
      </div>
      <div className="md:hidden">
        <TeamCards {...props} onDeactivate={setDeactivating} />
      </div>
      <ConfirmDialog
        open={deactivating !== null}
        onCancel={() => setDeactivating(null)}
        onConfirm={() => {
          if (deactivating) deactivate.mutate(deactivating.id, { onError: failed });
          setDeactivating(null);
        }}
        title={t('users.teamTable.deactivateTitle', { name: deactivating?.name ?? '' })}
        description={t('users.teamTable.deactivateConsequence')}
        cancelLabel={t('users.teamTable.keepActive')}
        confirmLabel={t('users.teamTable.deactivate')}
      />
    </>
  );
}

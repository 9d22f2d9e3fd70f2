import type { Role } from '@lead-manager/contracts/users';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryPanel } from '@/components/query-panel';
import { Card, CardContent } from '@/components/ui/card';
import { ApiKeysCard } from '@/features/api-keys/components/api-keys-card';
import { useMe } from '@/features/auth/api/get-me';
import { useUsers } from '@/features/users/api/get-users';
import { InviteUserDialog } from '@/features/users/components/invite-user-dialog';
import { TeamList } from '@/features/users/components/team-list';
import { useDealerships } from '@/hooks/use-dealerships';

/** Team (admins and managers): who works here, their role and stores; invite, reset, deactivate; admins' API keys. */
export default function TeamPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const users = useUsers();
  const { data: dealerships = [] } = useDealerships();
  if (!me) return null;
  // A role manages only the roles below it: managers add salespeople of their stores (the server enforces the same).
  const roles: Role[] = me.role === 'admin' ? ['user', 'manager', 'admin'] : ['user'];
  const ownStores =
    me.role === 'admin' ? dealerships : dealerships.filter((d) => me.dealershipIds.includes(d.id));

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('pages.team.team')}
        description={t('pages.team.thePeopleWhoSignIn')}
        actions={<InviteUserDialog roles={roles} dealerships={ownStores} />}
      />
      <Card>
        <CardContent className="p-0">
          <QueryPanel query={users}>
            {(data) => (
              <TeamList users={data} me={me} roles={roles} dealerships={dealerships} ownStores={ownStores} />
            )}
          </QueryPanel>
        </CardContent>
      </Card>
      {me.role === 'admin' ? <ApiKeysCard dealerships={dealerships} /> : null}
    </div>
  );
}

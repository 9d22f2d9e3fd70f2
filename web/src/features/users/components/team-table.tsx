import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import {
  MemberActions,
  MemberName,
  MemberRoleSelect,
  memberStores,
  type TeamViewProps,
} from './team-member-controls';

/** The team on a wide screen, one row a person: role, stores, status, and the actions. */
export function TeamTable(props: TeamViewProps) {
  const { users, me, roles, dealerships } = props;
  const { t } = useTranslation();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('users.teamTable.name')}</TableHead>
          <TableHead>{t('users.teamTable.email')}</TableHead>
          <TableHead>{t('users.teamTable.role')}</TableHead>
          <TableHead>{t('users.teamTable.dealerships')}</TableHead>
          <TableHead>{t('users.teamTable.since')}</TableHead>
          <TableHead className="text-right">{t('users.teamTable.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow
            key={user.id}
            data-testid={`team-row-${user.email}`}
            className={user.active ? '' : 'text-muted-foreground'}
          >
            <TableCell className="font-medium">
              <MemberName user={user} me={me} />
            </TableCell>
            <TableCell>{user.email}</TableCell>
            <TableCell>
              <MemberRoleSelect user={user} me={me} roles={roles} />
            </TableCell>
            <TableCell>{memberStores(user, dealerships)}</TableCell>
            <TableCell>{formatDate(user.createdAt)}</TableCell>
            <TableCell className="space-x-2 text-right">
              <MemberActions user={user} {...props} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

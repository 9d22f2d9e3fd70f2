import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import {
  MemberActions,
  MemberName,
  MemberRoleSelect,
  memberStores,
  type TeamViewProps,
} from './team-member-controls';

/** The team on a phone, one card a person (the table's six columns do not fit): the same facts and actions. */
export function TeamCards(props: TeamViewProps) {
  const { users, me, roles, dealerships } = props;
  const { t } = useTranslation();
  return (
    <ul aria-label={t('users.teamTable.people')} className="divide-y">
      {users.map((user) => (
        <li
          key={user.id}
          data-testid={`team-card-${user.email}`}
          className={cn('space-y-3 p-4', user.active ? '' : 'text-muted-foreground')}
        >
          <div className="font-medium">
            <MemberName user={user} me={me} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t('users.teamTable.email')}</dt>
            <dd className="min-w-0 break-all">{user.email}</dd>
            <dt className="text-muted-foreground">{t('users.teamTable.role')}</dt>
            <dd>
              <MemberRoleSelect user={user} me={me} roles={roles} />
            </dd>
            <dt className="text-muted-foreground">{t('users.teamTable.dealerships')}</dt>
            <dd>{memberStores(user, dealerships)}</dd>
            <dt className="text-muted-foreground">{t('users.teamTable.status')}</dt>
            <dd>
              {user.active ? t('users.teamTable.active') : t('users.teamTable.deactivated')}
              <span className="text-muted-foreground">
                {' · '}
                {t('users.teamTable.sinceDate', { date: formatDate(user.createdAt) })}
              </span>
            </dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <MemberActions user={user} {...props} />
          </div>
        </li>
      ))}
    </ul>
  );
}

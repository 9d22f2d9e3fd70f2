import type { Dealership } from '@lead-manager/contracts/dealerships';
import type { Me, Role, User } from '@lead-manager/contracts/users';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from '@/components/initials-avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { i18n } from '@/i18n/i18n';
import { errorText } from '@/lib/api-client';
import { dealershipDisplayName } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useSendPasswordLink } from '../api/send-password-link';
import { useUpdateUser } from '../api/update-user';
import { EditMemberDialog } from './edit-member-dialog';
import { describeLink } from './invite-user-dialog';
import { roleLabel } from './member-fields';

// What the Team table (wide screens) and the Team cards (phones) show of a person, so both offer the same.

/** What the table and the cards both get: the people, who looks, what roles they may give, the stores' names. */
export type TeamViewProps = {
  users: User[];
  me: Me;
  roles: Role[];
  dealerships: Dealership[];
  /** The stores the signed-in person may hand out: every store for an admin, their own for a manager. */
  ownStores: Dealership[];
  onDeactivate: (user: User) => void;
};

/**
 * Whether the signed-in person may change `user` (the server's rule, mirrored so no button is offered in vain): an
 * admin anyone; a manager only salespeople whose every store is one of theirs.
 */
function canManage(me: Me, user: User) {
  if (me.role === 'admin') return true;
  return (
    me.role === 'manager' &&
    user.role === 'user' &&
    user.dealershipIds.length > 0 &&
    user.dealershipIds.every((id) => me.dealershipIds.includes(id))
  );
}

/** The toast of a change the server refused, with its reason. */
export const failed = (e: unknown) =>
  toast({ title: i18n.t('users.teamTable.notSaved'), description: errorText(e), variant: 'destructive' });

/** The person's initials on their colour, their name, "(you)", and Deactivated when they are. */
export function MemberName({ user, me }: { user: User; me: Me }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 items-center gap-3">
      <InitialsAvatar id={user.id} name={user.name} className="size-8 text-xs" />
      <span className="min-w-0 break-words">
        <span>{user.name}</span>
        {user.id === me.id ? (
          <span className="text-muted-foreground"> {t('users.teamTable.you')}</span>
        ) : null}
        {user.active ? null : (
          <Badge variant="outline" className="ml-2">
            {t('users.teamTable.deactivated')}
          </Badge>
        )}
      </span>
    </span>
  );
}

/** The role, as a choice when the signed-in person may give this person another one, else as text. */
export function MemberRoleSelect({ user, me, roles }: { user: User; me: Me; roles: Role[] }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  if (!canManage(me, user) || roles.length < 2) return <span>{roleLabel(user.role)}</span>;
  return (
    <Select
      value={user.role}
      disabled={!user.active || update.isPending}
      onValueChange={(role) => update.mutate({ id: user.id, role: role as Role }, { onError: failed })}
    >
      <SelectTrigger
        aria-label={t('users.teamTable.roleOf', { name: user.name })}
        className="w-auto min-w-36"
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {[...new Set([...roles, user.role])].map((r) => (
          <SelectItem key={r} value={r} disabled={!roles.includes(r)}>
            {roleLabel(r)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * Edit the stores (and an admin the role), send a reset link and deactivate (after `onDeactivate` asks), or
 * reactivate a deactivated person (admins only); nothing for someone the signed-in person may not manage.
 */
export function MemberActions({
  user,
  me,
  roles,
  ownStores,
  onDeactivate,
}: Pick<TeamViewProps, 'me' | 'roles' | 'ownStores' | 'onDeactivate'> & { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const sendLink = useSendPasswordLink();
  if (!canManage(me, user)) return null;
  if (!user.active) {
    if (me.role !== 'admin') return null;
    return (
      <Button
        size="sm"
        variant="outline"
        onClick={() => update.mutate({ id: user.id, active: true }, { onError: failed })}
      >
        {t('users.teamTable.reactivate')}
      </Button>
    );
  }
  return (
    <>
      <EditMemberDialog user={user} roles={roles} stores={ownStores} />
      <Button
        size="sm"
        variant="outline"
        disabled={sendLink.isPending}
        onClick={() =>
          sendLink.mutate(user.id, {
            onSuccess: (result) =>
              toast({
                title: t('users.teamTable.resetLink'),
                description: result.link ?? describeLink(result, user.email),
              }),
            onError: failed,
          })
        }
      >
        {t('users.teamTable.sendResetLink')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => onDeactivate(user)}>
        {t('users.teamTable.deactivate')}
      </Button>
    </>
  );
}

/** The stores a person works in: All for an admin. */
export function memberStores(user: User, dealerships: Dealership[]) {
  return user.role === 'admin'
    ? i18n.t('users.teamTable.all')
    : user.dealershipIds.map((id) => dealershipDisplayName(id, dealerships)).join(', ');
}

import type { Dealership } from '@lead-manager/contracts/dealerships';
import type { Me, Role, User } from '@lead-manager/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { i18n } from '@/i18n/i18n';
import { errorText } from '@/lib/api-client';
import { dealershipDisplayName, formatDate } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useDeactivateUser } from '../api/deactivate-user';
import { useSendPasswordLink } from '../api/send-password-link';
import { useUpdateUser } from '../api/update-user';
import { describeLink, roleLabel } from './invite-user-dialog';

const failed = (e: unknown) =>
  toast({ title: i18n.t('users.teamTable.notSaved'), description: errorText(e), variant: 'destructive' });

/** The team, one row a person: role, stores, status, and the admin's actions. */
export function TeamTable({
  users,
  me,
  roles,
  dealerships,
}: {
  users: User[];
  me: Me;
  roles: Role[];
  dealerships: Dealership[];
}) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const deactivate = useDeactivateUser();
  const sendLink = useSendPasswordLink();
  const [deactivating, setDeactivating] = useState<User | null>(null);

  return (
    <>
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
              className={user.active ? '' : 'opacity-60'}
            >
              <TableCell className="font-medium">
                {user.name}
                {user.id === me.id ? (
                  <span className="text-muted-foreground"> {t('users.teamTable.you')}</span>
                ) : null}
                {user.active ? null : (
                  <Badge variant="outline" className="ml-2">
                    {t('users.teamTable.deactivated')}
                  </Badge>
                )}
              </TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>
                <Select
                  value={user.role}
                  disabled={!user.active || update.isPending}
                  onValueChange={(role) =>
                    update.mutate({ id: user.id, role: role as Role }, { onError: failed })
                  }
                >
                  <SelectTrigger
                    aria-label={t('users.teamTable.roleOf', { name: user.name })}
                    className="w-36"
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
              </TableCell>
              <TableCell>
                {user.role === 'admin'
                  ? t('users.teamTable.all')
                  : user.dealershipIds.map((id) => dealershipDisplayName(id, dealerships)).join(', ')}
              </TableCell>
              <TableCell>{formatDate(user.createdAt)}</TableCell>
              <TableCell className="space-x-2 text-right">
                {user.active ? (
                  <>
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
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={deactivate.isPending}
                      onClick={() => setDeactivating(user)}
                    >
                      {t('users.teamTable.deactivate')}
                    </Button>
                  </>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => update.mutate({ id: user.id, active: true }, { onError: failed })}
                  >
                    {t('users.teamTable.reactivate')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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

import type { Dealership } from '@lead-manager/contracts/dealerships';
import type { Role, User } from '@lead-manager/contracts/users';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/label';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { guardClose, useUnsavedChanges } from '@/lib/unsaved-changes';
import { useUpdateUser } from '../api/update-user';
import { RoleField, StoreCheckboxes } from './member-fields';

const sameStores = (a: number[], b: number[]) =>
  [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

/**
 * Changes a member's stores, and their role when the signed-in person may give several (admins). `stores` are the
 * ones the signed-in person may hand out; the server holds a manager to salespeople of their own stores.
 */
export function EditMemberDialog({
  user,
  roles,
  stores,
}: {
  user: User;
  roles: Role[];
  stores: Dealership[];
}) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState(user.role);
  const [picked, setPicked] = useState(user.dealershipIds);
  const [error, setError] = useState<string | null>(null);
  const dirty = open && (role !== user.role || !sameStores(picked, user.dealershipIds));
  useUnsavedChanges(dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (role !== 'admin' && picked.length === 0)
      return setError(t('users.inviteUserDialog.chooseAtLeastOneDealership'));
    setError(null);
    update.mutate(
      // An admin works in every store: their boxes are not shown, so not sent.
      {
        id: user.id,
        ...(role !== user.role ? { role } : {}),
        ...(role !== 'admin' ? { dealershipIds: picked } : {}),
      },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: t('users.editMember.saved', { name: user.name }), variant: 'success' });
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      // Each opening starts from the member as they are now.
      onOpenChange={guardClose(dirty, (next) => {
        if (next) {
          setRole(user.role);
          setPicked(user.dealershipIds);
          setError(null);
        }
        setOpen(next);
      })}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {t('users.editMember.edit')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('users.editMember.title', { name: user.name })}</DialogTitle>
          <DialogDescription>{t('users.editMember.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {roles.length > 1 ? (
            <RoleField id={`member-role-${user.id}`} value={role} roles={roles} onChange={setRole} />
          ) : null}
          {role === 'admin' ? (
            <p className="text-sm text-muted-foreground">{t('users.editMember.adminStores')}</p>
          ) : (
            <StoreCheckboxes dealerships={stores} value={picked} onChange={setPicked} />
          )}
          <FieldError message={error ?? undefined} />
          <DialogFooter>
            <Button type="submit" disabled={update.isPending || !dirty}>
              {t('users.editMember.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

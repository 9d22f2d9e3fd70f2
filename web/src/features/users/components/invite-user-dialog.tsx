import type { Dealership } from '@lead-manager/contracts/dealerships';
import type { PasswordLinkResult, Role } from '@lead-manager/contracts/users';
import { UserPlusIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OneTimeSecret } from '@/components/one-time-secret';
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
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { i18n } from '@/i18n/i18n';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { guardClose, useUnsavedChanges } from '@/lib/unsaved-changes';
import { useCreateUser } from '../api/create-user';
import { RoleField, StoreCheckboxes } from './member-fields';

/** What a person's invitation became, in words for the admin. */
export function describeLink(result: PasswordLinkResult, email: string) {
  if (result.delivery === 'sent') return i18n.t('users.inviteUserDialog.linkSent', { email });
  if (result.delivery === 'failed') return i18n.t('users.inviteUserDialog.linkFailed', { email });
  return i18n.t('users.inviteUserDialog.linkByHand');
}

/** Adds a person: name, e-mail, role and stores; they choose their own password from the invitation. */
export function InviteUserDialog({ roles, dealerships }: { roles: Role[]; dealerships: Dealership[] }) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('user');
  // A person who manages one store invites to that store; with several, nothing is ticked until chosen.
  const noStores = (): number[] => (dealerships.length === 1 ? [dealerships[0]?.id ?? 0] : []);
  const [stores, setStores] = useState<number[]>(noStores);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);

  // Typed details not yet sent as an invitation (once the link shows, the person exists).
  const dirty = open && !link && (name.trim() !== '' || email.trim() !== '');
  useUnsavedChanges(dirty);

  const reset = () => {
    setName('');
    setEmail('');
    setRole('user');
    setStores(noStores());
    setError(null);
    setLink(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !email.trim()) return setError(t('users.inviteUserDialog.enterANameAndAn'));
    if (role !== 'admin' && stores.length === 0)
      return setError(t('users.inviteUserDialog.chooseAtLeastOneDealership'));
    setError(null);
    create.mutate(
      { name, email, role, dealershipIds: stores },
      {
        onSuccess: (user) => {
          const invitation = user.invitation;
          if (invitation?.link) return setLink(invitation.link);
          toast({
            title: t('users.inviteUserDialog.invitationSent'),
            description: invitation
              ? describeLink(invitation, user.email)
              : t('users.inviteUserDialog.added', { name: user.name }),
            variant: 'success',
          });
          setOpen(false);
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      // Every invitation starts empty: no link, role or store left from the one before.
      onOpenChange={guardClose(dirty, (next) => {
        if (next) reset();
        setOpen(next);
      })}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlusIcon className="size-4" aria-hidden /> {t('users.inviteUserDialog.invitePerson')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('users.inviteUserDialog.inviteAPerson')}</DialogTitle>
          <DialogDescription>{t('users.inviteUserDialog.theyGetAnEMail')}</DialogDescription>
        </DialogHeader>
        {link ? (
          <OneTimeSecret
            message={describeLink({ delivery: 'not_sent', expiresAt: '' }, email)}
            value={link}
            label={t('users.inviteUserDialog.oneTimeLink')}
            doneLabel={t('users.inviteUserDialog.done')}
            onDone={() => setOpen(false)}
          />
        ) : (
          <form onSubmit={submit} className="space-y-4" noValidate>
            <div className="space-y-1.5">
              <Label htmlFor="invite-name">{t('users.inviteUserDialog.name')}</Label>
              <Input
                id="invite-name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                autoComplete="off"
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="invite-email">{t('users.inviteUserDialog.email')}</Label>
              <Input
                id="invite-email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="off"
              />
            </div>
            <RoleField id="invite-role" value={role} roles={roles} onChange={setRole} />
            <StoreCheckboxes dealerships={dealerships} value={stores} onChange={setStores} />
            <FieldError message={error ?? undefined} />
            <DialogFooter>
              <Button type="submit" disabled={create.isPending}>
                {t('users.inviteUserDialog.sendInvitation')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

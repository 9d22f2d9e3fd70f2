import type { Dealership } from '@lead-manager/contracts/dealerships';
import type { Me, Role, User } from '@lead-manager/contracts/users';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorText } from '@/lib/api-client';
import { dealershipDisplayName, formatDate } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useDeactivateUser } from '../api/deactivate-user';
import { useSendPasswordLink } from '../api/send-password-link';
import { useUpdateUser } from '../api/update-user';
import { describeLink, ROLE_LABELS } from './invite-user-dialog';

const failed = (e: unknown) =>
  toast({ title: 'Not saved', description: errorText(e), variant: 'destructive' });

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
  const update = useUpdateUser();
  const deactivate = useDeactivateUser();
  const sendLink = useSendPasswordLink();

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Dealerships</TableHead>
          <TableHead>Since</TableHead>
          <TableHead className="text-right">Actions</TableHead>
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
              {user.id === me.id ? <span className="text-muted-foreground"> (you)</span> : null}
              {user.active ? null : (
                <Badge variant="outline" className="ml-2">
                  Deactivated
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
                <SelectTrigger aria-label={`Role of ${user.name}`} className="w-36">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {[...new Set([...roles, user.role])].map((r) => (
                    <SelectItem key={r} value={r} disabled={!roles.includes(r)}>
                      {ROLE_LABELS[r]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </TableCell>
            <TableCell>
              {user.role === 'admin'
                ? 'All'
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
                            title: 'Reset link',
                            description: result.link ?? describeLink(result, user.email),
                          }),
                        onError: failed,
                      })
                    }
                  >
                    Send Reset Link
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={deactivate.isPending}
                    onClick={() => {
                      if (window.confirm(`Deactivate ${user.name}? They are signed out at once.`))
                        deactivate.mutate(user.id, { onError: failed });
                    }}
                  >
                    Deactivate
                  </Button>
                </>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => update.mutate({ id: user.id, active: true }, { onError: failed })}
                >
                  Reactivate
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

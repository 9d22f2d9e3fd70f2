import type { Dealership } from '@lead-manager/contracts/dealerships';
import type { Role } from '@lead-manager/contracts/users';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { i18n } from '@/i18n/i18n';
import { stripDealershipPrefix } from '@/lib/format';

// The fields inviting a person and changing a member share.

/** 'Admin', 'Manager', 'Salesperson' in the person's language. */
export const roleLabel = (role: Role) => i18n.t(`users.inviteUserDialog.roleName.${role}`);

/** The role, from those the signed-in person may give. */
export function RoleField({
  id,
  value,
  roles,
  onChange,
}: {
  id: string;
  value: Role;
  roles: Role[];
  onChange: (role: Role) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('users.inviteUserDialog.role')}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as Role)}>
        <SelectTrigger id={id} aria-label={t('users.inviteUserDialog.role')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {roles.map((r) => (
            <SelectItem key={r} value={r}>
              {roleLabel(r)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The stores a person works in, one box each. */
export function StoreCheckboxes({
  dealerships,
  value,
  onChange,
}: {
  dealerships: Dealership[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium">{t('users.inviteUserDialog.dealerships')}</legend>
      <div className="flex flex-wrap gap-4">
        {dealerships.map((d) => (
          <label key={d.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={value.includes(d.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, d.id] : value.filter((id) => id !== d.id))
              }
            />
            {stripDealershipPrefix(d.name)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

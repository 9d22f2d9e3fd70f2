import { type Lead, UpdateLeadSchema } from '@lead-manager/contracts/leads';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { ApiError, conflictOf, errorText } from '@/lib/api-client';
import { formatPhone } from '@/lib/format';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useUpdateLead } from '../api/update-lead';

const FIELDS = [
  { name: 'name', type: 'text' },
  { name: 'phone', type: 'tel' },
  { name: 'email', type: 'email' },
  { name: 'vehicleInterest', type: 'text' },
] as const;
type Field = (typeof FIELDS)[number]['name'];
type Draft = Record<Field, string>;

const toDraft = (lead: Lead): Draft => ({
  name: lead.name,
  // Written as everywhere else in the app, (813) 555-0137; the server takes either form.
  phone: formatPhone(lead.phone),
  email: lead.email ?? '',
  vehicleInterest: lead.vehicleInterest ?? '',
});
// An emptied optional box clears the field; the name is required.
const toPatch = (d: Draft) => ({
  name: d.name,
  phone: d.phone.trim() || null,
  email: d.email.trim() || null,
  vehicleInterest: d.vehicleInterest.trim() || null,
});
type Patch = ReturnType<typeof toPatch>;

/**
 * Only the fields the person changed: an unchanged one is neither checked again (a stored value from an import
 * may not pass today's rules) nor sent over a change someone else saved meanwhile.
 */
function changedFields(draft: Draft, saved: Draft): Partial<Patch> {
  const next = toPatch(draft);
  const before = toPatch(saved);
  return Object.fromEntries(
    FIELDS.filter((f) => next[f.name] !== before[f.name]).map((f) => [f.name, next[f.name]]),
  );
}

/** Per-field messages of a 400 (`errors: [{ path, message }]`), else none. */
function serverFieldErrors(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const body = JSON.parse(error.body) as { errors?: { path: string; message: string }[] };
    return Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));
  } catch {
    return {};
  }
}

/** The lead's contact details and vehicle, edited in its details; checked by the same contract as the server. */
export function LeadEditForm({
  lead,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  lead: Lead;
  onSaved: (lead: Lead) => void;
  onCancel: () => void;
  /** Tells the dialog around it whether closing would lose edits. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateLead();
  const [draft, setDraft] = useState<Draft>(() => toDraft(lead));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const saved = toDraft(lead);
  const dirty = FIELDS.some((f) => draft[f.name] !== saved[f.name]);
  useUnsavedChanges(dirty);
  useEffect(() => {
    onDirtyChange?.(dirty);
    return () => onDirtyChange?.(false);
  }, [dirty, onDirtyChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const patch = changedFields(draft, saved);
    const parsed = UpdateLeadSchema.safeParse(patch);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setProblem(null);
    // Nothing changed (at most spaces around a value): nothing to save.
    if (Object.keys(patch).length === 0) return onCancel();
    update.mutate(
      { id: lead.id, ...patch },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const fields = serverFieldErrors(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0) setProblem(conflictOf(error)?.message ?? errorText(error));
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('leadWork.edit.form')}
      className="space-y-3 rounded-lg border p-3"
    >
      <fieldset disabled={update.isPending} className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.name} className="space-y-1.5">
            <Label htmlFor={`lead-edit-${f.name}`}>{t(`leadWork.edit.${f.name}`)}</Label>
            <Input
              id={`lead-edit-${f.name}`}
              type={f.type}
              value={draft[f.name]}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `lead-edit-${f.name}-error` : undefined}
              onChange={(e) => setDraft({ ...draft, [f.name]: e.target.value })}
            />
            <FieldError id={`lead-edit-${f.name}-error`} message={errors[f.name]} />
          </div>
        ))}
      </fieldset>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={update.isPending}>
          {t('leadWork.edit.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {t('leadWork.edit.save')}
        </Button>
      </div>
    </form>
  );
}

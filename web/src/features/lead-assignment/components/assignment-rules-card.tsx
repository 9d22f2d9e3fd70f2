import {
  ASSIGNMENT_MODES,
  type AssignmentMode,
  type AssignmentRules,
  UpdateAssignmentRulesSchema,
} from '@lead-manager/contracts/lead-assignment';
import { UsersRoundIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { LabelledSelect } from '@/components/labelled-select';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useUpdateAssignmentRules } from '../api/assignment-rules';

const MODE_KEYS: Record<AssignmentMode, string> = {
  manual: 'assignment.card.modeManual',
  round_robin: 'assignment.card.modeRoundRobin',
  balanced: 'assignment.card.modeBalanced',
};

type Draft = { mode: AssignmentMode; cap: string; window: string };
type FieldErrors = Partial<Record<'maxOpenLeads' | 'responseWindowMinutes', string>>;

const toDraft = (r: AssignmentRules): Draft => ({
  mode: r.mode,
  cap: r.maxOpenLeads === null ? '' : String(r.maxOpenLeads),
  window: String(r.responseWindowMinutes),
});

// An empty box is "no cap"; anything else goes to the contract as typed, so it names what is wrong.
const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Who gets a store's new leads, how many open leads each may hold, and how long an owner has to act. */
export function AssignmentRulesCard({ rules, canEdit }: { rules: AssignmentRules; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateAssignmentRules(rules.dealershipId);
  const [draft, setDraft] = useState<Draft>(() => toDraft(rules));
  const [errors, setErrors] = useState<FieldErrors>({});
  const saved = toDraft(rules);
  const dirty = draft.mode !== saved.mode || draft.cap !== saved.cap || draft.window !== saved.window;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateAssignmentRulesSchema.safeParse({
      mode: draft.mode,
      maxOpenLeads: draft.cap.trim() === '' ? null : asNumber(draft.cap),
      responseWindowMinutes: asNumber(draft.window),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (next) => {
        setDraft(toDraft(next));
        toast({ title: t('assignment.card.saved'), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('assignment.card.saveFailed'),
          description: errorText(error),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('assignment.card.title')}>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <UsersRoundIcon className="size-4" aria-hidden /> {t('assignment.card.title')}
          </CardTitle>
          <CardDescription>{t('assignment.card.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset disabled={!canEdit || save.isPending} className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <LabelledSelect
              id="assignment-mode"
              label={t('assignment.card.mode')}
              value={draft.mode}
              onValueChange={(mode) => setDraft({ ...draft, mode: mode as AssignmentMode })}
              options={ASSIGNMENT_MODES.map((mode) => ({ value: mode, label: t(MODE_KEYS[mode]) }))}
            />
            <NumberField
              id="assignment-cap"
              label={t('assignment.card.cap')}
              placeholder={t('assignment.card.noCap')}
              hint={t('assignment.card.capHint')}
              value={draft.cap}
              error={errors.maxOpenLeads}
              onChange={(cap) => setDraft({ ...draft, cap })}
            />
            <NumberField
              id="assignment-window"
              label={t('assignment.card.window')}
              hint={t('assignment.card.windowHint')}
              value={draft.window}
              error={errors.responseWindowMinutes}
              onChange={(window) => setDraft({ ...draft, window })}
            />
          </fieldset>
          <div className="mt-4">
            {canEdit ? (
              <FormActions
                saveLabel={t('assignment.card.save')}
                pending={save.isPending}
                dirty={dirty}
                onCancel={() => {
                  setDraft(saved);
                  setErrors({});
                }}
              />
            ) : (
              <p className="text-sm text-muted-foreground">{t('assignment.card.readOnly')}</p>
            )}
          </div>
        </CardContent>
      </Card>
    </form>
  );
}

function NumberField(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        inputMode="numeric"
        placeholder={props.placeholder}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${props.id}-hint`}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
        {props.hint}
      </p>
      <FieldError message={props.error} />
    </div>
  );
}

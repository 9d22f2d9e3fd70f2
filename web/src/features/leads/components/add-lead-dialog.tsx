import { zodResolver } from '@hookform/resolvers/zod';
import type { ConflictBody } from '@lead-manager/contracts/common';
import type { Dealership } from '@lead-manager/contracts/dealerships';
import { CreateLeadSchema, FORM_LEAD_SOURCES } from '@lead-manager/contracts/leads';
import { LoaderCircleIcon, PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DealershipOptions } from '@/components/dealership-options';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { conflictOf, errorText } from '@/lib/api-client';
import { sourceLabel } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { guardClose, useUnsavedChanges } from '@/lib/unsaved-changes';
import { useCreateLead } from '../api/create-lead';

type FormInput = z.input<typeof CreateLeadSchema>;
type FormOutput = z.output<typeof CreateLeadSchema>;

/** Add Lead: a name, a vehicle and a phone or an e-mail; the dealership field shows only when the filter is 'all'. */
function AddLeadDialog({
  open,
  onOpenChange,
  dealershipFilter,
  dealerships,
  onOpenExisting,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dealershipFilter: 'all' | number;
  dealerships: Dealership[] | undefined;
  /** The person is already a lead of the dealership (409): open that lead instead. */
  onOpenExisting?: (leadId: number) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateLead();
  const [existing, setExisting] = useState<ConflictBody | undefined>();
  const defaultDealership = dealershipFilter === 'all' ? (dealerships?.[0]?.id ?? 0) : dealershipFilter;
  const defaults: FormInput = {
    name: '',
    email: '',
    phone: '',
    vehicleInterest: '',
    source: 'facebook',
    status: 'new',
    dealershipId: defaultDealership,
    notes: '',
  };
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CreateLeadSchema),
    defaultValues: defaults,
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const errors = formState.errors;
  // Typed details not yet saved: closing the dialog asks first.
  const dirty = open && formState.isDirty;
  useUnsavedChanges(dirty);
  const close = guardClose(dirty, onOpenChange);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens or the dealership changes
  useEffect(() => {
    if (open) reset(defaults);
    setExisting(undefined);
  }, [open, defaultDealership]);

  const onSubmit = handleSubmit((values) => {
    setExisting(undefined);
    create.mutate(
      { ...values, notes: values.notes || null },
      {
        onSuccess: (lead) => {
          toast({
            title: t('leads.addLeadDialog.leadAdded'),
            description: t('leads.addLeadDialog.wasAdded', { name: lead.name }),
            variant: 'success',
          });
          reset(defaults);
          onOpenChange(false);
        },
        onError: (error) => {
          const conflict = conflictOf(error);
          if (conflict?.leadId) return setExisting(conflict);
          toast({
            title: t('leads.addLeadDialog.couldNotAddTheLead'),
            description: errorText(error),
            variant: 'destructive',
          });
        },
      },
    );
  });

  const field = (
    name: 'name' | 'email' | 'phone' | 'vehicleInterest',
    label: string,
    type = 'text',
    placeholder = '',
    required = true,
  ) => (
    <div className="space-y-1.5">
      <Label htmlFor={`lead-${name}`}>
        {label}
        {required ? (
          <>
            {' '}
            <span className="text-destructive" aria-hidden>
              *
            </span>
          </>
        ) : null}
      </Label>
      <Input
        id={`lead-${name}`}
        type={type}
        placeholder={placeholder}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `lead-${name}-error` : undefined}
        aria-required={required}
        {...register(name)}
      />
      <FieldError id={`lead-${name}-error`} message={errors[name]?.message} />
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('leads.addLeadDialog.addLead')}</DialogTitle>
          <DialogDescription>{t('leads.addLeadDialog.enterTheCustomerSDetails')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          {field('name', t('leads.addLeadDialog.fullName'), 'text', 'Jane Cooper')}
          <fieldset className="space-y-1.5">
            <legend className="text-sm text-muted-foreground">{t('leads.addLeadDialog.phoneOrEmail')}</legend>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {field('phone', t('leads.addLeadDialog.phone'), 'tel', '(555) 123-4567', false)}
              {field('email', t('leads.addLeadDialog.email'), 'email', 'jane@example.com', false)}
            </div>
          </fieldset>
          {field('vehicleInterest', t('leads.addLeadDialog.vehicleInterest'), 'text', '2025 Silverado 1500')}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label id="lead-source-label">{t('leads.addLeadDialog.source')}</Label>
              <Controller
                control={control}
                name="source"
                render={({ field: f }) => (
                  <Select value={f.value} onValueChange={f.onChange}>
                    <SelectTrigger aria-labelledby="lead-source-label">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {FORM_LEAD_SOURCES.map((s) => (
                        <SelectItem key={s} value={s}>
                          {sourceLabel(s)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
            {dealershipFilter === 'all' ? (
              <div className="space-y-1.5">
                <Label id="lead-dealership-label">{t('leads.addLeadDialog.dealership')}</Label>
                <Controller
                  control={control}
                  name="dealershipId"
                  render={({ field: f }) => (
                    <Select
                      value={f.value ? String(f.value) : ''}
                      onValueChange={(v) => f.onChange(Number(v))}
                    >
                      <SelectTrigger
                        aria-labelledby="lead-dealership-label"
                        aria-invalid={errors.dealershipId ? true : undefined}
                      >
                        <SelectValue placeholder={t('leads.addLeadDialog.chooseADealership')} />
                      </SelectTrigger>
                      <SelectContent>
                        <DealershipOptions dealerships={dealerships} />
                      </SelectContent>
                    </Select>
                  )}
                />
                <FieldError message={errors.dealershipId?.message} />
              </div>
            ) : null}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="lead-notes">{t('leads.addLeadDialog.notesOptional')}</Label>
            <Textarea id="lead-notes" rows={3} {...register('notes')} />
          </div>
          {existing ? (
            <div
              role="alert"
              className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 sm:flex-row sm:items-center sm:justify-between"
            >
              <span>{existing.message}</span>
              {onOpenExisting && existing.leadId ? (
                <Button size="sm" variant="outline" onClick={() => onOpenExisting(existing.leadId as number)}>
                  {t('leads.addLeadDialog.openExistingLead')}
                </Button>
              ) : null}
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              {t('leads.addLeadDialog.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden />
              ) : (
                <PlusIcon aria-hidden />
              )}
              {t('leads.addLeadDialog.addLead')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default AddLeadDialog;

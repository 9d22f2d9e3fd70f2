import { zodResolver } from '@hookform/resolvers/zod';
import type { AiSettings } from '@lead-manager/contracts/ai-settings';
import type { Dealership } from '@lead-manager/contracts/dealerships';
import {
  BotIcon,
  LoaderCircleIcon,
  MailIcon,
  MessageSquareIcon,
  SaveIcon,
  WandSparklesIcon,
  WorkflowIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { DisabledWithReason } from '@/components/ui/tooltip';
import { errorText } from '@/lib/api-client';
import { brandKey, stripDealershipPrefix } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useUpdateAiSettings } from '../api/update-ai-settings';
import { EMAIL_VARS, FormSchema, type FormValues, SMS_VARS, toForm } from './ai-settings-form-model';
import { ConversationExamples } from './conversation-examples';
import { FollowUpStepsCard } from './follow-up-steps-card';
import { LoadBrandDefaultButton } from './load-brand-default-button';

function VariableChips({ vars, onInsert }: { vars: string[]; onInsert: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="text-xs text-muted-foreground">{t('aiSettings.aiSettingsForm.insertVariable')}</span>
      {vars.map((v) => (
        <button
          key={v}
          type="button"
          onClick={() => onInsert(`{${v}}`)}
          className="rounded-md border bg-muted/60 px-1.5 py-0.5 font-mono text-xs outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
        >
          {`{${v}}`}
        </button>
      ))}
    </div>
  );
}

export function AiSettingsForm({ settings, dealership }: { settings: AiSettings; dealership: Dealership }) {
  const { t } = useTranslation();
  const save = useUpdateAiSettings();
  const form = useForm<FormValues>({ resolver: zodResolver(FormSchema), defaultValues: toForm(settings) });
  const { register, control, handleSubmit, reset, setValue, getValues, formState, watch } = form;
  const errors = formState.errors;
  const brand = brandKey(dealership.brand);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload the form when other settings arrive
  useEffect(() => reset(toForm(settings)), [settings]);

  const insert = (field: 'emailTemplate' | 'smsTemplate', token: string) => {
    const current = getValues(field) ?? '';
    setValue(field, `${current}${current && !current.endsWith(' ') ? ' ' : ''}${token}`, {
      shouldDirty: true,
    });
  };

  const onSubmit = handleSubmit(
    (values) =>
      save.mutate(
        { dealershipId: dealership.id, ...values },
        {
          onSuccess: (saved) => {
            reset(toForm(saved));
            toast({
              title: t('aiSettings.aiSettingsForm.aiSettingsUpdatedSuccessfully'),
              variant: 'success',
            });
          },
          onError: (error) =>
            toast({
              title: t('aiSettings.aiSettingsForm.failedToUpdateAiSettings'),
              description: errorText(error),
              variant: 'destructive',
            }),
        },
      ),
    () =>
      toast({
        title: t('aiSettings.aiSettingsForm.failedToUpdateAiSettings'),
        description: t('aiSettings.aiSettingsForm.checkTheHighlightedFields'),
        variant: 'destructive',
      }),
  );

  const smsLength = watch('smsTemplate')?.length ?? 0;
  const smsLimit = watch('smsCharacterLimit');

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <Tabs defaultValue="personality">
        <TabsList>
          <TabsTrigger value="personality">
            <BotIcon aria-hidden /> {t('aiSettings.aiSettingsForm.aiPersonality')}
          </TabsTrigger>
          <TabsTrigger value="templates">
            <MailIcon aria-hidden /> {t('aiSettings.aiSettingsForm.messageTemplates')}
          </TabsTrigger>
          <TabsTrigger value="automation">
            <WorkflowIcon aria-hidden /> {t('aiSettings.aiSettingsForm.followUpAutomation')}
          </TabsTrigger>
          <TabsTrigger value="examples">
            <MessageSquareIcon aria-hidden /> {t('aiSettings.aiSettingsForm.conversationExamples')}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="personality">
          <Card>
            <CardHeader className="flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="space-y-1">
                <CardTitle>{t('aiSettings.aiSettingsForm.aiPersonality')}</CardTitle>
                <CardDescription>
                  {t('aiSettings.aiSettingsForm.howTheAssistantTalksAnd', {
                    name: stripDealershipPrefix(dealership.name),
                  })}
                </CardDescription>
              </div>
              {brand === 'other' ? (
                <DisabledWithReason
                  reason={t('aiSettings.aiSettingsForm.brandDefaultsOnly')}
                  className="h-9 px-4 text-sm"
                >
                  <WandSparklesIcon aria-hidden /> {t('aiSettings.aiSettingsForm.loadDefault')}
                </DisabledWithReason>
              ) : (
                <LoadBrandDefaultButton
                  brand={brand}
                  currentPrompt={() => getValues('systemPrompt') ?? ''}
                  savedPrompt={settings.systemPrompt ?? ''}
                  onLoad={(prompt) => setValue('systemPrompt', prompt, { shouldDirty: true })}
                />
              )}
            </CardHeader>
            <CardContent className="space-y-2">
              <Label htmlFor="ai-system-prompt">{t('aiSettings.aiSettingsForm.systemPrompt')}</Label>
              <Textarea
                id="ai-system-prompt"
                rows={14}
                className="font-mono text-xs leading-relaxed sm:text-sm"
                placeholder={t('aiSettings.aiSettingsForm.youAreAHelpfulSales')}
                {...register('systemPrompt')}
              />
              <FieldError message={errors.systemPrompt?.message} />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="templates" className="space-y-4">
          <Card>
            <CardHeader className="flex-row items-center justify-between gap-3">
              <div className="space-y-1">
                <CardTitle className="flex items-center gap-2">
                  <MailIcon className="size-4" aria-hidden /> {t('aiSettings.aiSettingsForm.emailTemplate')}
                </CardTitle>
                <CardDescription>{t('aiSettings.aiSettingsForm.firstReplySentByEmail')}</CardDescription>
              </div>
              <Controller
                control={control}
                name="emailEnabled"
                render={({ field }) => (
                  <div className="flex items-center gap-2">
                    <Switch id="ai-email-enabled" checked={field.value} onCheckedChange={field.onChange} />
                    <Label htmlFor="ai-email-enabled">{t('aiSettings.aiSettingsForm.enabled')}</Label>
                  </div>
                )}
              />
            </CardHeader>
            <CardContent className="space-y-3">
              <Label htmlFor="ai-email-template" className="sr-only">
                {t('aiSettings.aiSettingsForm.emailTemplate')}
              </Label>
              <Textarea id="ai-email-template" rows={8} {...register('emailTemplate')} />
              <VariableChips vars={EMAIL_VARS} onInsert={(v) => insert('emailTemplate', v)} />
              <div className="space-y-1.5 pt-2">
                <Label htmlFor="ai-email-signature">{t('aiSettings.aiSettingsForm.emailSignature')}</Label>
                <Textarea id="ai-email-signature" rows={4} {...register('emailSignature')} />
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="flex-row items-center justify-between gap-3">
              <div className="space-y-1">
                <CardTitle className="flex items-center gap-2">
                  <MessageSquareIcon className="size-4" aria-hidden />{' '}
                  {t('aiSettings.aiSettingsForm.smsTemplate')}
                </CardTitle>
                <CardDescription>{t('aiSettings.aiSettingsForm.firstTextMessageToA')}</CardDescription>
              </div>
              <Controller
                control={control}
                name="smsEnabled"
                render={({ field }) => (
                  <div className="flex items-center gap-2">
                    <Switch id="ai-sms-enabled" checked={field.value} onCheckedChange={field.onChange} />
                    <Label htmlFor="ai-sms-enabled">{t('aiSettings.aiSettingsForm.enabled')}</Label>
                  </div>
                )}
              />
            </CardHeader>
            <CardContent className="space-y-3">
              <Label htmlFor="ai-sms-template" className="sr-only">
                {t('aiSettings.aiSettingsForm.smsTemplate')}
              </Label>
              <Textarea id="ai-sms-template" rows={4} {...register('smsTemplate')} />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <VariableChips vars={SMS_VARS} onInsert={(v) => insert('smsTemplate', v)} />
                <span
                  className={
                    smsLength > smsLimit ? 'text-xs text-amber-700' : 'text-xs text-muted-foreground'
                  }
                >
                  {t('aiSettings.aiSettingsForm.characters', { smsLength, smsLimit })}
                </span>
              </div>
              <div className="w-40 space-y-1.5 pt-2">
                <Label htmlFor="ai-sms-limit">{t('aiSettings.aiSettingsForm.smsCharacterLimit')}</Label>
                <Input
                  id="ai-sms-limit"
                  type="number"
                  min={70}
                  max={1600}
                  {...register('smsCharacterLimit', { valueAsNumber: true })}
                />
                <FieldError message={errors.smsCharacterLimit?.message} />
              </div>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="automation">
          <FollowUpStepsCard form={form} />
        </TabsContent>

        <TabsContent value="examples">
          <ConversationExamples />
        </TabsContent>
      </Tabs>

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
        {formState.isDirty ? (
          <span className="text-sm text-muted-foreground">
            {t('aiSettings.aiSettingsForm.unsavedChanges')}
          </span>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden />
          ) : (
            <SaveIcon aria-hidden />
          )}
          {t('aiSettings.aiSettingsForm.saveAiSettings')}
        </Button>
      </div>
    </form>
  );
}

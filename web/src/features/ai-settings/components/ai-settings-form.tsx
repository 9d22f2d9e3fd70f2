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
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError, Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { DisabledWithReason } from '@/components/ui/tooltip';
import { errorText } from '@/lib/api-client';
import { brandKey, stripDealershipPrefix } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useUpdateAiSettings } from '../api/update-ai-settings';
import { FormSchema, type FormValues, type ShownLanguage, toForm } from './ai-settings-form-model';
import { ConversationExamples } from './conversation-examples';
import { FollowUpStepsCard } from './follow-up-steps-card';
import { LoadBrandDefaultButton } from './load-brand-default-button';
import { MessageTemplatesTab } from './message-templates-tab';

/** `readOnly`: every field shown but disabled, no Save, and a note saying who changes them. */
export function AiSettingsForm({
  settings,
  dealership,
  readOnly = false,
}: {
  settings: AiSettings;
  dealership: Dealership;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const save = useUpdateAiSettings();
  const form = useForm<FormValues>({ resolver: zodResolver(FormSchema), defaultValues: toForm(settings) });
  const { register, handleSubmit, reset, setValue, getValues, formState } = form;
  // Which language's templates and follow-up texts the Message Templates and Follow-up tabs show.
  const [language, setLanguage] = useState<ShownLanguage>('en');
  const errors = formState.errors;
  const brand = brandKey(dealership.brand);
  useUnsavedChanges(formState.isDirty);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload the form when other settings arrive
  useEffect(() => reset(toForm(settings)), [settings]);

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

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {readOnly ? (
        <p role="note" className="rounded-lg border bg-muted/50 px-4 py-3 text-sm text-muted-foreground">
          {t('aiSettings.aiSettingsForm.readOnly')}
        </p>
      ) : null}
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
          <fieldset disabled={readOnly} className="min-w-0">
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
          </fieldset>
        </TabsContent>

        <TabsContent value="templates">
          <MessageTemplatesTab
            form={form}
            settings={settings}
            language={language}
            onLanguageChange={setLanguage}
            readOnly={readOnly}
          />
        </TabsContent>

        <TabsContent value="automation">
          <FollowUpStepsCard
            form={form}
            language={language}
            onLanguageChange={setLanguage}
            readOnly={readOnly}
          />
        </TabsContent>

        <TabsContent value="examples">
          <ConversationExamples />
        </TabsContent>
      </Tabs>

      {readOnly ? null : (
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
      )}
    </form>
  );
}

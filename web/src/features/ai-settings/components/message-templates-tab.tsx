import type { AiSettings } from '@lead-manager/contracts/ai-settings';
import { MailIcon, MessageSquareIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import {
  EMAIL_VARS,
  type FormValues,
  type ShownLanguage,
  SMS_VARS,
  type TemplateField,
  templatePath,
} from './ai-settings-form-model';
import { LoadLanguageDefaultButton } from './load-language-default-button';
import { TemplateLanguageSwitch } from './template-language-switch';
import { VariableChips } from './variable-chips';

/** A field's error, wherever the shown language keeps it. */
function errorOf(form: UseFormReturn<FormValues>, language: ShownLanguage, field: TemplateField) {
  const errors = form.formState.errors;
  return language === 'en' ? errors[field]?.message : errors.languageTemplates?.[language]?.[field]?.message;
}

/** One template's text box in the shown language, with its label (hidden when the card's title says it) and error. */
function TemplateText({
  form,
  language,
  field,
  label,
  rows,
  labelHidden = false,
}: {
  form: UseFormReturn<FormValues>;
  language: ShownLanguage;
  field: TemplateField;
  label: string;
  rows: number;
  labelHidden?: boolean;
}) {
  const id = `ai-${field}${language === 'en' ? '' : `-${language}`}`;
  return (
    <>
      <Label htmlFor={id} className={labelHidden ? 'sr-only' : undefined}>
        {label}
      </Label>
      <Textarea id={id} rows={rows} lang={language} {...form.register(templatePath(language, field))} />
      <FieldError message={errorOf(form, language, field)} />
    </>
  );
}

/** A channel card's title, with its on/off switch (shared by every language). */
function ChannelHeader({
  form,
  channel,
  icon,
  title,
  description,
}: {
  form: UseFormReturn<FormValues>;
  channel: 'email' | 'sms';
  icon: ReactNode;
  title: string;
  description: string;
}) {
  const { t } = useTranslation();
  return (
    <CardHeader className="flex-row items-center justify-between gap-3">
      <div className="space-y-1">
        <CardTitle className="flex items-center gap-2">
          {icon} {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
      <Controller
        control={form.control}
        name={channel === 'email' ? 'emailEnabled' : 'smsEnabled'}
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Switch id={`ai-${channel}-enabled`} checked={field.value} onCheckedChange={field.onChange} />
            <Label htmlFor={`ai-${channel}-enabled`}>{t('aiSettings.aiSettingsForm.enabled')}</Label>
          </div>
        )}
      />
    </CardHeader>
  );
}

/**
 * The Message Templates tab: the e-mail and SMS templates in the language picked above them (the dealership's
 * English ones, or its Spanish or French ones for leads in those languages). On/off and the SMS limit are shared.
 */
export function MessageTemplatesTab({
  form,
  settings,
  language,
  onLanguageChange,
  readOnly = false,
}: {
  form: UseFormReturn<FormValues>;
  settings: AiSettings;
  language: ShownLanguage;
  onLanguageChange: (language: ShownLanguage) => void;
  /** The language switch still works; the templates are shown disabled. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { register, getValues, setValue, watch, formState } = form;
  const path = (field: TemplateField) => templatePath(language, field);
  const insert = (field: 'emailTemplate' | 'smsTemplate', token: string) => {
    const current = getValues(path(field)) ?? '';
    setValue(path(field), `${current}${current && !current.endsWith(' ') ? ' ' : ''}${token}`, {
      shouldDirty: true,
    });
  };
  const smsLength = watch(path('smsTemplate'))?.length ?? 0;
  const smsLimit = watch('smsCharacterLimit');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TemplateLanguageSwitch value={language} onChange={onLanguageChange} />
        {language === 'en' || readOnly ? null : (
          <LoadLanguageDefaultButton
            key={language}
            language={language}
            form={form}
            saved={settings.languageTemplates[language]}
          />
        )}
      </div>
      {language === 'en' ? null : (
        <p className="text-sm text-muted-foreground">
          {t('aiSettings.templateLanguage.usedFor', {
            language: t(`aiSettings.languageName.${language}`),
          })}
        </p>
      )}
      <fieldset disabled={readOnly} className="min-w-0 space-y-4">
        <Card key={`email-${language}`}>
          <ChannelHeader
            form={form}
            channel="email"
            icon={<MailIcon className="size-4" aria-hidden />}
            title={t('aiSettings.aiSettingsForm.emailTemplate')}
            description={t('aiSettings.aiSettingsForm.firstReplySentByEmail')}
          />
          <CardContent className="space-y-3">
            <TemplateText
              form={form}
              language={language}
              field="emailTemplate"
              label={t('aiSettings.aiSettingsForm.emailTemplate')}
              rows={8}
              labelHidden
            />
            <VariableChips vars={EMAIL_VARS} onInsert={(v) => insert('emailTemplate', v)} />
            <div className="space-y-1.5 pt-2">
              <TemplateText
                form={form}
                language={language}
                field="emailSignature"
                label={t('aiSettings.aiSettingsForm.emailSignature')}
                rows={4}
              />
            </div>
          </CardContent>
        </Card>
        <Card key={`sms-${language}`}>
          <ChannelHeader
            form={form}
            channel="sms"
            icon={<MessageSquareIcon className="size-4" aria-hidden />}
            title={t('aiSettings.aiSettingsForm.smsTemplate')}
            description={t('aiSettings.aiSettingsForm.firstTextMessageToA')}
          />
          <CardContent className="space-y-3">
            <TemplateText
              form={form}
              language={language}
              field="smsTemplate"
              label={t('aiSettings.aiSettingsForm.smsTemplate')}
              rows={4}
              labelHidden
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <VariableChips vars={SMS_VARS} onInsert={(v) => insert('smsTemplate', v)} />
              <span
                className={smsLength > smsLimit ? 'text-xs text-amber-700' : 'text-xs text-muted-foreground'}
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
              <FieldError message={formState.errors.smsCharacterLimit?.message} />
            </div>
          </CardContent>
        </Card>
      </fieldset>
    </div>
  );
}

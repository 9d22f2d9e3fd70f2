import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { FormValues, ShownLanguage } from './ai-settings-form-model';
import { TemplateLanguageSwitch } from './template-language-switch';
import { useStepsInEveryLanguage } from './use-steps-in-every-language';

/**
 * The Follow-up Automation tab: the ordered steps (delay, channel, message) of the AI Settings form. In Spanish or
 * French the messages are that language's texts of the same steps; a blank one sends the English text.
 */
export function FollowUpStepsCard({
  form,
  language,
  onLanguageChange,
  readOnly = false,
}: {
  form: UseFormReturn<FormValues>;
  language: ShownLanguage;
  onLanguageChange: (language: ShownLanguage) => void;
  /** The language switch still works; the steps are shown disabled and none can be added. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const steps = useStepsInEveryLanguage(form);
  return (
    <Card>
      <CardHeader className="flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle>{t('aiSettings.followUpStepsCard.followUpAutomation')}</CardTitle>
          <CardDescription>{t('aiSettings.followUpStepsCard.stepsRunInOrderCounted')}</CardDescription>
        </div>
        {readOnly ? null : (
          <Button
            variant="outline"
            onClick={() => steps.append({ delay: 24, channel: 'email', message: '' })}
          >
            <PlusIcon aria-hidden /> {t('aiSettings.followUpStepsCard.addStep')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-3">
        <TemplateLanguageSwitch value={language} onChange={onLanguageChange} />
        {language === 'en' ? null : (
          <p className="text-sm text-muted-foreground">
            {t('aiSettings.followUpStepsCard.blankSendsEnglish')}
          </p>
        )}
        {steps.fields.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t('aiSettings.followUpStepsCard.noFollowUpStepsYet')}
          </p>
        ) : (
          <fieldset disabled={readOnly} className="min-w-0">
            <ol className="space-y-3">
              {steps.fields.map((step, index) => (
                <FollowUpStep
                  key={step.id}
                  form={form}
                  index={index}
                  language={language}
                  onRemove={() => steps.remove(index)}
                />
              ))}
            </ol>
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}

/** One step: its delay and channel, and its message in the language shown. */
function FollowUpStep({
  form,
  index,
  language,
  onRemove,
}: {
  form: UseFormReturn<FormValues>;
  index: number;
  language: ShownLanguage;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { control, register, formState, watch } = form;
  const { errors } = formState;
  const stepErrors = errors.followUpSchedule?.[index];
  const messagePath =
    language === 'en'
      ? (`followUpSchedule.${index}.message` as const)
      : (`languageTemplates.${language}.followUpMessages.${index}` as const);
  const messageError =
    language === 'en'
      ? stepErrors?.message?.message
      : errors.languageTemplates?.[language]?.followUpMessages?.[index]?.message;
  return (
    <li className="rounded-lg border p-4" data-testid="follow-up-step">
      <div className="mb-3 flex items-center justify-between">
        <span className="inline-flex items-center gap-2 text-sm font-semibold">
          <span className="inline-flex size-6 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground">
            {index + 1}
          </span>
          {t('aiSettings.followUpStepsCard.step')} {index + 1}
        </span>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('aiSettings.followUpStepsCard.removeStep', { value: index + 1 })}
          onClick={onRemove}
          className="text-red-600 hover:text-red-700"
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[140px_160px_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor={`step-${index}-delay`}>{t('aiSettings.followUpStepsCard.delayHours')}</Label>
          <Input
            id={`step-${index}-delay`}
            type="number"
            min={1}
            step={1}
            aria-invalid={stepErrors?.delay ? true : undefined}
            {...register(`followUpSchedule.${index}.delay`, { valueAsNumber: true })}
          />
          <FieldError message={stepErrors?.delay?.message} />
        </div>
        <div className="space-y-1.5">
          <Label id={`step-${index}-channel-label`}>{t('aiSettings.followUpStepsCard.channel')}</Label>
          <Controller
            control={control}
            name={`followUpSchedule.${index}.channel`}
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger aria-labelledby={`step-${index}-channel-label`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="email">{t('aiSettings.followUpStepsCard.email')}</SelectItem>
                  <SelectItem value="sms">{t('aiSettings.followUpStepsCard.sms')}</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`step-${index}-message-${language}`}>
            {t('aiSettings.followUpStepsCard.message')}
          </Label>
          <Textarea
            key={language}
            id={`step-${index}-message-${language}`}
            rows={2}
            lang={language}
            placeholder={
              language === 'en'
                ? t('aiSettings.followUpStepsCard.hiStillThinkingAboutThe')
                : watch(`followUpSchedule.${index}.message`)
            }
            {...register(messagePath)}
          />
          <FieldError message={messageError} />
        </div>
      </div>
    </li>
  );
}

import { TEMPLATE_LANGUAGES } from '@lead-manager/contracts/ai-language-defaults';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { FormValues } from './ai-settings-form-model';

/**
 * The follow-up steps, with each language's texts kept in line with them: a new step gets a blank Spanish and
 * French text (it sends the English one until written), a removed step takes its texts with it.
 */
export function useStepsInEveryLanguage(form: UseFormReturn<FormValues>) {
  const steps = useFieldArray({ control: form.control, name: 'followUpSchedule' });
  const changeTexts = (change: (texts: string[]) => void) => {
    for (const language of TEMPLATE_LANGUAGES) {
      const texts = [...form.getValues(`languageTemplates.${language}.followUpMessages`)];
      change(texts);
      form.setValue(`languageTemplates.${language}.followUpMessages`, texts, { shouldDirty: true });
    }
  };
  return {
    fields: steps.fields,
    append: (step: FormValues['followUpSchedule'][number]) => {
      changeTexts((texts) => texts.push(''));
      steps.append(step);
    },
    remove: (index: number) => {
      changeTexts((texts) => texts.splice(index, 1));
      steps.remove(index);
    },
  };
}

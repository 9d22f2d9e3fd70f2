import { useEffect } from 'react';
import { applyLanguage } from '@/i18n/i18n';
import { useUserSettings } from '../api/get-user-settings';

/** Applies the saved language (Settings → Language) as soon as it is known or saved: no reload. */
export function useApplyLanguage() {
  const { data } = useUserSettings();
  const language = data?.language;
  useEffect(() => {
    if (language) void applyLanguage(language);
  }, [language]);
}

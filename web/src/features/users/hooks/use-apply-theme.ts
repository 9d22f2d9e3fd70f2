import { useEffect } from 'react';
import { useUserSettings } from '../api/get-user-settings';

/** Applies the saved theme (light, dark, system) to the document. */
export function useApplyTheme() {
  const { data } = useUserSettings();
  const theme = data?.theme ?? 'light';
  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      const dark = theme === 'dark' || (theme === 'system' && media.matches);
      document.documentElement.classList.toggle('dark', dark);
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    };
    apply();
    if (theme !== 'system') return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);
}

import { i18n } from '@/i18n/i18n';
import type { Platform } from './webhook-endpoint-card';

type PlatformFacts = Omit<Platform, 'description' | 'steps'>;

/** A platform's description and set-up steps, read from the catalogue in the person's language when shown. */
function withTexts(facts: PlatformFacts, stepCount: number): Platform {
  return {
    ...facts,
    get description() {
      return i18n.t(`leadSources.platforms.${facts.id}.description`);
    },
    get steps() {
      return Array.from({ length: stepCount }, (_, i) =>
        i18n.t(`leadSources.platforms.${facts.id}.steps.${i + 1}`),
      );
    },
  };
}

/** The platforms of the Webhook Setup screen, in the order it lists them. */
export const PLATFORMS: Platform[] = [
  withTexts(
    {
      id: 'facebook',
      name: 'Facebook Lead Ads',
      path: '/api/webhooks/facebook',
      source: 'facebook',
      methods: ['POST', 'GET'],
      accent: 'bg-[#1877f2]',
    },
    4,
  ),
  withTexts(
    {
      id: 'google',
      name: 'Google Lead Form Extensions',
      path: '/api/webhooks/google',
      source: 'google',
      methods: ['POST'],
      accent: 'bg-[#34a853]',
    },
    3,
  ),
  withTexts(
    {
      id: 'instagram',
      name: 'Instagram',
      path: '/api/webhooks/instagram',
      source: 'instagram',
      methods: ['POST'],
      accent: 'bg-[#e1306c]',
    },
    3,
  ),
  withTexts(
    {
      id: 'tiktok',
      name: 'TikTok',
      path: '/api/webhooks/tiktok',
      source: 'tiktok',
      methods: ['POST'],
      accent: 'bg-zinc-900 dark:bg-zinc-100',
    },
    3,
  ),
  withTexts(
    {
      id: 'youtube',
      name: 'YouTube',
      path: '/api/webhooks/youtube',
      source: 'youtube',
      methods: ['POST'],
      accent: 'bg-[#ff0000]',
    },
    3,
  ),
  withTexts(
    {
      id: 'generic',
      name: 'Generic Form',
      path: '/api/leads/capture',
      source: 'website',
      methods: ['POST'],
      accent: 'bg-slate-500',
    },
    3,
  ),
];

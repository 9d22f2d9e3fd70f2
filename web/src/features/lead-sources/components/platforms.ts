import type { Platform } from './webhook-endpoint-card';

/** The platforms of SPEC §2 Webhook Setup, in order. */
export const PLATFORMS: Platform[] = [
  {
    id: 'facebook',
    name: 'Facebook Lead Ads',
    path: '/api/webhooks/facebook',
    source: 'facebook',
    methods: ['POST', 'GET'],
    description: 'Instant leads from Facebook lead forms. GET answers the subscription verification.',
    accent: 'bg-[#1877f2]',
    steps: [
      'In Meta for Developers, open your app and add the Webhooks product.',
      'Subscribe the Page object to the "leadgen" field with this callback URL.',
      'Use your FACEBOOK_VERIFY_TOKEN as the verify token; Facebook calls GET to verify.',
      'Connect your Page in Leads Access Manager so leads reach the app.',
    ],
  },
  {
    id: 'google',
    name: 'Google Lead Form Extensions',
    path: '/api/webhooks/google',
    source: 'google',
    methods: ['POST'],
    description: 'Leads from Google Ads lead form assets.',
    accent: 'bg-[#34a853]',
    steps: [
      'In Google Ads, open the lead form asset and choose "Webhook integration".',
      'Paste this URL and the key (google_key) configured for your dealership.',
      'Click "Send test data" in Google Ads to check delivery.',
    ],
  },
  {
    id: 'instagram',
    name: 'Instagram',
    path: '/api/webhooks/instagram',
    source: 'instagram',
    methods: ['POST'],
    description: 'Lead forms on Instagram ads (delivered through the Meta lead pipeline).',
    accent: 'bg-[#e1306c]',
    steps: [
      'Create an Instagram lead ad from Meta Ads Manager.',
      'Point your CRM or Zapier delivery at this URL.',
      'Submit a test lead from the Lead Ads Testing Tool.',
    ],
  },
  {
    id: 'tiktok',
    name: 'TikTok',
    path: '/api/webhooks/tiktok',
    source: 'tiktok',
    methods: ['POST'],
    description: 'Instant form leads from TikTok Ads Manager.',
    accent: 'bg-zinc-900 dark:bg-zinc-100',
    steps: [
      'In TikTok Ads Manager, open Tools → Leads Center → CRM integration.',
      'Add a custom webhook with this URL and the X-Webhook-Secret header (TIKTOK_WEBHOOK_SECRET).',
      'Send a test lead from the integration page.',
    ],
  },
  {
    id: 'youtube',
    name: 'YouTube',
    path: '/api/webhooks/youtube',
    source: 'youtube',
    methods: ['POST'],
    description: 'Lead forms on YouTube video campaigns (Google Ads).',
    accent: 'bg-[#ff0000]',
    steps: [
      'Attach a lead form asset to your YouTube video campaign in Google Ads.',
      'Choose webhook delivery with this URL and your google_key.',
      'Use "Send test data" to confirm.',
    ],
  },
  {
    id: 'generic',
    name: 'Generic Form',
    path: '/api/leads/capture',
    source: 'website',
    methods: ['POST'],
    description:
      'Any website or landing-page form: post JSON with name, email, phone, vehicleInterest and source.',
    accent: 'bg-slate-500',
    steps: [
      'POST JSON { name, email, phone, vehicleInterest, source, message?, dealershipBrand? } to this URL.',
      'dealershipBrand may be chevrolet, hyundai or ford to route the lead.',
      'Requests are rate-limited; keep a hidden honeypot field empty.',
    ],
  },
];

import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may; its probe is a script-src 'unsafe-eval' violation
// under our Content-Security-Policy. The interpreted parsers are fast enough for forms.
z.config({ jitless: true });

// First: configures zod before any schema parses (see the file).
import './lib/zod-config';
// Before any screen renders: the language (stored choice, else English) and <html lang>.
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/preload';
import { createQueryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const client = createQueryClient();
// Before the first render: code and data for the first screen start loading now, side by side.
preloadFirstScreen(client);
createRoot(root).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);

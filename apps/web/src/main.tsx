import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { App } from './app/app';
import { startLanguage } from './lib/language';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// Only the active language's strings are downloaded: index.html's neutral loader shows until they are in. A promise
// rather than a top-level await: the bundler keeps the modules the language chunk shares with the entry in chunks of
// their own when the entry awaits it, a dozen more files to download (docs/web.md#fast-first-load).
void startLanguage().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

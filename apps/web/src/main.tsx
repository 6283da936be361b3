import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { App } from './app/app';
import { applyDetectedLanguage } from './lib/language';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// The language is known before the first paint when stored; the IP lookup may switch it a moment later.
void applyDetectedLanguage();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

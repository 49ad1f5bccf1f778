import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialLanguageReady } from './i18n/i18n.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';
import './styles/shell.css';
import { App } from './app/app.tsx';

// The first render waits for the start language's texts (their own small chunk, fetched at once); a failed
// download still renders (keys instead of texts) rather than leaving a blank page.
void initialLanguageReady
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

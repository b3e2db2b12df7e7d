import { installValidationMessages } from '@hireloop/shared/validation-messages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './styles.css';

// Form errors read like the server's ("The email field is required.").
installValidationMessages();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

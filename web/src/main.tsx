import '@fontsource/atkinson-hyperlegible-next/400.css';
import '@fontsource/atkinson-hyperlegible-next/700.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppQueryClient } from './app/app.tsx';
import { createAppSocket } from './lib/socket.ts';
import { startPwaAfterLoad } from './app/pwa/start-pwa.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={createAppQueryClient()} createSocket={createAppSocket} />
  </StrictMode>,
);
startPwaAfterLoad();

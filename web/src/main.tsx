import '@fontsource/atkinson-hyperlegible-next/400.css';
import '@fontsource/atkinson-hyperlegible-next/700.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppQueryClient, preloadMemberPage, startAsMember, startAsVisitor } from './app/app.tsx';
import { afterNextPaint } from './lib/after-next-paint.ts';
import { takeInitialResponse } from './lib/api-client.ts';
import { createAppSocket } from './lib/socket.ts';
import { startPwaAfterLoad } from './app/pwa/start-pwa.ts';
import { startLanguage } from './lib/language.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createAppQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} createSocket={createAppSocket} />
  </StrictMode>
);
const isPrerendered = container.hasAttribute('data-prerendered');
// The texts come first: every screen reads them as it renders.
const texts = startLanguage();
if (!isPrerendered) startAsMember(queryClient);
void texts.then(() => {
  if (isPrerendered) {
    // The server sent a visitor's page prerendered (the login form, a public profile): the app takes
    // over its HTML instead of replacing it, once the browser has painted it, so taking over never
    // holds back the first paint.
    afterNextPaint(() => {
      startAsVisitor(queryClient, location.pathname, takeInitialResponse);
      hydrateRoot(container, app);
    });
  } else {
    preloadMemberPage(location.pathname);
    // The scripts' evaluation and the first render run as two tasks rather than one long one, so the
    // page can answer the user in between.
    setTimeout(() => createRoot(container).render(app), 0);
  }
});
startPwaAfterLoad();

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { options } from 'preact';
import * as es from '@surcos/contracts/texts/es';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { speakNow } from '../src/lib/language.ts';
import { speakTextsAfterLoading } from './texts-while-loading.ts';

// Preact runs effects after the browser's next paint, which jsdom never makes: here they run as a
// microtask after the render instead of up to 35 ms later, so a test never acts before them.
options.requestAnimationFrame = (flush) => void queueMicrotask(flush);

// Test files share their worker's window (vitest.config.ts, isolate): each starts as a fresh
// window would, at / with empty storage.
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');

speakTextsAfterLoading(es);
beforeAll(() => speakTextsAfterLoading.loaded());
// A test that spoke another language, or opened a page that holds one, leaves Spanish behind it.
afterEach(() => speakNow('es', es));

// Pages are lazy chunks; on a cold run their first transform can take longer than the 1 s default.
configure({ asyncUtilTimeout: Number(process.env.ASYNC_UTIL_TIMEOUT) || 3000 });

// A test that makes React (or anything else) log an error fails, even when its assertions pass.
let loggedErrors: string[] = [];

beforeEach(() => {
  loggedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    loggedErrors.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  const errors = loggedErrors;
  loggedErrors = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n---\n')}`);
  }
});

// jsdom has <dialog> but not its modal methods.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

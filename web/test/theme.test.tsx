import { THEME_BOOT_SCRIPT, THEME_COLORS, THEME_STORAGE_KEY } from '@surcos/contracts/theme';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  for (const meta of document.head.querySelectorAll('meta[name="theme-color"]')) meta.remove();
});

/** The colour the browser's bar takes: the first theme-color meta that applies (none here has a media query). */
const barColor = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]:not([media])')?.content ?? null;

describe('the theme choice in Perfil', () => {
  it('follows the system until a theme is chosen, then applies and remembers it on the device', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/profile');
    const group = await screen.findByRole('group', { name: 'Tema' });
    expect(group).toHaveAccessibleDescription('Se recuerda en este dispositivo.');
    expect(screen.getByRole('radio', { name: 'Como el sistema' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBeUndefined();

    expect(barColor()).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Claro' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(barColor()).toBe(THEME_COLORS.light);

    await userEvent.click(screen.getByRole('radio', { name: 'Oscuro' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(barColor()).toBe(THEME_COLORS.dark);
    expect(document.head.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);

    await userEvent.click(screen.getByRole('radio', { name: 'Como el sistema' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(barColor()).toBeNull();
  });

  it('shows the remembered choice', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/profile');
    expect(await screen.findByRole('radio', { name: 'Oscuro' })).toBeChecked();
  });
});

describe("the page's first script", () => {
  // The very text the page runs inline, run the same way: as a script of its own.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const boot = new Function(THEME_BOOT_SCRIPT) as () => void;

  it('applies the remembered theme before the app runs', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    boot();
    expect(document.documentElement.dataset.theme).toBe('light');
    // First in <head>, so it wins over the page's metas that follow the system setting.
    expect(document.head.firstElementChild).toMatchObject({
      name: 'theme-color',
      content: THEME_COLORS.light,
    });
  });

  it('leaves the system setting alone when nothing, or nonsense, is remembered', () => {
    boot();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    boot();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(barColor()).toBeNull();
  });
});

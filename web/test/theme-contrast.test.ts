import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_COLORS } from '@surcos/contracts/theme';
import { describe, expect, it } from 'vitest';

/**
 * WCAG AA for every colour pair the UI uses, in both themes: 4.5:1 for text,
 * 3:1 for field borders and focus rings. Reads the tokens from index.css.
 */
const css = readFileSync(join(import.meta.dirname, '../src/styles/index.css'), 'utf8');
/** Each token's pair, `--name: light-dark(light, dark);`, from the one place both themes are written. */
const pairs = [...css.matchAll(/--([\w-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\);/gi)];
const themes = {
  dark: Object.fromEntries(pairs.map(([, name, , dark]) => [name, dark])) as Record<string, string>,
  light: Object.fromEntries(pairs.map(([, name, light]) => [name, light])) as Record<string, string>,
};

describe('the themes', () => {
  it('are one set of tokens, each with its light and dark colour', () => {
    expect(pairs.length).toBeGreaterThan(10);
    // Every colour token of the page is such a pair; none is written for one theme alone.
    const declared = [...css.matchAll(/^\s*--([\w-]+):\s*#/gim)].map(([, name]) => name);
    expect(declared).toEqual([]);
  });

  it('follow the system until a theme is chosen, which fixes the colour scheme', () => {
    expect(css).toMatch(/:root \{\s*color-scheme: dark light;/);
    expect(css).toMatch(/:root\[data-theme='light'\] \{\s*color-scheme: light;\s*\}/);
    expect(css).toMatch(/:root\[data-theme='dark'\] \{\s*color-scheme: dark;\s*\}/);
  });

  it("gives the browser's bar each theme's background", () => {
    expect(THEME_COLORS).toEqual({ dark: themes.dark.bg, light: themes.light.bg });
    const page = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');
    expect(page).toContain(`content="${themes.dark.bg}" media="(prefers-color-scheme: dark)"`);
    expect(page).toContain(`content="${themes.light.bg}" media="(prefers-color-scheme: light)"`);
  });
});

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT_PAIRS: [string, string][] = [
  ['fg', 'bg'],
  ['fg', 'surface'],
  ['fg', 'raised'],
  ['fg-muted', 'bg'],
  ['fg-muted', 'surface'],
  ['fg-muted', 'raised'],
  ['accent', 'bg'],
  ['accent', 'surface'],
  ['accent', 'raised'],
  ['accent-hover', 'surface'],
  ['on-accent', 'accent'],
  ['on-accent', 'accent-hover'],
  ['on-mint', 'mint'],
  ['danger', 'bg'],
  ['danger', 'surface'],
  ['danger', 'raised'],
  ['on-danger', 'danger-strong'],
];

const NON_TEXT_PAIRS: [string, string][] = [
  ['line-strong', 'bg'],
  ['line-strong', 'surface'],
  ['ring', 'bg'],
  ['ring', 'surface'],
  ['ring', 'raised'],
];

describe.each(Object.entries(themes))('%s theme', (_, theme) => {
  const color = (name: string) => {
    const value = theme[name];
    if (!value) throw new Error(`missing token --${name}`);
    return value;
  };

  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(3);
  });
});

// The placeholder covers' own colours are checked with them: test/unit/album-cover.test.tsx.

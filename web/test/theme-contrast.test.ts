import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_COLORS } from '@surcos/contracts/theme';
import { describe, expect, it } from 'vitest';

/**
 * WCAG AA for every colour pair the UI uses, in both themes: 4.5:1 for text,
 * 3:1 for field borders and focus rings. Reads the tokens from index.css.
 */
const css = readFileSync(join(import.meta.dirname, '../src/styles/index.css'), 'utf8');
function tokens(block: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)) {
    const [, name, value] = match;
    if (name && value) result[name] = value;
  }
  return result;
}

const darkBlock = css.slice(css.indexOf(':root {'), css.indexOf('@media (prefers-color-scheme: light)'));
const lightBlock = css.slice(
  css.indexOf('@media (prefers-color-scheme: light)'),
  css.indexOf('@theme inline'),
);
const themes = { dark: tokens(darkBlock), light: tokens(lightBlock) };

describe('the theme chosen in Perfil', () => {
  it('is the very light set the system setting gives', () => {
    const systemLight = lightBlock.slice(0, lightBlock.indexOf(":root[data-theme='light']"));
    const chosenLight = lightBlock.slice(lightBlock.indexOf(":root[data-theme='light']"));
    expect(Object.keys(tokens(systemLight))).toHaveLength(Object.keys(themes.dark).length);
    expect(tokens(chosenLight)).toEqual(tokens(systemLight));
    // A chosen dark theme keeps the dark set on a light system.
    expect(lightBlock).toContain(":root:not([data-theme='dark'])");
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

/**
 * Draws Surcos' app icons (a record, its grooves and a violet label) and
 * writes the PNGs the web app manifest and iOS ask for into web/public/icons/.
 * The PNGs are committed; run again only after changing the drawing:
 *   node scripts/generate-icons.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// The dark theme's tokens (web/src/styles/index.css).
const BG = '#0e0c13';
const SURFACE = '#17141f';
const LINE = '#332d40';
const ACCENT = '#b197fc';

/**
 * `radius` is the disc's size on a 512 canvas. A maskable icon is cropped to
 * a circle of 40% of its side by some launchers: its disc stays inside that,
 * on a background that fills the whole square.
 */
function drawing({ radius, rounded }) {
  const scale = radius / 200;
  const grooves = [184, 166, 148, 130, 112]
    .map(
      (r, i) =>
        `<circle cx="256" cy="256" r="${r * scale}" fill="none" stroke="${i === 1 ? ACCENT : LINE}" stroke-opacity="${i === 1 ? 0.55 : 1}" stroke-width="${5 * scale}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${BG}"/>
<circle cx="256" cy="256" r="${radius}" fill="${SURFACE}"/>
${grooves}
<path d="M ${256 + 92 * scale} ${256 - 150 * scale} A ${176 * scale} ${176 * scale} 0 0 1 ${256 + 174 * scale} ${256 - 20 * scale}" fill="none" stroke="${ACCENT}" stroke-width="${6 * scale}" stroke-linecap="round"/>
<circle cx="256" cy="256" r="${72 * scale}" fill="${ACCENT}"/>
<circle cx="256" cy="256" r="${11 * scale}" fill="${BG}"/>
</svg>
`;
}

const outDir = path.join(import.meta.dirname, '..', 'web', 'public', 'icons');
mkdirSync(outDir, { recursive: true });

const icons = [
  { file: 'icon.svg', svg: drawing({ radius: 220, rounded: true }) },
  { file: 'icon-maskable.svg', svg: drawing({ radius: 190, rounded: false }) },
];
for (const { file, svg } of icons) writeFileSync(path.join(outDir, file), svg);

const [any, maskable] = icons.map(({ svg }) => Buffer.from(svg));
const rasters = [
  { file: 'icon-192.png', svg: any, size: 192 },
  { file: 'icon-512.png', svg: any, size: 512 },
  { file: 'maskable-192.png', svg: maskable, size: 192 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  // iOS rounds the corners itself and shows no transparency: the full square.
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];
for (const { file, svg, size } of rasters) {
  await sharp(svg, { density: 72 * (size / 512) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file));
}
console.log(`Icons written to ${path.relative(process.cwd(), outDir)}`);

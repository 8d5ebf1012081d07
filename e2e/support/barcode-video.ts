import { writeFileSync } from 'node:fs';

/**
 * Chromium's fake camera plays a .y4m file in a loop: a header line, then
 * frames of raw I420 (a luma plane, then two chroma planes at half size).
 * These frames show EAN-13 bars drawn from the standard's own tables, so the
 * scan page decodes a real barcode from a real video track.
 */

/** Left-hand digits, odd parity (L); even parity (G) is L mirrored and inverted; the right hand (R) is L inverted. */
const L_CODES = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const invert = (bits: string) => [...bits].map((bit) => (bit === '1' ? '0' : '1')).join('');
const G_CODES = L_CODES.map((code) => [...invert(code)].reverse().join(''));
const R_CODES = L_CODES.map(invert);
/** Which left-hand digits are G, by the first digit (which has no bars of its own). */
const PARITIES = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** The 95 modules of an EAN-13 (a UPC-A is the EAN-13 with a leading 0), 1 for a bar. */
export function eanModules(code: string): string {
  const digits = (code.length === 12 ? `0${code}` : code).split('').map(Number);
  if (digits.length !== 13 || digits.some(Number.isNaN)) throw new Error(`not an EAN-13 or UPC-A: ${code}`);
  const [first, ...rest] = digits as [number, ...number[]];
  const parity = PARITIES[first]!;
  const left = rest.slice(0, 6).map((digit, index) => (parity[index] === 'L' ? L_CODES : G_CODES)[digit]);
  const right = rest.slice(6).map((digit) => R_CODES[digit]);
  return `101${left.join('')}01010${right.join('')}101`;
}

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 4;

/** One frame's planes: the barcode black on white, centred, with its quiet zones. */
function frame(code: string): Buffer {
  const modules = eanModules(code);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = Math.floor((WIDTH - modules.length * MODULE_PX) / 2);
  for (let y = 90; y < HEIGHT - 90; y += 1) {
    for (let index = 0; index < modules.length; index += 1) {
      if (modules[index] === '1')
        luma.fill(16, y * WIDTH + left + index * MODULE_PX, y * WIDTH + left + (index + 1) * MODULE_PX);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/** A video that shows each code in turn for `seconds` (five frames a second), then starts again. */
export function writeBarcodeVideo(file: string, codes: readonly string[], seconds = 1): void {
  const fps = 5;
  const frames = codes.flatMap((code) => Array.from({ length: fps * seconds }, () => frame(code)));
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${fps}:1 Ip A1:1 C420jpeg\n`), ...frames]),
  );
}

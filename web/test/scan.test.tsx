import type { BarcodeLookup } from '@surcos/contracts/scan';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { findMine } from '../src/features/scan/components/barcode-verdict.tsx';
import { asPrinted, createReadFilter, createWedgeReader } from '../src/features/scan/lib/barcode-reads.ts';
import {
  readStoreSession,
  STORE_SESSION_MAX,
  withScan,
  writeStoreSession,
} from '../src/features/scan/lib/store-session.ts';
import { json, mockApi, sessionHandlers, testUser, zeroCounts } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

describe('reading codes', () => {
  it('gives one result for a code seen in many frames, however it was read, and again once it left the view', () => {
    const filter = createReadFilter(1000);
    expect(filter.accept('5012394144777', 0)).toBe(true);
    expect(filter.accept('5012394144777', 200)).toBe(false);
    expect(filter.accept('5012394144777', 1100)).toBe(false);
    // UPC-A and its EAN-13 are one code.
    expect(filter.accept('074646362822', 1200)).toBe(true);
    expect(filter.accept('0074646362822', 1400)).toBe(false);
    expect(filter.accept('5012394144777', 3000)).toBe(true);
  });

  it('shows a UPC-A read as its EAN-13 as the sleeve prints it', () => {
    expect(asPrinted('0074646362822')).toBe('074646362822');
    expect(asPrinted('5012394144777')).toBe('5012394144777');
    expect(asPrinted('01234565')).toBe('01234565');
  });

  it('tells a scanner (a fast burst of digits and Enter) from a person typing', () => {
    const wedge = createWedgeReader(50);
    const type = (keys: string, start: number, gap: number) =>
      [...keys, 'Enter'].map((key, index) => wedge.key(key, start + index * gap));
    expect(type('5012394144777', 0, 8).at(-1)).toBe('5012394144777');
    expect(type('5012394144777', 10_000, 150).at(-1)).toBeNull();
    // Too short for a barcode, and an Enter alone.
    expect(type('1234', 20_000, 5).at(-1)).toBeNull();
    expect(wedge.key('Enter', 30_000)).toBeNull();
    // A pause in the middle starts the burst again from there.
    const keys = [...'999', ...'12345670'];
    const times = [0, 5, 10, 1000, 1005, 1010, 1015, 1020, 1025, 1030, 1035];
    keys.forEach((key, index) => wedge.key(key, 40_000 + times[index]!));
    expect(wedge.key('Enter', 41_040)).toBe('12345670');
  });
});

describe("'Modo tienda' list", () => {
  it('puts each code on top, the same code (as UPC-A or EAN-13) once, up to its length', () => {
    let list = withScan([], '5012394144777', 1);
    list = withScan(list, '074646362822', 2);
    list = withScan(list, '5012394144777', 3);
    list = withScan(list, '0074646362822', 4);
    expect(list).toEqual([
      { code: '0074646362822', scannedAt: 4 },
      { code: '5012394144777', scannedAt: 3 },
    ]);
    for (let index = 0; index < STORE_SESSION_MAX + 5; index += 1)
      list = withScan(list, String(10_000_000 + index), index);
    expect(list).toHaveLength(STORE_SESSION_MAX);
  });

  it("keeps each member's list on the device, and reads anything else as empty", () => {
    writeStoreSession('a', [{ code: '5012394144777', scannedAt: 1 }]);
    expect(readStoreSession('a')).toEqual([{ code: '5012394144777', scannedAt: 1 }]);
    expect(readStoreSession('b')).toEqual([]);
    localStorage.setItem('surcos-store-session:c', '{not json');
    expect(readStoreSession('c')).toEqual([]);
    localStorage.setItem('surcos-store-session:d', JSON.stringify([{ code: '<b>', scannedAt: 1 }, 'x']));
    expect(readStoreSession('d')).toEqual([]);
    writeStoreSession('a', []);
    expect(localStorage.getItem('surcos-store-session:a')).toBeNull();
  });

  it("finds the user's own releases offline under any of a code's forms", () => {
    const mine = {
      items: [
        {
          code: '0074646362822',
          albumId: '3',
          name: 'Profound Sounds',
          artist: 'Josh Wink',
          list: 'owned' as const,
        },
        { code: '5012394144777', albumId: '249504', name: 'Never', artist: 'Rick', list: 'wished' as const },
      ],
    };
    expect(findMine(mine, '074646362822').map((item) => item.albumId)).toEqual(['3']);
    expect(findMine(mine, '5012394144777').map((item) => item.list)).toEqual(['wished']);
    expect(findMine(mine, '4006381333931')).toEqual([]);
    expect(findMine(undefined, '5012394144777')).toEqual([]);
  });
});

const hit = {
  id: '249504',
  name: 'Never Gonna Give You Up',
  artist: 'Rick Astley',
  year: '1987',
  genre: 'Pop',
  label: 'RCA',
  image: null,
  format: 'Vinyl, 7", Single',
  country: 'UK',
  catalogNumber: 'PB 41447',
};

const lookup = (overrides: Partial<BarcodeLookup['releases'][number]> = {}): BarcodeLookup => ({
  code: '5012394144777',
  format: 'EAN-13',
  discogsSearched: true,
  more: false,
  releases: [
    { album: hit, owned: null, otherEdition: null, wished: false, ownedBy: [], wantedBy: [], ...overrides },
  ],
});

function signedIn(handlers: Parameters<typeof mockApi>[0]) {
  return mockApi({
    ...sessionHandlers(testUser).handlers,
    'GET /api/me/counts': () => json(zeroCounts),
    'GET /api/me/barcodes': () => json({ items: [] }),
    ...handlers,
  });
}

describe('/scan', () => {
  // The page's chunk is transformed once here, not inside the first test's wait for it.
  beforeAll(() => import('../src/app/pages/scan-page.tsx'), 30_000);

  it('says a wrong check digit at once, and looks a typed code up into its verdict', async () => {
    const api = signedIn({
      'GET /api/music/barcode/5012394144777': () =>
        json(
          lookup({
            owned: { copies: 2, folders: ['Salón', 'Uncategorized'] },
            ownedBy: [{ id: 'u2', name: 'Bea', level: 'master' }],
          }),
        ),
    });
    renderApp('/scan');
    const field = await screen.findByLabelText('Código de barras');
    const enter = (value: string) => {
      fireEvent.input(field, { target: { value } });
      fireEvent.submit(field.closest('form')!);
    };
    enter('5012394144778');
    expect(await screen.findByText(/su última cifra \(el dígito de control\) no cuadra/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/music/barcode'))).toBe(false);

    enter('5012 3941 4477-7');
    const verdict = await screen.findByRole('article');
    expect(within(verdict).getByRole('heading', { name: 'Never Gonna Give You Up' })).toBeInTheDocument();
    expect(within(verdict).getByText('Ya lo tienes')).toBeInTheDocument();
    expect(within(verdict).getByText('2 copias en Salón, Sin carpeta')).toBeInTheDocument();
    expect(within(verdict).getByText('Lo tienen:').parentElement).toHaveTextContent(
      'Lo tienen: Bea (otra edición)',
    );
    expect(within(verdict).getByRole('button', { name: /Añadir otra copia/ })).toBeInTheDocument();
    expect(within(verdict).queryByRole('button', { name: /Añadir a la wishlist/ })).not.toBeInTheDocument();
    expect(within(verdict).getByRole('button', { name: 'Escribir a Bea' })).toBeInTheDocument();
  });

  it('names an owner on another server, leading to their page here, with no message button', async () => {
    signedIn({
      'GET /api/music/barcode/5012394144777': () =>
        json(
          lookup({
            ownedBy: [
              {
                id: 'https://otro.example/users/dani',
                name: 'Dani Surcos',
                level: 'release',
                remote: { address: '@dani@otro.example', avatarUrl: null },
              },
            ],
          }),
        ),
    });
    renderApp('/scan');
    const field = await screen.findByLabelText('Código de barras');
    fireEvent.input(field, { target: { value: '5012394144777' } });
    fireEvent.submit(field.closest('form')!);
    const verdict = await screen.findByRole('article');
    expect(await within(verdict).findByRole('link', { name: 'Dani Surcos' })).toHaveAttribute(
      'href',
      '/remote/@dani@otro.example',
    );
    expect(within(verdict).getByText('Lo tienen:').parentElement).toHaveTextContent('@dani@otro.example');
    expect(within(verdict).queryByRole('button', { name: /Escribir a/ })).not.toBeInTheDocument();
  });

  it('takes a scanner typing into the page, and lists codes in store mode, newest first, once each', async () => {
    signedIn({
      'GET /api/music/barcode/5012394144777': () => json(lookup({ wished: true })),
      'GET /api/music/barcode/4006381333931': () =>
        json({ code: '4006381333931', format: 'EAN-13', discogsSearched: false, more: false, releases: [] }),
    });
    renderApp('/scan?modo=tienda');
    expect(await screen.findByRole('checkbox', { name: 'Modo tienda' })).toBeChecked();
    const scan = (code: string) => {
      let time = performance.now();
      for (const key of [...code, 'Enter']) fireEvent.keyDown(document.body, { key, timeStamp: (time += 5) });
    };
    scan('5012394144777');
    scan('4006381333931');
    scan('5012394144777');
    const list = await screen.findByRole('region', { name: 'Escaneados' });
    const items = await within(list).findAllByRole('listitem', { name: /^Código/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Código 5012394144777',
      'Código 4006381333931',
    ]);
    expect(await within(items[0]!).findByText('En tu wishlist')).toBeInTheDocument();
    expect(
      await within(items[1]!).findByText('No encontramos ningún disco con el código 4006381333931'),
    ).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Buscar por texto' })).toHaveAttribute(
      'href',
      '/add-album?q=4006381333931',
    );
    expect(readStoreSession(testUser.id).map((entry) => entry.code)).toEqual([
      '5012394144777',
      '4006381333931',
    ]);
  });
});

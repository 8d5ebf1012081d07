import { fireEvent, render, screen } from '@testing-library/react';
import { UNKNOWN } from '@surcos/contracts/album-placeholders';
import * as en from '@surcos/contracts/texts/en';
import { describe, expect, it } from 'vitest';
import { speakNow } from '../../src/lib/language.ts';
import {
  AlbumCover,
  GRID_COVER_SIZES,
  SLEEVE_ARTIST,
  SLEEVE_PALETTE,
  SLEEVE_TITLE,
  sleeveColours,
} from '../../src/components/ui/album-cover.tsx';
import { SleeveGrid } from '../../src/components/ui/sleeve-grid.tsx';

/** What a placeholder sets in type, in order (drawn from data-text by CSS). */
function sleeveType(cover: Element | null): (string | null)[] {
  return [...(cover?.querySelectorAll('[data-text]') ?? [])].map((element) =>
    element.getAttribute('data-text'),
  );
}

describe('AlbumCover', () => {
  it('shows the cover Surcos serves, in every size, loaded lazily', () => {
    render(<AlbumCover name="Kind of Blue" cover="/covers/249504" />);
    const image = screen.getByRole('img', { name: 'Portada de Kind of Blue' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', '/covers/249504/640');
    expect(image).toHaveAttribute(
      'srcset',
      '/covers/249504/160 160w, /covers/249504/320 320w, /covers/249504/640 640w',
    );
    expect(image).toHaveAttribute('sizes', GRID_COVER_SIZES);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '640');
  });

  it('keeps the placeholder underneath while the cover loads, and fetches the page subject at once', () => {
    render(<AlbumCover name="Kind of Blue" cover="/covers/249504" sizes="384px" isEager />);
    const image = screen.getByRole('img', { name: 'Portada de Kind of Blue' });
    expect(image).toHaveAttribute('sizes', '384px');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(sleeveType(image.parentElement)).toEqual(['Kind of Blue']);
  });

  it('sets the title and the artist in type when the image is missing', () => {
    render(<AlbumCover albumId="249504" name="Kind of Blue" artist="Miles Davis" cover={null} />);
    const placeholder = screen.getByRole('img', { name: 'Portada de Kind of Blue' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveClass(...sleeveColours('249504').className.split(' '));
    expect(sleeveType(placeholder)).toEqual(['Kind of Blue', 'Miles Davis']);
    const [title, artist] = placeholder.querySelectorAll('[data-text]');
    expect(title).toHaveClass('line-clamp-3', 'font-bold', 'before:content-[attr(data-text)]');
    expect(artist).toHaveClass('line-clamp-2', 'before:content-[attr(data-text)]');
    // The name is the label; the type is decoration, drawn by CSS, so the page holds no second copy of it.
    expect(title?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(placeholder).toHaveTextContent('');
  });

  it('sets a stored placeholder artist in the reader’s language', () => {
    speakNow('en', en);
    render(<AlbumCover albumId="42" name="Cinta sin nombre" artist={UNKNOWN} cover={null} />);
    expect(sleeveType(screen.getByRole('img', { name: en.covers.alt('Cinta sin nombre') }))).toEqual([
      'Cinta sin nombre',
      'Unknown',
    ]);
  });

  it('stays decorative when the name is printed beside it', () => {
    const { container } = render(<AlbumCover albumId="1" name="Blue Train" artist="John Coltrane" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('falls back to the placeholder when the image fails to load', () => {
    render(<AlbumCover name="Abbey Road" artist="The Beatles" cover="/covers/404" />);
    fireEvent.error(screen.getByRole('img', { name: 'Portada de Abbey Road' }));
    const placeholder = screen.getByRole('img', { name: 'Portada de Abbey Road' });
    expect(sleeveType(placeholder)).toEqual(['Abbey Road', 'The Beatles']);
  });

  it('clamps a long title and artist with an ellipsis, fewer lines on a thumbnail, none on a tiny tile', () => {
    const title = 'Sgt. Pepper’s Lonely Hearts Club Band (Remastered 50th Anniversary Super Deluxe Edition)';
    const artist = 'The Beatles with the London Symphony Orchestra and Friends';
    const { container } = render(<AlbumCover name={title} artist={artist} alt="" />);
    const cover = container.firstElementChild;
    const [titleType, artistType] = container.querySelectorAll('[data-text]');
    expect(sleeveType(cover)).toEqual([title, artist]);
    // The sleeve is the container its type is measured against, and hides what spills.
    expect(cover).toHaveClass('@container', 'aspect-square', 'overflow-hidden');
    expect(titleType).toHaveClass('line-clamp-3', '@max-[6rem]:line-clamp-2');
    expect(artistType).toHaveClass('line-clamp-2', '@max-[6rem]:line-clamp-1');
    expect(titleType?.parentElement).toHaveClass('break-words', '@max-[3.5rem]:hidden');
    // The title is the larger type at every size: its floor, scale and ceiling each exceed the artist's.
    const sizes = (classes: string) =>
      /text-\[clamp\(([\d.]+)rem,([\d.]+)cqw,([\d.]+)rem\)\]/.exec(classes)?.slice(1).map(Number) ?? [];
    const [titleSizes, artistSizes] = [sizes(SLEEVE_TITLE), sizes(SLEEVE_ARTIST)];
    expect(titleSizes).toHaveLength(3);
    titleSizes.forEach((size, index) => expect(size).toBeGreaterThan(artistSizes[index] ?? Infinity));
  });
});

/** WCAG 2 relative luminance and contrast ratio of two '#rrggbb' colours. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('sleeve colours', () => {
  it.each(SLEEVE_PALETTE.map((entry) => [entry.background, entry.text, entry]))(
    'type %s on %s reaches 4.5:1, as the classes say, in both themes alike',
    (background, text, entry) => {
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
      expect(entry.className).toBe(`bg-[${background}] text-[${text}]`);
    },
  );

  it('are twelve distinct colours', () => {
    expect(new Set(SLEEVE_PALETTE.map((entry) => entry.background)).size).toBe(12);
  });

  it('are the same for the same album, always', () => {
    expect(sleeveColours('249504')).toBe(sleeveColours('249504'));
    expect(sleeveColours('manual-7f3a')).toBe(sleeveColours('manual-7f3a'));
    expect(sleeveColours('Kind of Blue')).toBe(sleeveColours('Kind of Blue'));
  });

  it.each(['249504', '1', 'manual-41'])(
    'never repeat on neighbours in a run of consecutive ids from %s, and use every colour in twelve',
    (first) => {
      const [, prefix = '', digits = '0'] = /^(.*?)(\d+)$/.exec(first) ?? [];
      const run = Array.from({ length: 40 }, (_, index) =>
        sleeveColours(`${prefix}${Number(digits) + index}`),
      );
      run.slice(1).forEach((colours, index) => {
        expect(colours.background).not.toBe(run[index]?.background);
        expect(colours.background).not.toBe(run[index - 1]?.background);
      });
      expect(new Set(run.slice(0, 12).map((colours) => colours.background)).size).toBe(12);
    },
  );
});

describe('SleeveGrid', () => {
  it('lays sleeves out as a labelled list', () => {
    render(
      <SleeveGrid label="Álbumes">
        <li>
          <AlbumCover albumId="249504" name="Kind of Blue" artist="Miles Davis" />
        </li>
      </SleeveGrid>,
    );
    const list = screen.getByRole('list', { name: 'Álbumes' });
    expect(list).toHaveClass('sleeve-grid');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

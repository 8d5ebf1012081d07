import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AlbumCover,
  GRID_COVER_SIZES,
  initials,
  placeholderColour,
} from '../../src/components/ui/album-cover.tsx';
import { SleeveGrid } from '../../src/components/ui/sleeve-grid.tsx';

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
    expect(image.parentElement).toHaveTextContent('KO');
  });

  it('shows a placeholder with initials when the image is missing', () => {
    render(<AlbumCover name="Kind of Blue" cover={null} />);
    const placeholder = screen.getByRole('img', { name: 'Portada de Kind of Blue' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveTextContent('KO');
  });

  it('falls back to the placeholder when the image fails to load', () => {
    render(<AlbumCover name="Abbey Road" cover="/covers/404" />);
    fireEvent.error(screen.getByRole('img', { name: 'Portada de Abbey Road' }));
    expect(screen.getByRole('img', { name: 'Portada de Abbey Road' })).toHaveTextContent('AR');
  });

  it('derives the same colour from the same name', () => {
    expect(placeholderColour('Abbey Road')).toBe(placeholderColour('Abbey Road'));
    expect(initials('  ¡Viva!  la vida ')).toBe('VL');
    expect(initials('')).toBe('?');
  });
});

describe('SleeveGrid', () => {
  it('lays sleeves out as a labelled list', () => {
    render(
      <SleeveGrid label="Álbumes">
        <li>
          <AlbumCover name="Kind of Blue" />
        </li>
      </SleeveGrid>,
    );
    const list = screen.getByRole('list', { name: 'Álbumes' });
    expect(list).toHaveClass('sleeve-grid');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

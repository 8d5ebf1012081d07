import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlbumCover, initials, placeholderColour } from '../../src/components/ui/album-cover.tsx';
import { SleeveGrid } from '../../src/components/ui/sleeve-grid.tsx';

describe('AlbumCover', () => {
  it('shows the image when there is one', () => {
    render(<AlbumCover name="Kind of Blue" src="/covers/kob.jpg" />);
    expect(screen.getByRole('img', { name: 'Portada de Kind of Blue' })).toHaveAttribute(
      'src',
      '/covers/kob.jpg',
    );
  });

  it('shows a placeholder with initials when the image is missing', () => {
    render(<AlbumCover name="Kind of Blue" src={null} />);
    const placeholder = screen.getByRole('img', { name: 'Portada de Kind of Blue' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveTextContent('KO');
  });

  it('falls back to the placeholder when the image fails to load', () => {
    render(<AlbumCover name="Abbey Road" src="/covers/missing.jpg" />);
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

import { ALBUM_SORTS } from '@surcos/contracts/albums';
import { SEARCH_QUERY_MAX_LENGTH } from '@surcos/contracts/limits';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { MyAlbumsGrid } from '../../features/albums/components/my-albums-grid.tsx';
import { es } from '../../i18n/es.ts';
import { useListFilters } from '../../lib/use-list-filters.ts';
import { SORT_OPTIONS } from '../sort-options.ts';

export function AlbumsPage() {
  const filters = useListFilters(ALBUM_SORTS, 'dateAddedDesc');

  return (
    <>
      <PageHeading title={es.pages.albums}>
        <Link to="/add-album" className={buttonClasses('primary')}>
          {es.myAlbums.add}
        </Link>
      </PageHeading>
      <div role="search" className="mb-6 grid gap-4 sm:grid-cols-[minmax(0,1fr)_16rem]">
        <TextField
          label={es.myAlbums.searchLabel}
          type="search"
          name="q"
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          value={filters.input}
          onChange={(event) => filters.setInput(event.target.value)}
        />
        <SelectField
          label={es.lists.sortLabel}
          value={filters.sort}
          options={SORT_OPTIONS}
          onValueChange={filters.setSort}
        />
      </div>
      <MyAlbumsGrid filters={{ q: filters.q, sort: filters.sort }} />
    </>
  );
}

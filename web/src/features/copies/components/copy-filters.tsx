import { ALBUM_FORMATS, type AlbumFormat } from '@surcos/contracts/copy-values';
import { MEDIA_CONDITIONS, type MediaCondition } from '@surcos/contracts/copy-values';
import { texts } from '@surcos/contracts/texts';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { folderLabel, gradeLabel } from '../../../lib/discogs-labels.ts';
import { setSearchParam } from '../../../lib/use-list-filters.ts';
import { useFolders } from '../api/get-folders.ts';

const t = texts.myAlbums;

export interface CopyFilterValues {
  folder: string;
  format: AlbumFormat | '';
  condition: MediaCondition | '';
}

const COPY_FILTER_NAMES: ReadonlyArray<keyof CopyFilterValues> = ['folder', 'format', 'condition'];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((candidate) => candidate === value) ?? '';

/** My albums' filters on the user's copies, kept in the address like the search and the order. */
export function useCopyFilters(): CopyFilterValues & {
  set: (name: keyof CopyFilterValues, value: string) => void;
  /** Takes every copy filter off at once ('Limpiar filtros'). */
  clear: () => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  return {
    folder: searchParams.get('folder') ?? '',
    format: oneOf(ALBUM_FORMATS, searchParams.get('format')),
    condition: oneOf(MEDIA_CONDITIONS, searchParams.get('condition')),
    set: (name, value) => void setSearchParam(setSearchParams, name, value),
    clear: () =>
      void setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of COPY_FILTER_NAMES) next.delete(name);
          return next;
        },
        { replace: true },
      ),
  };
}

const FORMAT_OPTIONS = [
  { value: '', label: t.anyFormat },
  ...ALBUM_FORMATS.map((format) => ({ value: format, label: format })),
];
const CONDITION_OPTIONS = [
  { value: '', label: t.anyCondition },
  ...MEDIA_CONDITIONS.map((condition) => ({ value: condition, label: gradeLabel(condition) })),
];

/** Folder (the user's own, with their copy counts), format and media condition selects. */
export function CopyFilters({
  filters,
  className = '',
}: {
  filters: ReturnType<typeof useCopyFilters>;
  className?: string;
}) {
  const folders = useFolders();
  const folderNames = folders.data?.items ?? [];
  const folderOptions = [
    { value: '', label: t.anyFolder },
    ...folderNames.map((folder) => ({
      value: folder.name,
      label: `${folderLabel(folder.name)} (${folder.copyCount})`,
    })),
    // A folder in the address that no copy is in any more stays choosable, so the select shows the truth.
    ...(filters.folder && !folderNames.some((folder) => folder.name === filters.folder)
      ? [{ value: filters.folder, label: folderLabel(filters.folder) }]
      : []),
  ];
  return (
    <div role="group" aria-label={t.filtersLabel} className={`grid gap-4 sm:grid-cols-3 ${className}`}>
      <SelectField
        label={t.folderFilter}
        value={filters.folder}
        options={folderOptions}
        onValueChange={(value) => filters.set('folder', value)}
      />
      <SelectField
        label={t.formatFilter}
        value={filters.format}
        options={FORMAT_OPTIONS}
        onValueChange={(value) => filters.set('format', value)}
      />
      <SelectField
        label={t.conditionFilter}
        value={filters.condition}
        options={CONDITION_OPTIONS}
        onValueChange={(value) => filters.set('condition', value)}
      />
    </div>
  );
}

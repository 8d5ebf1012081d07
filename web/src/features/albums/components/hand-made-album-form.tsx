import type { AlbumCard } from '@surcos/contracts/albums';
import type { HandMadeAlbumBody } from '@surcos/contracts/hand-made-albums';
import { HAND_MADE_TEXT_MAX_LENGTH } from '@surcos/contracts/limits';
import { texts } from '@surcos/contracts/texts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useAddHandMadeAlbum, useEditHandMadeAlbum } from '../api/hand-made-album.ts';

// Zod comes with the first submit, not with the page.
const loadSchema = () =>
  import('@surcos/contracts/hand-made-albums').then((contracts) => contracts.HandMadeAlbumBodySchema);

const EMPTY: HandMadeAlbumBody = {
  name: '',
  artist: '',
  year: '',
  label: '',
  catalogNumber: '',
  format: '',
  country: '',
  genre: '',
};

type Field = keyof HandMadeAlbumBody;

const t = texts.addAlbum.byHand;

/** The optional fields after title and artist, in the order a sleeve's back gives them. */
const OPTIONAL_FIELDS: ReadonlyArray<{ name: Field; label: string; hint?: string; inputMode?: 'numeric' }> = [
  { name: 'year', label: t.year, hint: t.yearHint, inputMode: 'numeric' },
  { name: 'label', label: t.label },
  { name: 'catalogNumber', label: t.catalogNumber },
  { name: 'format', label: t.format, hint: t.formatHint },
  { name: 'country', label: t.country },
  { name: 'genre', label: t.genre },
];

interface HandMadeAlbumFormProps {
  /** The album being edited, with its description; without one the form adds a new album. */
  editing?: { id: string; body: HandMadeAlbumBody } | undefined;
  onSaved: (card: AlbumCard) => void;
  onCancel: () => void;
}

/**
 * 'Añadir a mano' (decision 046): a record the catalogue lacks, described by
 * its member. Title and artist are needed; each field is checked by the
 * contract's schema before anything is sent, and the server's refusal shows
 * once, above the form.
 */
export function HandMadeAlbumForm({ editing, onSaved, onCancel }: HandMadeAlbumFormProps) {
  const add = useAddHandMadeAlbum();
  const edit = useEditHandMadeAlbum();
  const toast = useToast();
  const { field, formProps, send } = useForm<Field>(editing?.body ?? EMPTY);
  const isSaving = add.isPending || edit.isPending;

  async function save() {
    let saved: AlbumCard | null = null;
    const sent = await send(loadSchema, async (body) => {
      saved = editing ? await edit.mutateAsync({ id: editing.id, body }) : await add.mutateAsync(body);
    });
    if (!sent || !saved) return;
    toast.success(editing ? t.saved : t.added);
    onSaved(saved);
  }

  return (
    <Form {...formProps(save)} className="flex max-w-2xl flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.name}
          autoComplete="off"
          required
          maxLength={HAND_MADE_TEXT_MAX_LENGTH}
          {...field('name')}
        />
        <TextField
          label={t.artist}
          autoComplete="off"
          required
          maxLength={HAND_MADE_TEXT_MAX_LENGTH}
          {...field('artist')}
        />
        {OPTIONAL_FIELDS.map(({ name, label, hint, inputMode }) => (
          <TextField
            key={name}
            label={label}
            hint={hint}
            autoComplete="off"
            inputMode={inputMode}
            maxLength={HAND_MADE_TEXT_MAX_LENGTH}
            {...field(name)}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSaving}>
          {editing ? t.save : t.add}
        </Button>
        <Button variant="secondary" disabled={isSaving} onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </Form>
  );
}

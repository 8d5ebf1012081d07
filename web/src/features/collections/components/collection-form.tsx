import type { AlbumCard } from '@surcos/contracts/albums';
import {
  CollectionBodySchema,
  type CollectionDetail,
  NAME_AND_ALBUM_REQUIRED,
  type Privacy,
  PrivacySchema,
} from '@surcos/contracts/collections';
import { COLLECTION_DESCRIPTION_MAX_LENGTH, COLLECTION_NAME_MAX_LENGTH } from '@surcos/contracts/limits';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { texts } from '@surcos/contracts/texts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useForm } from '../../../lib/use-form.ts';
import type { FieldErrors } from '../../../lib/validation.ts';
import { useCreateCollection } from '../api/create-collection.ts';
import { useUpdateCollection } from '../api/update-collection.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';

/** What an album picker needs from the form: which albums are chosen, and how to flip one. */
export interface AlbumChoice {
  selectedIds: ReadonlySet<string>;
  onToggle: (album: AlbumCard) => void;
}

interface CollectionFormProps {
  /** The collection being edited; without one the form creates a new collection. */
  collection?: CollectionDetail | undefined;
  onSaved: (saved: CollectionDetail) => void;
  onCancel: () => void;
  /** The user's own albums to choose from; the page composes it (features do not import each other). */
  renderAlbumPicker: (choice: AlbumChoice) => ReactNode;
}

/**
 * Add or edit a collection (SPEC.md §5): a name and at least one album, both
 * checked before anything is sent; privacy public by default; albums toggled
 * from the user's own. Chosen albums stay listed even when the picker is
 * filtered to others, so they can be seen and taken out at any time.
 */
export function CollectionForm({ collection, onSaved, onCancel, renderAlbumPicker }: CollectionFormProps) {
  const createCollection = useCreateCollection();
  const updateCollection = useUpdateCollection();
  const toast = useToast();
  const once = useSingleFlight();
  const { bindForm, check, field, focusFirstInvalid, formError, setErrors, setFormError, submit, values } =
    useForm({
      name: collection?.name ?? '',
      description: collection?.description ?? '',
    });
  const nameRef = useRef<HTMLInputElement>(null);
  const chosenSummaryRef = useRef<HTMLParagraphElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const [privacy, setPrivacy] = useState<Privacy>(collection?.privacy ?? 'public');
  const [chosen, setChosen] = useState<readonly AlbumCard[]>(collection?.albums ?? []);
  const [isNameMissing, setIsNameMissing] = useState(false);
  // Once saved, the form stays busy until the page moves on: nothing may be sent twice.
  const [isSaved, setIsSaved] = useState(false);
  const isSaving = createCollection.isPending || updateCollection.isPending || isSaved;

  const selectedIds = useMemo(() => new Set(chosen.map((album) => album.id)), [chosen]);

  const toggle = (album: AlbumCard) =>
    setChosen((current) =>
      current.some((each) => each.id === album.id)
        ? current.filter((each) => each.id !== album.id)
        : [...current, album],
    );

  function showInvalid(fieldErrors: FieldErrors) {
    const nameError = fieldErrors.name;
    const albumsError = fieldErrors.albumIds;
    const isMissing = nameError === NAME_AND_ALBUM_REQUIRED() || albumsError === NAME_AND_ALBUM_REQUIRED();
    // SPEC.md §5 gives one message for both: it is said once, for the whole form.
    flushSync(() => {
      setFormError(isMissing ? NAME_AND_ALBUM_REQUIRED() : (albumsError ?? null));
      setIsNameMissing(nameError === NAME_AND_ALBUM_REQUIRED());
      setErrors({
        name: nameError === NAME_AND_ALBUM_REQUIRED() ? undefined : nameError,
        description: fieldErrors.description,
      });
    });
    if (nameError) nameRef.current?.focus();
    else if (fieldErrors.description) focusFirstInvalid();
    else chosenSummaryRef.current?.focus();
  }

  async function save() {
    const body = check(
      CollectionBodySchema,
      { ...values, privacy, albumIds: chosen.map((album) => album.id) },
      showInvalid,
    );
    if (!body) return;
    setErrors({});
    setIsNameMissing(false);

    let saved: CollectionDetail;
    try {
      saved = collection
        ? await updateCollection.mutateAsync({ id: collection.id, body })
        : await createCollection.mutateAsync(body);
    } catch (error) {
      // Said once, beside the form: the server's reason when it gives one, else the product's message.
      setFormError(
        isApiError(error) && error.status < 500
          ? error.message
          : collection
            ? texts.collections.updateFailed
            : texts.collections.createFailed,
      );
      // Disabled while saving, the button lost focus: give it back.
      if (document.activeElement === document.body || document.activeElement === null)
        submitRef.current?.focus();
      return;
    }
    setIsSaved(true);
    toast.success(collection ? texts.collections.updated : texts.collections.created);
    onSaved(saved);
  }

  function handleSubmit() {
    void once(save);
  }

  const t = texts.collections.form;
  const nameField = field('name');
  return (
    <Form
      // `once` guards the save: the handler must not be built during render.
      bind={bindForm}
      onSubmit={(event) => submit(event, handleSubmit)}
      error={formError}
      className="flex flex-col gap-6"
    >
      <TextField
        ref={nameRef}
        label={t.name}
        autoComplete="off"
        required
        maxLength={COLLECTION_NAME_MAX_LENGTH}
        {...nameField}
        onChange={(event) => {
          nameField.onChange(event);
          setIsNameMissing(false);
        }}
        className="max-w-xl"
        // An empty name is invalid too; its message is the form's alert above.
        {...(isNameMissing ? { 'aria-invalid': true } : {})}
      />
      <TextAreaField
        label={t.description}
        hint={t.descriptionHint}
        maxLength={COLLECTION_DESCRIPTION_MAX_LENGTH}
        {...field('description')}
        className="max-w-xl"
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-bold text-fg">{t.privacy}</legend>
        <div className="flex flex-wrap gap-3">
          {PrivacySchema.options.map((value) => (
            <label
              key={value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line-strong bg-surface px-4 py-2 has-checked:border-accent has-checked:bg-raised"
            >
              <input
                type="radio"
                name="privacy"
                value={value}
                checked={privacy === value}
                onChange={() => setPrivacy(value)}
                className="size-5 accent-accent"
              />
              {texts.collections.privacy[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1.5 font-bold text-fg">{t.albums}</legend>
        <p className="text-sm text-fg-muted">{t.albumsHint}</p>
        <div className="flex flex-col gap-3">
          <p ref={chosenSummaryRef} tabIndex={-1} aria-live="polite" className="font-bold text-fg">
            {t.chosen(chosen.length)}
          </p>
          {chosen.length > 0 ? (
            <ol aria-label={t.chosenList} className="flex flex-wrap gap-2">
              {chosen.map((album) => (
                <li
                  key={album.id}
                  className="inline-flex max-w-full items-center gap-1 rounded-full border border-line-strong bg-surface ps-3"
                >
                  <span className="truncate">{album.name}</span>
                  <button
                    type="button"
                    aria-label={t.unchoose(album.name)}
                    onClick={() => toggle(album)}
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-raised hover:text-fg"
                  >
                    <CloseIcon />
                  </button>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
        {renderAlbumPicker({ selectedIds, onToggle: toggle })}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button ref={submitRef} type="submit" isLoading={isSaving}>
          {collection ? t.save : t.create}
        </Button>
        <Button variant="secondary" disabled={isSaving} onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </Form>
  );
}

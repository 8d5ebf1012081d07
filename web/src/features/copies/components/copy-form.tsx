import {
  type Copy,
  type CopyBody,
  CopyBodySchema,
  DEFAULT_FOLDER,
  MEDIA_CONDITIONS,
  SLEEVE_CONDITIONS,
} from '@surcos/contracts/copies';
import {
  COPY_CUSTOM_FIELD_NAME_MAX_LENGTH,
  COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH,
  COPY_FOLDER_MAX_LENGTH,
  COPY_NOTES_MAX_LENGTH,
} from '@surcos/contracts/limits';
import { texts } from '@surcos/contracts/texts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { folderLabel, gradeLabel } from '../../../lib/discogs-labels.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useFolders } from '../api/get-folders.ts';
import { dateInputOf, isoOfDateInput } from './copy-dates.ts';

const t = texts.copies;
/** The folder select's choice that opens a text field for a new folder's name. */
const NEW_FOLDER = '\u0000new';

const gradeOptions = (grades: readonly string[]) => [
  { value: '', label: t.noCondition },
  ...grades.map((grade) => ({ value: grade, label: gradeLabel(grade) })),
];
const MEDIA_OPTIONS = gradeOptions(MEDIA_CONDITIONS);
const SLEEVE_OPTIONS = gradeOptions(SLEEVE_CONDITIONS);
const RATING_OPTIONS = [0, 1, 2, 3, 4, 5].map((stars) => ({
  value: String(stars),
  label: stars === 0 ? t.ratingNone : t.ratingValue(stars),
}));

interface FieldRow {
  key: number;
  name: string;
  value: string;
}

interface CopyFormProps {
  /** The copy being edited; without one the form adds a new copy. */
  copy?: Copy | undefined;
  onSubmit: (body: CopyBody) => Promise<void>;
  onCancel: () => void;
}

/**
 * A copy's details (issue 12): folder (an existing one or a new one), the two
 * Discogs grades, rating, notes, date added and the owner's own fields as
 * name/value rows. Checked with the API's own schema before it is sent.
 */
export function CopyForm({ copy, onSubmit, onCancel }: CopyFormProps) {
  const folders = useFolders();
  const once = useSingleFlight();
  const [isSaving, setIsSaving] = useState(false);
  const initialFolder = copy?.folder ?? DEFAULT_FOLDER;
  const form = useForm({
    folder: initialFolder,
    newFolder: '',
    mediaCondition: copy?.mediaCondition ?? '',
    sleeveCondition: copy?.sleeveCondition ?? '',
    rating: String(copy?.rating ?? 0),
    notes: copy?.notes ?? '',
    addedAt: dateInputOf(copy?.addedAt ?? new Date().toISOString()),
  });
  const { values, setValues, errors, setErrors } = form;
  const [rows, setRows] = useState<FieldRow[]>(() =>
    Object.entries(copy?.customFields ?? {}).map(([name, value], key) => ({ key, name, value })),
  );
  const [nextKey, setNextKey] = useState(rows.length);
  const customFieldsHeading = useId();
  const customFieldsError = useId();

  const folderNames = [
    ...new Set([DEFAULT_FOLDER, initialFolder, ...(folders.data?.items.map((folder) => folder.name) ?? [])]),
  ];
  const folderOptions = [
    ...folderNames.map((name) => ({ value: name, label: folderLabel(name) })),
    { value: NEW_FOLDER, label: t.newFolderOption },
  ];
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  function updateRow(key: number, change: Partial<FieldRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
    setErrors((current) => ({ ...current, customFields: undefined }));
  }

  async function handleSubmit() {
    const isNewFolder = values.folder === NEW_FOLDER;
    if (isNewFolder && !values.newFolder.trim()) {
      form.showErrors({ newFolder: t.newFolderRequired });
      return;
    }
    const body = form.check(
      CopyBodySchema,
      {
        folder: isNewFolder ? values.newFolder : values.folder,
        mediaCondition: values.mediaCondition || null,
        sleeveCondition: values.sleeveCondition || null,
        rating: Number(values.rating),
        notes: values.notes,
        addedAt: isoOfDateInput(values.addedAt, copy?.addedAt),
        customFields: Object.fromEntries(
          rows.filter((row) => row.name.trim() || row.value.trim()).map((row) => [row.name, row.value]),
        ),
      },
      // A new folder's name is typed in its own field: its error goes there.
      (fieldErrors) =>
        form.showErrors(
          isNewFolder ? { ...fieldErrors, newFolder: fieldErrors.folder, folder: undefined } : fieldErrors,
        ),
    );
    if (!body) return;
    setIsSaving(true);
    try {
      await onSubmit(body);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Form {...form.formProps(() => once(handleSubmit))} className="flex flex-col gap-4">
      <SelectField
        label={t.fields.folder}
        value={values.folder}
        options={folderOptions}
        onValueChange={set('folder')}
      />
      {values.folder === NEW_FOLDER ? (
        <TextField
          label={t.fields.newFolder}
          maxLength={COPY_FOLDER_MAX_LENGTH}
          autoComplete="off"
          {...form.field('newFolder')}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.fields.mediaCondition}
          value={values.mediaCondition}
          options={MEDIA_OPTIONS}
          onValueChange={set('mediaCondition')}
        />
        <SelectField
          label={t.fields.sleeveCondition}
          value={values.sleeveCondition}
          options={SLEEVE_OPTIONS}
          onValueChange={set('sleeveCondition')}
        />
        <SelectField
          label={t.fields.rating}
          value={values.rating}
          options={RATING_OPTIONS}
          onValueChange={set('rating')}
        />
        <TextField label={t.fields.addedAt} type="date" required {...form.field('addedAt')} />
      </div>
      <TextAreaField label={t.fields.notes} maxLength={COPY_NOTES_MAX_LENGTH} {...form.field('notes')} />
      <fieldset
        aria-labelledby={customFieldsHeading}
        aria-describedby={errors.customFields ? customFieldsError : undefined}
        className="flex flex-col gap-3"
      >
        <legend id={customFieldsHeading} className="font-bold">
          {t.fields.customFields}
        </legend>
        {rows.map((row, index) => (
          // The two fields share the row's width; removing is a square button, so neither label is squeezed.
          <div
            key={row.key}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
          >
            <TextField
              label={t.fields.customFieldName}
              value={row.name}
              maxLength={COPY_CUSTOM_FIELD_NAME_MAX_LENGTH}
              autoComplete="off"
              aria-invalid={errors.customFields && index === 0 ? true : undefined}
              onChange={(event) => updateRow(row.key, { name: event.target.value })}
            />
            <TextField
              label={t.fields.customFieldValue}
              value={row.value}
              maxLength={COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH}
              autoComplete="off"
              className="col-start-1 row-start-2 sm:col-start-2 sm:row-start-1"
              onChange={(event) => updateRow(row.key, { value: event.target.value })}
            />
            <Button
              variant="ghost"
              aria-label={t.removeCustomField(row.name.trim())}
              title={t.removeCustomField(row.name.trim())}
              className="size-11 px-0 sm:col-start-3"
              onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
            >
              <CloseIcon className="size-5" />
            </Button>
          </div>
        ))}
        {errors.customFields ? (
          <p id={customFieldsError} className="text-sm font-bold text-danger">
            {errors.customFields}
          </p>
        ) : null}
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setRows((current) => [...current, { key: nextKey, name: '', value: '' }]);
              setNextKey((key) => key + 1);
            }}
          >
            {t.addCustomField}
          </Button>
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={isSaving} onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {t.save}
        </Button>
      </div>
    </Form>
  );
}

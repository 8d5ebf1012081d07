import {
  type CreatedToken,
  CreateTokenBodySchema,
  TOKEN_EXPIRY_DAYS,
  TOKEN_SCOPES,
  type TokenScope,
} from '@surcos/contracts/tokens';
import { TOKEN_NAME_MAX_LENGTH } from '@surcos/contracts/limits';
import { texts } from '@surcos/contracts/texts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useCreateToken } from '../api/change-tokens.ts';

const t = texts.tokens;

type Expiry = 'never' | `${(typeof TOKEN_EXPIRY_DAYS)[number]}`;

const EXPIRY_OPTIONS: ReadonlyArray<{ value: Expiry; label: string }> = [
  ...TOKEN_EXPIRY_DAYS.map((days) => ({ value: `${days}` as const, label: t.expiryDays(days) })),
  { value: 'never', label: t.expiryNever },
];

/** A new token: a name, a scope (read by default) and an expiry (90 days by default). */
export function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedToken) => void }) {
  const create = useCreateToken();
  const once = useSingleFlight();
  const { formProps, field, send, setValues } = useForm({ name: '' });
  const [scope, setScope] = useState<TokenScope>('read');
  const [expiry, setExpiry] = useState<Expiry>('90');

  const save = async () => {
    await send(
      CreateTokenBodySchema,
      async (body) => {
        const created = await create.mutateAsync(body);
        setValues({ name: '' });
        onCreated(created);
      },
      {
        input: {
          name: field('name').value,
          scope,
          expiresInDays: expiry === 'never' ? null : Number(expiry),
        },
      },
    );
  };

  return (
    <Form {...formProps(() => void once(save))} className="flex max-w-xl flex-col gap-6">
      <TextField
        label={t.nameLabel}
        hint={t.nameHint}
        autoComplete="off"
        required
        maxLength={TOKEN_NAME_MAX_LENGTH}
        {...field('name')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-bold text-fg">{t.scopeLegend}</legend>
        <div className="flex flex-col gap-3">
          {TOKEN_SCOPES.map((value) => (
            <div
              key={value}
              className="rounded-lg border border-line-strong bg-surface px-4 py-3 has-checked:border-accent has-checked:bg-raised"
            >
              <label className="flex min-h-11 cursor-pointer items-center gap-3 font-bold">
                <input
                  type="radio"
                  name="scope"
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                  aria-describedby={`permiso-${value.replace('+', '-')}`}
                  className="size-5 shrink-0 accent-accent"
                />
                {t.scopes[value]}
              </label>
              <p id={`permiso-${value.replace('+', '-')}`} className="ms-8 text-sm text-fg-muted">
                {t.scopeHints[value]}
              </p>
            </div>
          ))}
        </div>
      </fieldset>
      <SelectField
        label={t.expiryLabel}
        value={expiry}
        options={EXPIRY_OPTIONS}
        onValueChange={setExpiry}
        className="max-w-xs"
      />
      <div>
        <Button type="submit" isLoading={create.isPending}>
          {t.create}
        </Button>
      </div>
    </Form>
  );
}

import { THEMES, type Theme } from '@surcos/contracts/theme';
import { texts } from '@surcos/contracts/texts';
import { useId, useState } from 'react';
import { applyTheme, readTheme } from '../theme.ts';

const t = texts.profile.theme;

/** Claro, oscuro or as the system says: remembered on this device, applied as it is chosen. */
export function ThemeChoice() {
  const [theme, setTheme] = useState<Theme>(readTheme);
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-2">
      <legend className="mb-1 font-bold">{t.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {THEMES.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line-strong px-3 has-checked:border-accent has-checked:bg-raised"
          >
            <input
              type="radio"
              name="theme"
              value={option}
              checked={theme === option}
              onChange={() => {
                applyTheme(option);
                setTheme(option);
              }}
              className="size-5 accent-accent"
            />
            {t.options[option]}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-sm text-fg-muted">
        {t.hint}
      </p>
    </fieldset>
  );
}

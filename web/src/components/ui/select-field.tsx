import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, controlClasses } from './field.tsx';

interface SelectFieldProps<Value extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange'
> {
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onValueChange: (value: Value) => void;
}

export function SelectField<Value extends string>({
  label,
  value,
  options,
  onValueChange,
  className,
  ...selectProps
}: SelectFieldProps<Value>) {
  return (
    <FieldFrame label={label} className={className}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onValueChange(chosen.value);
          }}
          className={`min-h-11 ${controlClasses(undefined)}`}
          {...selectProps}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

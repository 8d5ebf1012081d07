import { useId, type SelectHTMLAttributes } from 'react';

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
  className = '',
  ...selectProps
}: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-bold text-fg">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onValueChange(chosen.value);
        }}
        className="min-h-11 w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg"
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

import { readChoice } from '@/lib/read-choice';
import { SelectField, type SelectFieldProps } from './field';

export interface FilterSelectProps<T extends string> extends Omit<SelectFieldProps<T>, 'value' | 'onChange' | 'options' | 'children'> {
  /** The choice the list is narrowed to; undefined (or '') for all. */
  value: T | undefined;
  options: readonly T[];
  /** The first choice, which narrows nothing: 'All statuses'. */
  allLabel: string;
  /** Called with the choice picked, or '' for all. */
  onChange: (value: T | '') => void;
}

/** The select of a list's filter (a status, a state): one of `options`, or, first, all of them. */
export function FilterSelect<T extends string>({ value, options, allLabel, onChange, ...field }: FilterSelectProps<T>) {
  return (
    <SelectField
      {...field}
      value={value ?? ''}
      options={options}
      onChange={(event) => onChange(readChoice(options, event.target.value) ?? '')}
    >
      <option value="">{allLabel}</option>
    </SelectField>
  );
}

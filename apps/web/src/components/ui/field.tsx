/** The one text input, select and textarea look, each with its label, hint and error. */
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';

export const inputStyles =
  'block w-full rounded-md border border-line bg-white px-3 text-base text-ink placeholder:text-muted/70 transition-colors hover:border-stone focus-visible:border-ink aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60';

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** Ids and aria wiring shared by every field. */
function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = { id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return { fieldId, hintId, errorId, control };
}

function FieldFrame({
  label,
  hint,
  error,
  className,
  fieldId,
  hintId,
  errorId,
  children,
}: FieldFrameProps & { fieldId: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={fieldId} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <div id={hintId} className="text-xs text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = ComponentPropsWithRef<'input'> & FieldFrameProps;

export function TextField({ label, hint, error, className, id, ...props }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} {...ids}>
      <input {...ids.control} className={cn(inputStyles, 'min-h-touch')} {...props} />
    </FieldFrame>
  );
}

/** A TextField for an email address, with the keyboard and autofill that go with one. */
export function EmailField({ label = 'Email', ...props }: Omit<TextFieldProps, 'type' | 'label'> & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A TextField for a password; `autoComplete` says which one (`current-password` or `new-password`). */
export function PasswordField({
  label = 'Password',
  ...props
}: Omit<TextFieldProps, 'type' | 'label' | 'autoComplete'> & { label?: string; autoComplete: 'current-password' | 'new-password' }) {
  return <TextField label={label} type="password" {...props} />;
}

/** A TextField for an amount typed in dollars: a decimal keypad, and no autofill. */
export function DollarField(props: Omit<TextFieldProps, 'inputMode' | 'autoComplete'>) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} />;
}

export type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & FieldFrameProps;

export function TextAreaField({ label, hint, error, className, id, rows = 3, ...props }: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} {...ids}>
      <textarea {...ids.control} rows={rows} className={cn(inputStyles, 'py-2.5')} {...props} />
    </FieldFrame>
  );
}

export type SelectFieldProps<T extends string = string> = ComponentPropsWithRef<'select'> &
  FieldFrameProps & {
    /** Values offered after any `children` options, each named by `labelOf` (as it is written, without it). */
    options?: readonly T[];
    labelOf?: (value: T) => string;
  };

export function SelectField<T extends string>({
  label,
  hint,
  error,
  className,
  id,
  children,
  options = [],
  labelOf,
  ...props
}: SelectFieldProps<T>) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} {...ids}>
      <select {...ids.control} className={cn(inputStyles, 'min-h-touch capitalize')} {...props}>
        {children}
        {options.map((value) => (
          <option key={value} value={value}>
            {labelOf ? labelOf(value) : value}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

import { useState, type FormEvent } from 'react';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';

interface Checked {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

interface Save<Input> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  mutate: (input: Input) => void;
  reset: () => void;
}

/** Each field's first problem, by its dotted path ('columns.0.links.1.to'). */
function problemsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of issues) problems[issue.path.map(String).join('.')] ??= issue.message;
  return problems;
}

/**
 * A block's form: checked in the browser by the schema the server checks (each problem under its
 * field), then saved; the server's refusals show the same way. `problem` says what stands in the
 * way as one sentence for the alert above the buttons.
 */
export function useBlockForm<Draft, Input>({
  draft,
  toInput,
  schema,
  save,
}: {
  draft: Draft;
  toInput: (draft: Draft) => Input;
  schema: Checked;
  save: Save<Input>;
}) {
  const [values, setValues] = useState(draft);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors = { ...(save.isError ? apiFieldErrors(save.error) : {}), ...checked };
  const messages = [...new Set(Object.values(errors))];
  const problem = messages.length > 0 ? messages.join(' ') : save.isError ? (apiErrorDetail(save.error) ?? 'Please try again.') : undefined;

  const change = (update: (current: Draft) => Draft) => {
    setValues(update);
    if (save.isError) save.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const input = toInput(values);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setChecked(problemsOf(parsed.error.issues));
      save.reset();
      return;
    }
    setChecked({});
    // The save's hook says it is saved: this form is keyed on the saved block and starts again.
    save.mutate(input);
  };

  return { values, change, errors, problem, submit, pending: save.isPending };
}

/** A list with one item moved a place up (-1) or down (1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}

let lastKey = 0;
/** A key for a row the form adds, so that React follows it as it moves. */
export const rowKey = () => `row-${++lastKey}`;

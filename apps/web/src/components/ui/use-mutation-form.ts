import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { setApiFieldErrors } from '@/lib/api-error-detail';

/** What a form needs of its TanStack Query mutation. */
interface FormMutation<Data, Variables> {
  isPending: boolean;
  mutateAsync: (variables: Variables) => Promise<Data>;
}

/**
 * A react-hook-form form that sends through `mutation`, checked first by the same zod schema the
 * server checks. `pending` covers checking and sending; `submit` ignores a press while a request is
 * on its way; `send` answers `{ data }`, or null once the server's refusal of any of
 * `serverFields` stands under that field (the mutation's error says the rest).
 */
export function useMutationForm<Input extends FieldValues, Output extends FieldValues, Data, Variables>(
  mutation: FormMutation<Data, Variables>,
  {
    schema,
    defaultValues,
    serverFields = [],
  }: {
    schema: z.ZodType<Output, Input>;
    defaultValues: DefaultValues<Input>;
    serverFields?: readonly Path<Input>[];
  },
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const pending = form.formState.isSubmitting || mutation.isPending;

  const submit = (onValid: (values: Output) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      if (mutation.isPending) return;
      await onValid(values);
    });

  const send = async (variables: Variables): Promise<{ data: Data } | null> => {
    try {
      return { data: await mutation.mutateAsync(variables) };
    } catch (error) {
      setApiFieldErrors(form.setError, error, serverFields);
      return null;
    }
  };

  return { ...form, errors: form.formState.errors, pending, submit, send };
}

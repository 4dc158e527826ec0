import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_FAILURE_MESSAGE, CONTACT_SUCCESS_MESSAGE, ContactMessageSchema } from '@shop/shared/contact.schema';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/api-error-detail';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'message'] as const;

// The labels are spelled in capitals, as the specification shows them.
const LABEL_STYLE = '[&_label]:text-xs [&_label]:tracking-[0.18em]';

/**
 * NAME, EMAIL and MESSAGE, checked on SEND with the rules the server uses; every error shows
 * under its field. A sent message clears the form; a failed one keeps it for another try.
 */
export function ContactForm() {
  const mutation = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const sending = isSubmitting || mutation.isPending;

  const onSubmit = handleSubmit(async (values) => {
    if (mutation.isPending) return;
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      for (const field of FIELDS) {
        const message = fieldErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
      toast.error(CONTACT_FAILURE_MESSAGE, { description: failureDetail(error) });
      return;
    }
    toast.success(CONTACT_SUCCESS_MESSAGE);
    reset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={sending}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="NAME"
          autoComplete="name"
          className={LABEL_STYLE}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="EMAIL"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          className={LABEL_STYLE}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextAreaField
        label="MESSAGE"
        rows={6}
        className={LABEL_STYLE}
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">We use your email only to answer you.</p>
        <Button type="submit" size="lg" disabled={sending} className="w-full tracking-[0.18em] sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {sending ? 'SENDING…' : 'SEND'}
        </Button>
      </div>
    </form>
  );
}

/** Why a send failed, when the person can do something about it (wait, or check the connection). */
function failureDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.kind === 'network') return error.message;
  if (error.status === 429) return 'Too many messages in a short time. Please wait a few minutes.';
  return undefined;
}

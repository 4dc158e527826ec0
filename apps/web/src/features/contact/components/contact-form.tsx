import type { ContactMessage } from '@shop/shared/contact.schema';
import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { EmailField, TextAreaField, TextField } from '@/components/ui/field';
import { useMessages, useT, type Translate } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/api-error-detail';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'message'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

// The labels are spelled in capitals, as the specification shows them.
const LABEL_STYLE = '[&_label]:text-xs [&_label]:tracking-[0.18em]';

/**
 * NAME, EMAIL and MESSAGE, checked on SEND with the rules the server uses; every error shows
 * under its field. A sent message clears the form; a failed one keeps it for another try.
 *
 * NOTE: a plain form, not react-hook-form: this page is server-rendered and its first load is
 * held to a budget, so the shared schema (and zod with it) loads at the first SEND.
 */
export function ContactForm() {
  useMessages('pages');
  const t = useT();
  const mutation = useSendContactMessage();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);
  const sending = checking || mutation.isPending;

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    const input = first ? form.current?.elements.namedItem(first) : null;
    if (input instanceof HTMLElement) input.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '')]));
    setChecking(true);
    let message: ContactMessage;
    try {
      const { ContactMessageSchema } = await import('@shop/shared/contact.schema');
      const parsed = ContactMessageSchema.safeParse(values);
      if (!parsed.success) {
        const found: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as Field;
          found[field] ??= issue.message;
        }
        showErrors(found);
        return;
      }
      message = parsed.data;
    } catch {
      // The checks could not be downloaded: the server checks the same rules anyway.
      message = values as ContactMessage;
    } finally {
      setChecking(false);
    }

    setErrors({});
    try {
      await mutation.mutateAsync(message);
    } catch (error) {
      showErrors(apiFieldErrors(error));
      toast.error(t('contact.failed'), { description: failureDetail(error, t) });
      return;
    }
    toast.success(t('contact.sent'));
    form.current?.reset();
  };

  // An error goes once its field is edited; SEND checks again.
  const clearError = (field: Field) => () => {
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={sending}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.name')}
          name="name"
          autoComplete="name"
          className={LABEL_STYLE}
          error={errors.name}
          onChange={clearError('name')}
        />
        <EmailField
          label={t('contact.email')}
          name="email"
          spellCheck={false}
          className={LABEL_STYLE}
          error={errors.email}
          onChange={clearError('email')}
        />
      </div>
      <TextAreaField
        label={t('contact.message')}
        name="message"
        rows={6}
        className={LABEL_STYLE}
        error={errors.message}
        onChange={clearError('message')}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{t('contact.emailUse')}</p>
        <Button type="submit" size="lg" disabled={sending} className="w-full tracking-[0.18em] sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {sending ? t('contact.sending') : t('contact.send')}
        </Button>
      </div>
    </form>
  );
}

/** Why a send failed, when the person can do something about it (wait, or check the connection). */
function failureDetail(error: unknown, t: Translate): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.kind === 'network') return error.message;
  if (error.status === 429) return t('contact.tooMany');
  return undefined;
}

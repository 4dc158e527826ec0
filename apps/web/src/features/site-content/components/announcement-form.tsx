import { ANNOUNCEMENT_MAX, announcementStateAt } from '@shop/shared/site-content';
import { AnnouncementInputSchema, type AnnouncementInput, type ManagedSiteContent } from '@shop/shared/site-content.schema';
import { X } from 'lucide-react';
import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { isoToLocalDateTime, optionalMoment } from '@/features/sales/promotion-form-values';
import { formatDate } from '@/lib/format';
import { useSaveAnnouncement } from '../api/manage-site-content';
import { useBlockForm } from './block-form';

/** The form as typed: the moments as `datetime-local` values in the owner's own time zone. */
interface AnnouncementDraft {
  text: string;
  link: string;
  startsAt: string;
  endsAt: string;
}

const toInput = (draft: AnnouncementDraft): AnnouncementInput => ({
  text: draft.text,
  link: draft.link.trim() || null,
  startsAt: optionalMoment(draft.startsAt),
  endsAt: optionalMoment(draft.endsAt),
});

/** When the announcement shows, in words, as the owner's form holds it. */
function windowOf(input: AnnouncementInput): string {
  const startsAt = input.startsAt ?? null;
  const endsAt = input.endsAt ?? null;
  if ((startsAt && Number.isNaN(Date.parse(startsAt))) || (endsAt && Number.isNaN(Date.parse(endsAt)))) return '';
  const state = announcementStateAt({ startsAt, endsAt }, new Date());
  if (state === 'scheduled') return `Scheduled: shows from ${formatDate(startsAt, 'localDateTime')}.`;
  if (state === 'ended') return `Ended ${formatDate(endsAt, 'localDateTime')}: shoppers no longer see it.`;
  return endsAt ? `Shows until ${formatDate(endsAt, 'localDateTime')}.` : 'Shows until it is removed.';
}

/** The bar at the top of every storefront page: its words, an optional link and when it shows, with a preview. */
export function AnnouncementForm({ content }: { content: ManagedSiteContent }) {
  const save = useSaveAnnouncement();
  const saved = content.announcement;
  const { values, change, errors, problem, submit, pending } = useBlockForm({
    draft: {
      text: saved?.text ?? '',
      link: saved?.link ?? '',
      startsAt: isoToLocalDateTime(saved?.startsAt ?? null),
      endsAt: isoToLocalDateTime(saved?.endsAt ?? null),
    },
    toInput,
    schema: AnnouncementInputSchema,
    save,
  });
  const set = (field: keyof AnnouncementDraft, value: string) => change((current) => ({ ...current, [field]: value }));
  const text = values.text.trim();

  return (
    <form noValidate onSubmit={submit} aria-label="Announcement bar" className="space-y-5">
      <TextField
        label="Text"
        hint={`${values.text.length} of ${ANNOUNCEMENT_MAX} characters, on one line. For example: Free shipping over $75 this week.`}
        value={values.text}
        maxLength={ANNOUNCEMENT_MAX}
        error={errors.text}
        onChange={(event) => set('text', event.target.value)}
      />
      <TextField
        label="Link (optional)"
        hint="A page of the shop, such as /shop?category=womens, or an address starting with https://."
        value={values.link}
        error={errors.link}
        inputMode="url"
        autoComplete="off"
        onChange={(event) => set('link', event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Starts (optional)"
          type="datetime-local"
          hint="Empty: at once."
          value={values.startsAt}
          error={errors.startsAt}
          onChange={(event) => set('startsAt', event.target.value)}
        />
        <TextField
          label="Ends (optional)"
          type="datetime-local"
          hint="Empty: until you remove it."
          value={values.endsAt}
          error={errors.endsAt}
          onChange={(event) => set('endsAt', event.target.value)}
        />
      </div>

      <div className="space-y-2">
        <p className="text-sm font-medium">Preview</p>
        {text ? (
          <>
            <div
              role="group"
              aria-label="Preview of the announcement bar"
              className="flex items-center gap-2 rounded-md bg-ink pl-5 text-sm text-paper"
            >
              <p className={`flex-1 py-2 text-center ${values.link.trim() ? 'underline underline-offset-4' : ''}`}>{text}</p>
              <span className="grid size-touch place-items-center">
                <X aria-hidden="true" className="size-4" />
              </span>
            </div>
            <p className="text-sm text-muted">{windowOf(toInput(values))}</p>
          </>
        ) : (
          <p className="rounded-md border border-dashed border-line px-4 py-3 text-center text-sm text-muted">
            No announcement: write its text to show one.
          </p>
        )}
      </div>

      {problem ? <FormAlert title="The announcement was not saved." detail={problem} /> : null}
      <FormActions pending={pending} submitLabel="Save announcement" pendingLabel="Saving…" />
    </form>
  );
}

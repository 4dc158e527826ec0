import {
  FooterContentInputSchema,
  type FooterContent,
  type FooterContentInput,
  type ManagedSiteContent,
} from '@shop/shared/site-content.schema';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { useSettings } from '@/features/settings/api/get-settings';
import { useSaveFooter } from '../api/manage-site-content';
import { moved, rowKey, useBlockForm } from './block-form';
import { MoveButtons } from './move-buttons';

const MAX_COLUMNS = 4;
const MAX_LINKS = 12;

/** The form's rows carry keys, so that React follows a column or a link as it moves. */
interface LinkDraft {
  key: string;
  label: string;
  to: string;
}
interface ColumnDraft {
  key: string;
  title: string;
  links: LinkDraft[];
}
type FooterDraft = Omit<FooterContent, 'columns'> & { columns: ColumnDraft[] };

const toInput = ({ columns, ...draft }: FooterDraft): FooterContentInput => ({
  ...draft,
  columns: columns.map(({ title, links }) => ({ title, links: links.map(({ label, to }) => ({ label, to })) })),
});

/** The footer's columns of links and the shop's details it shows (each empty one the shop's own setting). */
export function FooterForm({ content }: { content: ManagedSiteContent }) {
  const save = useSaveFooter();
  const settings = useSettings().data;
  const { values, change, errors, problem, submit, pending } = useBlockForm({
    draft: {
      blurb: content.footer.blurb,
      details: content.footer.details,
      columns: content.footer.columns.map((column) => ({
        key: rowKey(),
        title: column.title,
        links: column.links.map((link) => ({ key: rowKey(), ...link })),
      })),
    } satisfies FooterDraft,
    toInput,
    schema: FooterContentInputSchema,
    save,
  });
  const details = values.details;
  const setColumns = (update: (columns: ColumnDraft[]) => ColumnDraft[]) =>
    change((current) => ({ ...current, columns: update(current.columns) }));
  const setColumn = (key: string, update: (column: ColumnDraft) => ColumnDraft) =>
    setColumns((columns) => columns.map((column) => (column.key === key ? update(column) : column)));
  const setDetail = (field: keyof FooterDraft['details'], value: string) =>
    change((current) => ({ ...current, details: { ...current.details, [field]: value } }));

  return (
    <form noValidate onSubmit={submit} aria-label="Footer" className="space-y-8">
      <TextAreaField
        label="Description"
        hint="The words under the shop's name."
        rows={2}
        maxLength={300}
        value={values.blurb}
        error={errors.blurb}
        onChange={(event) => change((current) => ({ ...current, blurb: event.target.value }))}
      />

      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 className="text-lg font-medium">Columns of links</h3>
          <Button
            variant="secondary"
            disabled={values.columns.length >= MAX_COLUMNS}
            onClick={() =>
              setColumns((columns) => [...columns, { key: rowKey(), title: '', links: [{ key: rowKey(), label: '', to: '' }] }])
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a column
          </Button>
        </div>
        {values.columns.length === 0 ? (
          <p className="rounded-md border border-dashed border-line px-4 py-4 text-center text-sm text-muted">No columns of links.</p>
        ) : null}
        {values.columns.map((column, columnIndex) => {
          const columnName = `column ${columnIndex + 1}${column.title.trim() ? ` (${column.title.trim()})` : ''}`;
          const at = `columns.${columnIndex}`;
          return (
            <fieldset key={column.key} className="space-y-3 rounded-md border border-line p-4">
              <legend className="px-1 text-sm font-medium">Column {columnIndex + 1}</legend>
              <div className="flex flex-wrap items-end gap-2">
                <TextField
                  label="Column title"
                  className="min-w-48 flex-1"
                  maxLength={60}
                  value={column.title}
                  error={errors[`${at}.title`]}
                  onChange={(event) => setColumn(column.key, (one) => ({ ...one, title: event.target.value }))}
                />
                <MoveButtons
                  name={columnName}
                  index={columnIndex}
                  count={values.columns.length}
                  onMove={(by) => setColumns((columns) => moved(columns, columnIndex, by))}
                  onRemove={() => setColumns((columns) => columns.filter((one) => one.key !== column.key))}
                />
              </div>
              <ol className="space-y-3">
                {column.links.map((link, linkIndex) => {
                  const linkName = `link ${linkIndex + 1} of ${columnName}`;
                  const linkAt = `${at}.links.${linkIndex}`;
                  const setLink = (field: 'label' | 'to', value: string) =>
                    setColumn(column.key, (one) => ({
                      ...one,
                      links: one.links.map((item) => (item.key === link.key ? { ...item, [field]: value } : item)),
                    }));
                  return (
                    <li key={link.key} className="flex flex-wrap items-start gap-2 border-t border-line pt-3 first:border-t-0 first:pt-0">
                      <TextField
                        label={`Label of link ${linkIndex + 1}`}
                        className="min-w-40 flex-1"
                        maxLength={60}
                        value={link.label}
                        error={errors[`${linkAt}.label`]}
                        onChange={(event) => setLink('label', event.target.value)}
                      />
                      <TextField
                        label={`Address of link ${linkIndex + 1}`}
                        hint="/about, or https://…"
                        className="min-w-48 flex-1"
                        inputMode="url"
                        autoComplete="off"
                        value={link.to}
                        error={errors[`${linkAt}.to`]}
                        onChange={(event) => setLink('to', event.target.value)}
                      />
                      <div className="sm:pt-6">
                        <MoveButtons
                          name={linkName}
                          index={linkIndex}
                          count={column.links.length}
                          onMove={(by) => setColumn(column.key, (one) => ({ ...one, links: moved(one.links, linkIndex, by) }))}
                          onRemove={() =>
                            setColumn(column.key, (one) => ({ ...one, links: one.links.filter((item) => item.key !== link.key) }))
                          }
                        />
                      </div>
                    </li>
                  );
                })}
              </ol>
              {errors[`${at}.links`] ? <p className="text-sm text-danger">{errors[`${at}.links`]}</p> : null}
              <Button
                variant="ghost"
                size="sm"
                disabled={column.links.length >= MAX_LINKS}
                onClick={() => setColumn(column.key, (one) => ({ ...one, links: [...one.links, { key: rowKey(), label: '', to: '' }] }))}
              >
                <Plus aria-hidden="true" className="size-4" />
                Add a link to {columnName}
              </Button>
            </fieldset>
          );
        })}
        {errors.columns ? <p className="text-sm text-danger">{errors.columns}</p> : null}
      </div>

      <fieldset className="space-y-4">
        <legend className="mb-1 text-lg font-medium">The shop&apos;s details</legend>
        <p className="text-sm text-muted">Each one left empty shows the shop&apos;s own setting.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Company name"
            hint="Beside the copyright, and at the top of the footer."
            placeholder={settings?.name}
            maxLength={80}
            value={details.name}
            error={errors['details.name']}
            onChange={(event) => setDetail('name', event.target.value)}
          />
          <TextField
            label="Location"
            placeholder={settings ? `${settings.city}, ${settings.state}` : undefined}
            maxLength={80}
            value={details.location}
            error={errors['details.location']}
            onChange={(event) => setDetail('location', event.target.value)}
          />
          <TextField
            label="Email"
            type="email"
            placeholder={settings?.email}
            value={details.email}
            error={errors['details.email']}
            onChange={(event) => setDetail('email', event.target.value)}
          />
          <TextField
            label="Phone"
            type="tel"
            placeholder={settings?.phone}
            maxLength={40}
            value={details.phone}
            error={errors['details.phone']}
            onChange={(event) => setDetail('phone', event.target.value)}
          />
        </div>
      </fieldset>

      {problem ? <FormAlert title="The footer was not saved." detail={problem} /> : null}
      <FormActions pending={pending} submitLabel="Save footer" pendingLabel="Saving…" />
    </form>
  );
}

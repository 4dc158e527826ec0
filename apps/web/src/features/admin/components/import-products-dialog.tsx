import { colorNameOf } from '@shop/shared/color.schema';
import { sizeLabel } from '@shop/shared/constants';
import type { ImportRow, ProductImportResponse } from '@shop/shared/product-admin.schema';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_MAX_CHARS,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_IMPORT_MAX_VARIANT_ROWS,
} from '@shop/shared/product-csv';
import { VARIANT_CSV_COLUMNS } from '@shop/shared/product-csv-variants';
import { FileUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { buttonStyles } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { DataTable, type Column } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { capitalize } from '@/features/catalogue/catalogue-labels';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { formatDollars, plural } from '@/lib/format';
import { useImportProducts, usePreviewProductImport } from '../api/import-products';

const TOO_LARGE = 'The file is too large: at most 5 MB.';

interface ChosenFile {
  name: string;
  csv: string;
}

/**
 * Import CSV: the admin picks a file, sees each row as it would be added (or its errors), and
 * only a file without errors can be imported, all rows at once.
 */
export function ImportProductsDialog({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = usePreviewProductImport();
  const importer = useImportProducts();
  const statusId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file can be chosen again after it was fixed.
    event.target.value = '';
    if (!chosen) return;
    preview.reset();
    importer.reset();
    setFile(null);
    setFileError(null);
    if (chosen.size > PRODUCT_IMPORT_MAX_CHARS * 4) {
      setFileError(TOO_LARGE);
      return;
    }
    let csv: string;
    try {
      csv = await chosen.text();
    } catch {
      setFileError('The file could not be read. Please choose it again.');
      return;
    }
    if (csv.length > PRODUCT_IMPORT_MAX_CHARS) {
      setFileError(TOO_LARGE);
      return;
    }
    setFile({ name: chosen.name, csv });
    preview.mutate(csv);
  };

  const rows = preview.data?.rows ?? [];
  const ready = preview.data !== undefined && rows.length > 0 && rows.every((row) => row.errors.length === 0);

  const confirm = () => {
    if (!file || !ready) return;
    importer.mutate(file.csv, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Import products"
      dismissible={!importer.isPending}
      // NOTE: `!` because the modal's own sm:max-w-lg would otherwise win; the preview table needs the room.
      className="sm:max-w-3xl!"
      description={
        <>
          A CSV file in the layout of a Shopify product export: a row per variant, grouped by Handle, with the columns{' '}
          {VARIANT_CSV_COLUMNS.join(', ')} (a Shopify file needs its Type column named Category); up to{' '}
          {PRODUCT_IMPORT_MAX_VARIANT_ROWS.toLocaleString('en-US')} rows. Export CSV gives a file in this shape; a file of one product a row
          ({PRODUCT_CSV_COLUMNS.join(', ')}; up to {PRODUCT_IMPORT_MAX_ROWS} products) is read too. Nothing is added until you confirm.
        </>
      }
    >
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-3">
          <label
            className={cn(
              buttonStyles({ variant: 'secondary' }),
              'cursor-pointer focus-within:outline-2 focus-within:outline-offset-3 focus-within:outline-focus',
              (preview.isPending || importer.isPending) && 'pointer-events-none opacity-50',
            )}
          >
            <FileUp aria-hidden="true" className="size-4" />
            {file ? 'Choose another file' : 'Choose a CSV file'}
            <input
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              disabled={preview.isPending || importer.isPending}
              aria-describedby={statusId}
              aria-invalid={fileError || preview.isError ? true : undefined}
              onChange={(event) => void choose(event)}
            />
          </label>
          <p id={statusId} role="status" className="min-w-0 text-sm break-words text-muted">
            {preview.isPending ? (
              <span className="font-medium text-ink">Checking {file?.name}…</span>
            ) : file ? (
              <>
                Chosen: <span className="font-medium text-ink">{file.name}</span>
              </>
            ) : (
              'No file chosen yet.'
            )}
          </p>
        </div>

        {fileError ? <FormAlert title="This file cannot be imported." detail={fileError} /> : null}
        {preview.isError ? (
          <FormAlert title="This file cannot be imported." detail={apiErrorDetail(preview.error) ?? 'Please try again.'} />
        ) : null}
        {importer.isError ? <ImportFailure error={importer.error} /> : null}
        {preview.data ? <Preview answer={preview.data} /> : null}
      </div>

      <FormActions
        pending={importer.isPending}
        submitLabel={ready ? `Import ${plural(rows.length, 'product')}` : 'Import products'}
        pendingLabel="Importing…"
        disabled={!ready || preview.isPending}
        onCancel={onClose}
        onConfirm={confirm}
        className="mt-6 border-t border-line pt-5"
      />
    </Modal>
  );
}

function ImportFailure({ error }: { error: unknown }) {
  const rowErrors = Object.values(apiFieldErrors(error));
  return (
    <FormAlert
      title="Nothing was imported."
      detail={rowErrors.length ? rowErrors.join('; ') : (apiErrorDetail(error) ?? 'Please try again.')}
    />
  );
}

function Preview({ answer }: { answer: ProductImportResponse }) {
  const wrong = answer.rows.filter((row) => row.errors.length > 0).length;
  const columns: Column<ImportRow & { _id: string }>[] = [
    { label: 'Row', variant: 'wide-only', className: 'tabular-nums', cell: (row) => row.row },
    {
      label: 'Product',
      variant: 'lead',
      cell: (row) => (
        <span className="min-w-0 font-medium break-words">
          <span className="text-muted md:hidden">Row {row.row}: </span>
          {row.name || <span className="text-muted">(no name)</span>}
        </span>
      ),
    },
    { label: 'Category', cell: (row) => (row.product ? capitalize(row.product.category) : '—') },
    { label: 'Price', className: 'tabular-nums', cell: (row) => (row.product ? formatDollars(row.product.price) : '—') },
    {
      label: 'Variants',
      className: 'tabular-nums',
      cell: (row) => (row.product ? String(row.product.colors.length * row.product.sizes.length) : '—'),
    },
    {
      label: 'Stock',
      cell: (row) =>
        !row.product
          ? '—'
          : row.product.stock
            ? plural(
                row.product.stock.reduce((sum, line) => sum + (line.stock ?? 0), 0),
                'unit',
              )
            : 'Not tracked',
    },
    {
      label: 'Check',
      cell: (row) =>
        row.errors.length === 0 ? (
          <Badge tone="success">Ready</Badge>
        ) : (
          <ul className="space-y-1 text-danger">
            {row.errors.map((error, index) => (
              <li key={index}>
                {error.field && !error.message.startsWith(error.field) && !error.message.startsWith('Row ') ? (
                  <span className="font-medium">{error.field}: </span>
                ) : null}
                {error.message}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <section aria-label="Preview" className="space-y-3">
      <p className={cn('text-sm', wrong ? 'font-medium text-danger' : 'text-ink')}>
        {wrong
          ? `${plural(wrong, 'row')} of ${answer.rows.length} ${wrong === 1 ? 'has' : 'have'} errors. Fix ${wrong === 1 ? 'it' : 'them'} in the file, then choose it again.`
          : `${plural(answer.rows.length, 'product')} ready to import.`}
      </p>
      {answer.newCategories.length ? (
        <p className="text-sm text-ink">
          New {answer.newCategories.length === 1 ? 'category' : 'categories'}, added with the import:{' '}
          <span className="font-medium">{answer.newCategories.map(capitalize).join(', ')}</span>
        </p>
      ) : null}
      {answer.newColors?.length ? (
        <p className="text-sm text-ink">
          New {answer.newColors.length === 1 ? 'colour' : 'colours'}, added with the import:{' '}
          <span className="font-medium">{answer.newColors.map(colorNameOf).join(', ')}</span>
        </p>
      ) : null}
      {answer.newSizes?.length ? (
        <p className="text-sm text-ink">
          New {answer.newSizes.length === 1 ? 'size' : 'sizes'}, added to Letters with the import:{' '}
          <span className="font-medium">{answer.newSizes.map(sizeLabel).join(', ')}</span>
        </p>
      ) : null}
      <DataTable caption="Preview of the import" rows={answer.rows.map((row) => ({ ...row, _id: String(row.row) }))} columns={columns} />
    </section>
  );
}

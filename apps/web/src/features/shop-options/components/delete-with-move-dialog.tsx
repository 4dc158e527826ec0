import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { ApiError } from '@/lib/api-client';
import { plural } from '@/lib/format';

interface Row {
  _id: string;
  handle: string;
  name: string;
  products: number;
}

export interface DeleteWithMoveDialogProps<T extends Row> {
  /** 'colour' or 'size set'. */
  noun: string;
  /** What the products do with it: 'come in' (a colour), 'use' (a size set). */
  verb: { one: string; many: string };
  /** The row to delete, as the list has it now; null keeps the dialog closed. */
  row: T | null;
  /** Every row, for the choice of where its products go. */
  rows: readonly T[];
  remove: { isPending: boolean; mutateAsync: (input: { id: string; moveTo?: string }) => Promise<{ message: string }> };
  /** The label of the choice: 'Products take instead'. */
  moveLabel: string;
  onClose: () => void;
  /** The server counted other products than the list (they changed meanwhile): the list is read again. */
  onStale: () => void;
}

/**
 * Asks before deleting a colour or a size set. One that products use cannot leave them without
 * one: the admin chooses the one they take instead, and the button says how many move.
 */
export function DeleteWithMoveDialog<T extends Row>({
  noun,
  verb,
  row,
  rows,
  remove,
  moveLabel,
  onClose,
  onStale,
}: DeleteWithMoveDialogProps<T>) {
  const [moveTo, setMoveTo] = useState('');
  const [error, setError] = useState<string>();
  const selectRef = useRef<HTMLSelectElement>(null);
  const products = row?.products ?? 0;
  const others = rows.filter((other) => other._id !== row?._id);

  const close = () => {
    setMoveTo('');
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!row || remove.isPending) return;
    if (products > 0 && !moveTo) {
      setError(
        others.length > 0 ? `Choose the ${noun} its products take instead.` : `Add another ${noun} first, for its products to take.`,
      );
      selectRef.current?.focus();
      return;
    }
    let message: string;
    try {
      ({ message } = await remove.mutateAsync({ id: row._id, moveTo: products > 0 ? moveTo : undefined }));
    } catch (failure) {
      toast.error(apiErrorDetail(failure) ?? `Failed to delete the ${noun}.`);
      if (failure instanceof ApiError && failure.status === 409) onStale();
      return;
    }
    toast.success(message);
    close();
  };

  return (
    <ConfirmDialog
      open={row !== null}
      onClose={close}
      title={`Delete ${noun}?`}
      description={
        row ? (
          products > 0 ? (
            <>
              {plural(products, 'product')} {products === 1 ? verb.one : verb.many} <span className="font-medium text-ink">{row.name}</span>
              . Choose the {noun} they take instead; then it is deleted. This cannot be undone.
            </>
          ) : (
            <>
              <span className="font-medium text-ink">{row.name}</span> will be deleted. No product {verb.one} it. This cannot be undone.
            </>
          )
        ) : undefined
      }
      pending={remove.isPending}
      confirmLabel={products > 0 ? `Delete and move ${plural(products, 'product')}` : 'Delete'}
      pendingLabel="Deleting…"
      onConfirm={() => void confirm()}
      variant="danger"
    >
      {products > 0 ? (
        <SelectField
          ref={selectRef}
          label={moveLabel}
          className="[&_select]:normal-case"
          value={moveTo}
          disabled={remove.isPending || others.length === 0}
          error={error}
          onChange={(event) => {
            setMoveTo(event.target.value);
            setError(undefined);
          }}
        >
          <option value="" disabled>
            {others.length > 0 ? `Choose a ${noun}` : `No other ${noun}`}
          </option>
          {others.map((other) => (
            <option key={other._id} value={other.handle}>
              {other.name}
            </option>
          ))}
        </SelectField>
      ) : null}
    </ConfirmDialog>
  );
}

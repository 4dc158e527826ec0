import type { ManagedCategory } from '@shop/shared/category.schema';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { ApiError } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { useDeleteCategory } from '../api/change-categories';

export const CATEGORY_DELETE_FAILED = 'Failed to delete the category.';

export interface DeleteCategoryDialogProps {
  /** The category to delete, as the list has it now; null keeps the dialog closed. */
  category: ManagedCategory | null;
  /** Every category, for the choice of where its products go. */
  categories: readonly ManagedCategory[];
  onClose: () => void;
  /** The server counted other products than the list (they changed meanwhile): the list is read again. */
  onStale: () => void;
}

/**
 * Asks before deleting a category. One that products have cannot leave them without one: the
 * admin chooses the category they move to, and the button says how many go.
 */
export function DeleteCategoryDialog({ category, categories, onClose, onStale }: DeleteCategoryDialogProps) {
  const remove = useDeleteCategory();
  const [moveTo, setMoveTo] = useState('');
  const [error, setError] = useState<string>();
  const selectRef = useRef<HTMLSelectElement>(null);
  const products = category?.products ?? 0;
  const others = categories.filter((other) => other._id !== category?._id);

  const close = () => {
    setMoveTo('');
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!category || remove.isPending) return;
    if (products > 0 && !moveTo) {
      setError(
        others.length > 0 ? 'Choose the category its products move to.' : 'Add another category first, for its products to move to.',
      );
      selectRef.current?.focus();
      return;
    }
    let message: string;
    try {
      ({ message } = await remove.mutateAsync({ id: category._id, moveTo: products > 0 ? moveTo : undefined }));
    } catch (failure) {
      toast.error(apiErrorDetail(failure) ?? CATEGORY_DELETE_FAILED);
      if (failure instanceof ApiError && failure.status === 409) onStale();
      return;
    }
    toast.success(message);
    close();
  };

  return (
    <ConfirmDialog
      open={category !== null}
      onClose={close}
      title="Delete category?"
      description={
        category ? (
          products > 0 ? (
            <>
              {products === 1 ? '1 product has' : `${products} products have`} <span className="font-medium text-ink">{category.name}</span>{' '}
              as {products === 1 ? 'its' : 'their'} category. Choose the category they move to; then it is deleted. This cannot be undone.
            </>
          ) : (
            <>
              <span className="font-medium text-ink">{category.name}</span> will be deleted. No product has it. This cannot be undone.
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
          label="Move its products to"
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
            {others.length > 0 ? 'Choose a category' : 'No other category'}
          </option>
          {others.map((other) => (
            <option key={other._id} value={other.handle}>
              {other.hidden ? `${other.name} (hidden)` : other.name}
            </option>
          ))}
        </SelectField>
      ) : null}
    </ConfirmDialog>
  );
}

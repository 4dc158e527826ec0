import { zodResolver } from '@hookform/resolvers/zod';
import { sizeLabel } from '@shop/shared/constants';
import type { ManagedProduct } from '@shop/shared/product-admin.schema';
import { MAX_STOCK, type VariantStock } from '@shop/shared/product.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useColorName } from '@/features/catalogue/api/get-shop-options';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useSetProductStock } from '../api/set-product-stock';

const COUNT_RULE = `Enter a whole number from 0 to ${MAX_STOCK.toLocaleString('en-US')}.`;

/** Each counted variant's units as typed, in the order of the product's stock lines. */
const StockFormSchema = z.object({
  counts: z.array(
    z
      .string()
      .trim()
      .regex(/^\d+$/, COUNT_RULE)
      .transform(Number)
      .refine((count) => count <= MAX_STOCK, COUNT_RULE),
  ),
});

/** The lines whose count was changed, with their new count: only these are sent, so the others keep what sales took meanwhile. */
function changedLines(lines: readonly VariantStock[], counts: readonly number[]): VariantStock[] {
  return lines.flatMap((line, index) => (counts[index] === line.stock ? [] : [{ ...line, stock: counts[index]! }]));
}

/**
 * Stock alone: a number for each of the product's counted variants, for staff who may set stock
 * ('stock'), whether or not they may edit the product. A refusal stays in the dialog with the
 * server's reason and the numbers as typed; a success says so in a toast.
 */
export function StockDialog({ product, onClose }: { product: ManagedProduct | null; onClose: () => void }) {
  const mutation = useSetProductStock();
  return (
    <Modal
      open={product !== null}
      onClose={onClose}
      dismissible={!mutation.isPending}
      title="Set stock"
      description={product ? `${product.name}: the units in stock of each colour and size.` : undefined}
    >
      {/* Mounted afresh for every product, so it starts from its saved counts. */}
      {product ? <StockForm key={product._id} product={product} mutation={mutation} onDone={onClose} /> : null}
    </Modal>
  );
}

function StockForm({
  product,
  mutation,
  onDone,
}: {
  product: ManagedProduct;
  mutation: ReturnType<typeof useSetProductStock>;
  onDone: () => void;
}) {
  const colorName = useColorName();
  const lines = product.stock ?? [];
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(StockFormSchema),
    defaultValues: { counts: lines.map((line) => String(line.stock)) },
  });
  // Kept here, not read from the mutation: the dialog's one mutation outlives this product's form.
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ counts }) => {
    if (mutation.isPending) return;
    const changed = changedLines(lines, counts);
    if (changed.length === 0) {
      onDone();
      return;
    }
    setFailure(null);
    try {
      const answer = await mutation.mutateAsync({ id: product._id, body: { stock: changed } });
      toast.success(answer.message);
      onDone();
    } catch (error) {
      setFailure(apiErrorDetail(error) ?? 'Please try again.');
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {failure !== null ? <FormAlert title="Could not save the stock." detail={failure} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {lines.map((line, index) => (
          <TextField
            key={`${line.color}/${line.size}`}
            label={`${colorName(line.color)} / ${sizeLabel(line.size)}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_STOCK}
            step={1}
            autoComplete="off"
            error={errors.counts?.[index]?.message}
            {...register(`counts.${index}`)}
          />
        ))}
      </div>
      <FormActions pending={isSubmitting || mutation.isPending} submitLabel="Save" pendingLabel="Saving…" onCancel={onDone} />
    </form>
  );
}

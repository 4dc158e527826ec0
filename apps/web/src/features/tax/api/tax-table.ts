/** The admin's tax table: read, and saved as a whole. */
import { TaxTableSchema, type TaxTable, type TaxTableInput } from '@shop/shared/tax.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export const taxKeys = { all: ['tax'] as const, table: () => [...taxKeys.all, 'table'] as const };

const SavedSchema = z.object({ message: z.string(), table: TaxTableSchema });

export async function getTaxTable(signal?: AbortSignal): Promise<TaxTable> {
  return api.get('/tax', { schema: TaxTableSchema, signal });
}

export function useTaxTable() {
  return useQuery({ queryKey: taxKeys.table(), queryFn: ({ signal }) => getTaxTable(signal) });
}

export function saveTaxTable(input: TaxTableInput): Promise<{ message: string; table: TaxTable }> {
  return api.put('/tax', input, { schema: SavedSchema });
}

/** Its form is keyed on the saved rates, so the toast is said here (see useInvalidatingMutation). */
export const useSaveTaxTable = () => useInvalidatingMutation(saveTaxTable, [taxKeys.all], ({ message }) => toast.success(message));

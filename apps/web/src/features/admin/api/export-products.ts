import { useMutation } from '@tanstack/react-query';
import { apiAnswer } from '@/lib/api-client';

/** Every live product as a CSV file, with the name the server gives it (its Content-Disposition). */
export async function exportProducts(): Promise<{ csv: string; fileName: string }> {
  const { data, headers } = await apiAnswer<string>('/products/export.csv');
  const named = /filename="([^"]+)"/.exec(headers.get('Content-Disposition') ?? '')?.[1];
  return { csv: typeof data === 'string' ? data : '', fileName: named ?? 'products.csv' };
}

/** Fetches the CSV, then hands it to the browser as a download: a failure shows on the page, not as a downloaded error. */
export function useExportProducts() {
  return useMutation({
    mutationFn: async () => {
      const { csv, fileName } = await exportProducts();
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // NOTE: revoked on a later task, once the browser has taken the download.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return fileName;
    },
  });
}

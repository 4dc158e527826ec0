/** The signed-in account's copy of its data: where it is, asking for one, and downloading its two files (each once). */
import { DataExportStatusSchema, type DataExportFile, type DataExportStatus } from '@shop/shared/privacy.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/features/auth/user-query-keys';
import { api, apiAnswer } from '@/lib/api-client';

/** Under the user's queries, so that signing out forgets it. */
export const dataExportKeys = {
  all: [...userKeys.all, 'data-export'] as const,
};

export function getDataExport(signal?: AbortSignal): Promise<DataExportStatus> {
  return api.get('/privacy/data-export', { schema: DataExportStatusSchema, signal });
}

export function requestDataExport(): Promise<DataExportStatus> {
  return api.post('/privacy/data-export', {}, { schema: DataExportStatusSchema });
}

/** While a copy is being prepared, the profile looks again every few seconds. */
const PREPARING_POLL_MS = 5_000;

export function useDataExport() {
  return useQuery({
    queryKey: dataExportKeys.all,
    queryFn: ({ signal }) => getDataExport(signal),
    refetchInterval: (query) => (query.state.data?.state === 'preparing' ? PREPARING_POLL_MS : false),
  });
}

/** The answer (the copy being prepared) replaces the one on screen. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (status) => queryClient.setQueryData(dataExportKeys.all, status),
  });
}

/** One file of the copy, with the name the server gives it; a JSON answer comes parsed and is written out again. */
export async function downloadDataExportFile(id: string, file: DataExportFile): Promise<{ text: string; fileName: string }> {
  const { data, headers } = await apiAnswer<unknown>(`/privacy/data-export/${encodeURIComponent(id)}/${file}`);
  const named = /filename="([^"]+)"/.exec(headers.get('Content-Disposition') ?? '')?.[1];
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2);
  return { text, fileName: named ?? (file === 'json' ? 'my-data.json' : 'my-orders.csv') };
}

/** Fetches a file, hands it to the browser as a download, then refetches the copy's state (the file is gone from the shop). */
export function useDownloadDataExportFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: DataExportFile }) => {
      const { text, fileName } = await downloadDataExportFile(id, file);
      const type = file === 'json' ? 'application/json;charset=utf-8' : 'text/csv;charset=utf-8';
      const url = URL.createObjectURL(new Blob([text], { type }));
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.all }),
  });
}

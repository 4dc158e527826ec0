/** The staff's reads of the shop's pages: the list, one page with its versions, one earlier version. */
import {
  ManagedPageResponseSchema,
  PageListSchema,
  PageVersionResponseSchema,
  type ManagedPage,
  type PageSummary,
  type PageVersion,
} from '@shop/shared/page-content.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentPageKeys } from './get-content-page';

/** Under the storefront's keys, so that a save makes the pages shown refetch too. */
export const managedPageKeys = {
  all: [...contentPageKeys.all, 'manage'] as const,
  list: () => [...managedPageKeys.all, 'list'] as const,
  page: (handle: string) => [...managedPageKeys.all, 'page', handle] as const,
  version: (handle: string, number: number) => [...managedPageKeys.all, 'page', handle, 'version', number] as const,
};

const path = (handle: string) => `/pages/${encodeURIComponent(handle)}`;

export async function getManagedPages(signal?: AbortSignal): Promise<PageSummary[]> {
  return (await api.get('/pages', { schema: PageListSchema, signal })).pages;
}

export function useManagedPages() {
  return useQuery({ queryKey: managedPageKeys.list(), queryFn: ({ signal }) => getManagedPages(signal) });
}

export async function getManagedPage(handle: string, signal?: AbortSignal): Promise<ManagedPage> {
  return (await api.get(`${path(handle)}/versions`, { schema: ManagedPageResponseSchema, signal })).page;
}

export function useManagedPage(handle: string) {
  return useQuery({ queryKey: managedPageKeys.page(handle), queryFn: ({ signal }) => getManagedPage(handle, signal) });
}

export async function getPageVersion(handle: string, number: number, signal?: AbortSignal): Promise<PageVersion> {
  return (await api.get(`${path(handle)}/versions/${number}`, { schema: PageVersionResponseSchema, signal })).version;
}

/** An earlier version, whole: fetched only while it is open. */
export function usePageVersion(handle: string, number: number | null) {
  return useQuery({
    queryKey: managedPageKeys.version(handle, number ?? 0),
    queryFn: ({ signal }) => getPageVersion(handle, number!, signal),
    enabled: number !== null,
  });
}

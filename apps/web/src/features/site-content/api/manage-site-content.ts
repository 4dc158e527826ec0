/** The owner's storefront editor: every block as saved, each saved or reset on its own. */
import { MessageResponseSchema } from '@shop/shared/common.schema';
import type { SiteContentBlock } from '@shop/shared/site-content';
import {
  ManagedSiteContentSchema,
  type AnnouncementInput,
  type FooterContentInput,
  type HomeContentInput,
  type ManagedSiteContent,
} from '@shop/shared/site-content.schema';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { SITE_CONTENT_KEY } from './get-site-content';

const manageKey = [SITE_CONTENT_KEY, 'manage'] as const;
/** A save changes what the storefront shows too: every site content query is asked again. */
const EVERY_BLOCK = [[SITE_CONTENT_KEY]] as const;

export function useManagedSiteContent() {
  return useQuery({
    queryKey: manageKey,
    queryFn: ({ signal }): Promise<ManagedSiteContent> => api.get('/site-content/manage', { schema: ManagedSiteContentSchema, signal }),
  });
}

const put = (block: SiteContentBlock) => (input: object) =>
  api.put(`/site-content/manage/${block}`, input, { schema: MessageResponseSchema });

/** Each form starts again from the saved block, so the save says so here (see useInvalidatingMutation). */
const saved = ({ message }: { message: string }) => toast.success(message);

export const useSaveHome = () => useInvalidatingMutation<{ message: string }, HomeContentInput>(put('home'), EVERY_BLOCK, saved);
export const useSaveAnnouncement = () =>
  useInvalidatingMutation<{ message: string }, AnnouncementInput>(put('announcement'), EVERY_BLOCK, saved);
export const useSaveFooter = () => useInvalidatingMutation<{ message: string }, FooterContentInput>(put('footer'), EVERY_BLOCK, saved);

/** Takes a block back to the shop's default (the announcement: none). */
export const useResetBlock = () =>
  useInvalidatingMutation(
    (block: SiteContentBlock) => api.delete(`/site-content/manage/${block}`, { schema: MessageResponseSchema }),
    EVERY_BLOCK,
  );

import { DEFAULT_PAGE_SIZE } from '@shop/shared/constants';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ListStates } from '@/components/ui/list-states';
import { toast } from '@/components/ui/toast';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { plural } from '@/lib/format';
import { usePagedList, useUrlPaging } from '@/lib/use-paged-list';
import { useMessages } from '../api/get-messages';
import { useMarkMessageRead } from '../api/mark-message-read';
import { MessageCard } from '../components/message-card';

export const MESSAGES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** `/dashboard/messages` (admin): what shoppers wrote through the contact form, newest first; opening one marks it read. */
export function MessagesPage() {
  usePageTitle('Messages');
  const paging = useUrlPaging();
  const messages = useMessages({ page: paging.page, limit: MESSAGES_PAGE_SIZE });
  const markRead = useMarkMessageRead();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());

  const list = usePagedList(paging, MESSAGES_PAGE_SIZE, messages, (data) => ({ total: data.total }));

  const toggle = (id: string, unread: boolean) => {
    const opening = !openIds.has(id);
    setOpenIds((current) => {
      const next = new Set(current);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    if (opening && unread) markRead.mutate(id, { onError: () => toast.error('Could not mark the message read.') });
  };

  return (
    <DashboardPage
      title="Messages"
      intro={
        messages.data
          ? `${plural(list.view.total, 'message')}, ${messages.data.unread} unread`
          : 'What shoppers wrote through the contact form.'
      }
    >
      <ListStates list={list} noun="messages" rows={4} rowClassName="h-32 rounded-xl" empty={{ children: 'No messages yet.' }}>
        {(data) => (
          <ul aria-label="Messages" className="space-y-3">
            {data.messages.map((message) => (
              <li key={message._id}>
                <MessageCard
                  message={message}
                  open={openIds.has(message._id)}
                  onToggle={() => toggle(message._id, message.readAt === null)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </DashboardPage>
  );
}

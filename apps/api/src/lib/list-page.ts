import type { FastifyReply } from 'fastify';

/**
 * Sends one page of an admin list: the page as the body, the count of every match in
 * X-Total-Count (the pager's), and `no-store`, as the list is private and changes with each edit.
 */
export function sendListPage<Reply extends FastifyReply>(reply: Reply, total: number, page: Parameters<Reply['send']>[0]) {
  return reply.header('X-Total-Count', String(total)).header('Cache-Control', 'no-store').send(page);
}

/** Every query about the outbox starts with `outbox`, so a resend refetches the page on screen. */
export const mailKeys = {
  all: ['outbox'] as const,
  list: (query: { status?: string; page: number; limit: number }) => [...mailKeys.all, 'list', query] as const,
};

/** A tiny admin credit API over an in-memory list, answering as the server does, for the page's tests. */
import { CREDIT_ADMIN_PAGE_SIZE, type AdminCredit, type AdjustCreditInput, type IssueCreditInput } from '@shop/shared/credit.schema';
import { fieldRefusal } from '@/test/api-answers';
import type { ApiHandler } from '@/test/render-app';
import { anAdminCredit } from './credit-fixtures';

/** When the fake server's clock stands, for issued codes and movements. */
export const NOW = '2026-05-01T12:00:00.000Z';

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * `/credits` and its changes: the list searched by a part of a code or owner's email (any case)
 * and filtered by kind, newest first as given, paged; an issued code goes first; an adjustment
 * below $0.00 is refused (400), as is an expiry in the past (on its field), and disabling a
 * disabled code (409).
 */
export function creditsApi(initial: AdminCredit[]): ApiHandler {
  let all = [...initial];
  let issued = 0;
  const update = (id: string, change: (credit: AdminCredit) => AdminCredit) => {
    all = all.map((credit) => (credit._id === id ? change(credit) : credit));
    return all.find((credit) => credit._id === id)!;
  };
  return ({ method, path, url, body }) => {
    if (method === 'GET' && path === '/credits') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const kind = url.searchParams.get('kind');
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? CREDIT_ADMIN_PAGE_SIZE);
      const matching = all.filter(
        (credit) =>
          (!kind || credit.kind === kind) &&
          (!search || credit.code.toLowerCase().includes(search) || (credit.owner ?? '').toLowerCase().includes(search)),
      );
      return Response.json({
        credits: matching.slice((page - 1) * limit, page * limit),
        total: matching.length,
        totalPages: Math.ceil(matching.length / limit),
        page,
        limit,
      });
    }
    if (method === 'POST' && path === '/credits') {
      const input = body as IssueCreditInput;
      if (input.expiresAt && input.expiresAt <= NOW) return fieldRefusal('expiresAt', 'The expiry must be in the future');
      issued += 1;
      const giftCard = input.kind === 'gift-card';
      const credit = anAdminCredit({
        _id: `credit-new-${issued}`,
        code: `${giftCard ? 'GIFT' : 'CREDIT'}-NEW${issued}-0000`,
        kind: input.kind,
        balance: input.amount,
        initial: input.amount,
        expiresAt: input.expiresAt ?? null,
        owner: input.email,
        createdAt: NOW,
        movements: [{ kind: 'issued', amount: input.amount, note: input.note, at: NOW }],
      });
      all = [credit, ...all];
      return Response.json({ message: giftCard ? 'Gift card issued.' : 'Store credit given.', credit }, { status: 201 });
    }
    const match = /^\/credits\/([^/]+)\/(adjust|disable)$/.exec(path);
    const current = all.find((credit) => credit._id === decodeURIComponent(match?.[1] ?? ''));
    if (method !== 'POST' || !match || !current) return undefined;
    if (match[2] === 'adjust') {
      const { amount, reason } = body as AdjustCreditInput;
      const balance = (cents(current.balance) + cents(amount)) / 100;
      if (balance < 0) return Response.json({ message: 'The balance cannot go below $0.00.' }, { status: 400 });
      const credit = update(current._id, (credit) => ({
        ...credit,
        balance,
        movements: [...credit.movements, { kind: 'adjusted', amount, note: reason, at: NOW }],
      }));
      return Response.json({ message: 'Balance adjusted.', credit });
    }
    if (current.disabled) return Response.json({ message: `${current.code} is already disabled.` }, { status: 409 });
    const credit = update(current._id, (credit) => ({ ...credit, disabled: true }));
    return Response.json({ message: 'Code disabled.', credit });
  };
}

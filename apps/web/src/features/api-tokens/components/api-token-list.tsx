import type { ApiToken, ApiTokenStatus } from '@shop/shared/api-token.schema';
import { KeyRound, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { formatDate } from '@/lib/format';
import { useRevokeApiToken } from '../api/revoke-api-token';

const STATUS: Record<ApiTokenStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  revoked: { label: 'Revoked', tone: 'danger' },
};

/**
 * API tokens as a list: each one's name and state, the start of its secret, its permissions, when
 * it was made, when it expires and was last used, whose it is (`showOwner`), and Revoke while it
 * works. A token is revoked in one click, without a question first: a toast says it is done, and
 * the row shows it Revoked.
 */
export function ApiTokenList({ tokens, label, showOwner = false }: { tokens: readonly ApiToken[]; label: string; showOwner?: boolean }) {
  const revoke = useRevokeApiToken();
  /** Each row's name, by token id: where the focus goes when the Revoke button that had it goes. */
  const names = useRef(new Map<string, HTMLElement>());

  const revokeToken = (token: ApiToken) => {
    if (revoke.isPending) return;
    revoke.mutate(token._id, {
      // Called once the list is read again, so the row already shows the token revoked.
      onSuccess: ({ message }) => {
        toast.success(message);
        // Its Revoke button goes (or has gone, taking the focus to the page's start): a keyboard
        // user goes on from the row's name, its state read out with it. Focus moved elsewhere
        // meanwhile stays where it is.
        const name = names.current.get(token._id);
        const focused = document.activeElement;
        if (name && (!focused || focused === document.body || name.closest('li')?.contains(focused))) name.focus();
      },
      onError: (error) => toast.error(apiErrorDetail(error) ?? 'Could not revoke the token.'),
    });
  };

  return (
    <ul className="divide-y divide-line" aria-label={label}>
      {tokens.map((token) => {
        const revoking = revoke.isPending && revoke.variables === token._id;
        return (
          <li key={token._id} className="flex flex-wrap items-start gap-3 py-3">
            <KeyRound aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted" />
            <div className="min-w-0 flex-1 space-y-1">
              <p
                ref={(element) => {
                  if (element) names.current.set(token._id, element);
                  else names.current.delete(token._id);
                }}
                tabIndex={-1}
                className="font-medium break-words"
              >
                {token.name} <Badge tone={STATUS[token.status].tone}>{STATUS[token.status].label}</Badge>
              </p>
              {showOwner ? (
                <p className="text-sm break-words">
                  <span className="sr-only">Whose: </span>
                  {token.owner.username} <span className="text-muted">({token.owner.email})</span>
                </p>
              ) : null}
              <p className="text-sm text-muted">
                <code className="font-mono text-ink">{token.prefix}…</code> · <span className="sr-only">Permissions: </span>
                {token.scopes.join(', ')}
              </p>
              <p className="text-sm text-muted">
                Made {formatDate(token.createdAt, 'localDate')} · {token.status === 'expired' ? 'Expired' : 'Expires'}{' '}
                {formatDate(token.expiresAt, 'localDate')} ·{' '}
                {token.lastUsedAt ? `Last used ${formatDate(token.lastUsedAt, 'localDateTime')}` : 'Never used'}
              </p>
            </div>
            {token.status === 'active' ? (
              // aria-disabled, not disabled, while it works: a disabled button would drop the focus.
              <Button
                variant="ghost-danger"
                size="sm"
                aria-label={revoking ? `Revoking ${token.name}` : `Revoke ${token.name}`}
                aria-disabled={revoke.isPending || undefined}
                className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
                onClick={() => revokeToken(token)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {revoking ? 'Revoking…' : 'Revoke'}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

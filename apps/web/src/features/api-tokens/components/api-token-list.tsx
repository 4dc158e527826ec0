import type { ApiToken, ApiTokenStatus } from '@shop/shared/api-token.schema';
import { KeyRound, Trash2 } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

const STATUS: Record<ApiTokenStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  revoked: { label: 'Revoked', tone: 'danger' },
};

/**
 * API tokens as a list: each one's name and state, the start of its secret, its permissions, when
 * it was made, when it expires and was last used, whose it is (`showOwner`), and Revoke while it works.
 */
export function ApiTokenList({
  tokens,
  label,
  showOwner = false,
  onRevoke,
}: {
  tokens: readonly ApiToken[];
  label: string;
  showOwner?: boolean;
  onRevoke: (token: ApiToken) => void;
}) {
  return (
    <ul className="divide-y divide-line" aria-label={label}>
      {tokens.map((token) => (
        <li key={token._id} className="flex flex-wrap items-start gap-3 py-3">
          <KeyRound aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted" />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="font-medium break-words">
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
            <Button variant="ghost-danger" size="sm" aria-label={`Revoke ${token.name}`} onClick={() => onRevoke(token)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Revoke
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

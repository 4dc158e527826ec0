import type { CreatedApiToken } from '@shop/shared/api-token.schema';
import { ShownOnceSecret } from '@/components/ui/shown-once-secret';

/** A token just made: its secret, shown this once, to copy into the script; the shop keeps only its hash. */
export function NewApiTokenSecret({ made, onDone }: { made: CreatedApiToken; onDone: () => void }) {
  return (
    <ShownOnceSecret
      label={made.token.name}
      secret={made.secret}
      noun="token"
      copied="Token copied."
      onDone={onDone}
      note={
        <>
          This is the only time the token is shown. Copy it now into the script that uses it, which sends it as{' '}
          <code className="font-mono break-all">Authorization: Bearer …</code>. If it is lost, revoke it and make another.
        </>
      }
    />
  );
}

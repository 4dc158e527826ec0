import { Copy } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

export interface ShownOnceSecretProps {
  /** The field's label. */
  label: string;
  secret: string;
  /** What the secret is for and what to do if it is lost: said above it, as a note. */
  note: ReactNode;
  /** What it is called in the copy's messages ('token', 'secret'). */
  noun: string;
  /** Said when it was copied. */
  copied: string;
  onDone: () => void;
}

/**
 * A secret the shop keeps only a hash of (an API token, a webhook's signing secret), shown this
 * once: read-only, selected on focus, with Copy (focused first) and Done.
 */
export function ShownOnceSecret({ label, secret, note, noun, copied, onDone }: ShownOnceSecretProps) {
  const fieldId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(copied);
    } catch {
      toast.error(`Could not copy the ${noun}. Select it and copy it yourself.`);
    }
  };
  return (
    <div className="space-y-5">
      <p role="note" className="rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
        {note}
      </p>
      <div className="space-y-1">
        <label htmlFor={fieldId} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={fieldId}
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-lg border border-line bg-white px-3 py-2 font-mono text-sm"
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-5">
        <Button variant="secondary" autoFocus onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

import { Modal } from '@/components/ui/modal';
import { ShownOnceSecret } from '@/components/ui/shown-once-secret';

/** The signing secret of an endpoint, shown once (after adding it or making a new one), to copy into the receiver. */
export function SecretModal({ shown, onClose }: { shown: { url: string; secret: string } | null; onClose: () => void }) {
  return (
    <Modal open={shown !== null} onClose={onClose} title="Signing secret" description={shown ? `For ${shown.url}` : undefined}>
      {shown ? (
        <ShownOnceSecret
          label="Secret"
          secret={shown.secret}
          noun="secret"
          copied="Signing secret copied."
          onDone={onClose}
          note={
            <>
              This secret is shown only now. Copy it into the receiving system: it verifies each delivery&apos;s{' '}
              <code className="font-mono">webhook-signature</code> with it. If it is lost, make a new one with Rotate secret.
            </>
          }
        />
      ) : null}
    </Modal>
  );
}

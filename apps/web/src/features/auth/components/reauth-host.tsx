import { lazy, Suspense, useEffect, useState } from 'react';
import { setReauthHandler } from '@/lib/api-client';

// Only staff meet it, and rarely: its code is fetched when it is first asked for.
const ReauthDialog = lazy(() => import('./reauth-dialog').then((module) => ({ default: module.ReauthDialog })));

interface Asked {
  message: string;
  answer: (proved: boolean) => void;
}

/**
 * Answers the API's 'reauth-required' refusals for the whole app: the dialog asks the person to
 * prove who they are, and the refused request is sent again (lib/api-client.ts). Requests
 * refused together share one dialog.
 */
export function ReauthHost() {
  const [asked, setAsked] = useState<Asked | null>(null);

  useEffect(() => {
    let open: Promise<boolean> | null = null;
    const previous = setReauthHandler((message) => {
      open ??= new Promise<boolean>((answer) => setAsked({ message, answer })).finally(() => {
        open = null;
      });
      return open;
    });
    return () => {
      setReauthHandler(previous);
    };
  }, []);

  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ReauthDialog
        message={asked.message}
        onDone={(proved) => {
          asked.answer(proved);
          setAsked(null);
        }}
      />
    </Suspense>
  );
}

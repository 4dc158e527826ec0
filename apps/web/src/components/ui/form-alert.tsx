import type { ReactNode } from 'react';

/** The failure of a whole form: the main text, and the server's detail in smaller text. */
export function FormAlert({ title, detail }: { title: string; detail?: ReactNode }) {
  return (
    <div role="alert" className="rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-danger">
      <p className="font-medium">{title}</p>
      {detail ? <p className="mt-1 text-sm">{detail}</p> : null}
    </div>
  );
}

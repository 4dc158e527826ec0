import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** A form's good news (a password updated, a link on its way): FormAlert's counterpart, read out politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex gap-3 rounded-md border border-[#c3dfc8] bg-[#e2f0e4] px-4 py-3 text-[#23592f]">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="font-medium">{children}</p>
    </div>
  );
}

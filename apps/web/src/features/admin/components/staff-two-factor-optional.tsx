import type { User } from '@shop/shared/auth.schema';
import { can } from '@shop/shared/can';
import { ShieldAlert } from 'lucide-react';

/**
 * Warns those who run the staff ('staff') of a shop that lets staff sign in without a second
 * factor (STAFF_TWO_FACTOR=optional): a password alone then opens the dashboard.
 */
export function StaffTwoFactorOptional({ user }: { user: User | null }) {
  if (!user?.staffTwoFactorOptional || !can(user, 'staff')) return null;
  return (
    <div role="note" className="mb-6 flex gap-3 rounded-xl border border-[#f0d9ae] bg-[#fbefd9] p-4 text-sm text-[#7a4a06]">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        Two-factor sign-in is optional for staff in this shop (<code>STAFF_TWO_FACTOR=optional</code>). A stolen password alone opens the
        dashboard.
      </p>
    </div>
  );
}

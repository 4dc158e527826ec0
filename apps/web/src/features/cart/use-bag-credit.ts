import { useState } from 'react';
import { CREDIT_CODE_STORAGE_KEY, storedSessionValue, storeSessionValue, USE_ACCOUNT_CREDIT_STORAGE_KEY } from './bag-discount-code';

/** How the bag is to be paid besides the card: a gift card or store credit code, and the account's own credit. */
export interface BagPayment {
  creditCode: string | null;
  useAccountCredit: boolean;
}

export interface BagCredit extends BagPayment {
  apply: (typed: string) => void;
  remove: () => void;
  setUseAccountCredit: (use: boolean) => void;
}

/** The bag's gift card or store credit, kept for the session as the discount code is. */
export function useBagCredit(): BagCredit {
  const [creditCode, setCreditCode] = useState<string | null>(() => storedSessionValue(CREDIT_CODE_STORAGE_KEY));
  const [useAccountCredit, setUse] = useState(() => storedSessionValue(USE_ACCOUNT_CREDIT_STORAGE_KEY) === 'yes');
  return {
    creditCode,
    useAccountCredit,
    apply: (typed) => {
      const next = typed.trim();
      if (!next) return;
      setCreditCode(next);
      storeSessionValue(CREDIT_CODE_STORAGE_KEY, next);
    },
    remove: () => {
      setCreditCode(null);
      storeSessionValue(CREDIT_CODE_STORAGE_KEY, null);
    },
    setUseAccountCredit: (use) => {
      setUse(use);
      storeSessionValue(USE_ACCOUNT_CREDIT_STORAGE_KEY, use ? 'yes' : null);
    },
  };
}

/** The request's fields for a payment: left out while the shopper has chosen nothing. */
export function paymentFields(payment: BagPayment | undefined): { creditCode?: string; useAccountCredit?: boolean } {
  return {
    ...(payment?.creditCode ? { creditCode: payment.creditCode } : {}),
    ...(payment?.useAccountCredit ? { useAccountCredit: true } : {}),
  };
}

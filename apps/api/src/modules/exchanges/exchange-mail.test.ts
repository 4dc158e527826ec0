import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { returnAddressLines } from '../mail';

const shop = { name: 'Drip Studio', city: 'Austin', state: 'Texas', email: 'hello@drip.test' };

describe('where exchanged items are sent', () => {
  it('is SHOP_RETURN_ADDRESS, line by line, with the RA number under its first line', () => {
    const { returnAddress } = loadConfig({ SHOP_RETURN_ADDRESS: 'Drip Studio Returns; 12 Congress Ave, Suite 4 ;Austin, TX 78701;' });
    expect(returnAddress).toEqual(['Drip Studio Returns', '12 Congress Ave, Suite 4', 'Austin, TX 78701']);
    expect(returnAddressLines({ ...shop, returnAddress }, 'RA-2026-000007')).toEqual([
      'Drip Studio Returns',
      'RA RA-2026-000007',
      '12 Congress Ave, Suite 4',
      'Austin, TX 78701',
    ]);
  });

  it("is the shop's name, city and state when no return address is set", () => {
    expect(loadConfig({}).returnAddress).toEqual([]);
    expect(returnAddressLines({ ...shop, returnAddress: [] }, 'RA-2026-000007')).toEqual([
      'Drip Studio Returns',
      'RA RA-2026-000007',
      'Austin, Texas',
    ]);
  });
});

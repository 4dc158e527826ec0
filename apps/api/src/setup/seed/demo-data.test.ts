import { describe, expect, it } from 'vitest';
import demoData from './demo-data.json' with { type: 'json' };
import { DEMO_ADMIN, DEMO_CUSTOMER, DemoDataSchema } from './demo-data';

/** The demo file with one change made by `edit`, as a brand editing it might. */
function edited(edit: (data: typeof demoData) => void) {
  const data = structuredClone(demoData);
  edit(data);
  return DemoDataSchema.safeParse(data);
}

const problems = (result: ReturnType<typeof edited>) =>
  result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the demo data file', () => {
  it('holds one admin and one customer who sign in', () => {
    expect(DEMO_ADMIN).toMatchObject({ signsIn: 'admin', role: 'admin', email: 'admin@drip.test' });
    expect(DEMO_CUSTOMER).toMatchObject({ signsIn: 'customer', role: 'user', email: 'customer@drip.test' });
  });

  it('says where a review or an order names a shopper or a product the file does not hold', () => {
    expect(
      problems(
        edited((data) => {
          data.reviews[0]!.product = 'no-such-tee';
          data.orders[1]!.by = 'nobody';
        }),
      ),
    ).toEqual(["reviews.0.product: no product 'no-such-tee'", "orders.1.by: no user 'nobody'"]);
  });

  it('refuses an order line in a colour or size that its product is not made in', () => {
    const result = edited((data) => {
      data.orders[0]!.lines[0]!.size = 'one-size';
    });
    expect(problems(result)).toEqual([expect.stringMatching(/^orders\.0\.lines\.0: '.+' has no \w+\/one-size$/)]);
  });

  it('refuses a stock count for a variant that is no colour and size', () => {
    const result = edited((data) => {
      data.products[0]!.stock = { each: 3, except: { 'plaid/m': 1 } } as never;
    });
    expect(problems(result)).toEqual([expect.stringMatching(/^products\.0\.stock\.except\.plaid\/m: /)]);
  });

  it('refuses a stock count for a variant that its product is not made in', () => {
    const result = edited((data) => {
      data.products[0]!.stock = { each: 3, except: { 'silver/m': 1 } } as never;
    });
    expect(problems(result)).toEqual([expect.stringMatching(/^products\.0\.stock\.except\.silver\/m: '.+' is not made in silver\/m$/)]);
  });

  it('refuses a second admin who signs in', () => {
    const result = edited((data) => {
      data.users[2]!.signsIn = 'admin';
    });
    expect(problems(result)).toEqual(['users: exactly one user signs in as the admin']);
  });
});

import { ADDRESS_BOOK_FULL, MAX_SAVED_ADDRESSES, SavedAddressInputSchema, type SavedAddress } from '@shop/shared/address-book.schema';
import type { ApiHandler } from '@/test/render-app';

/** A saved address, with its optional fields empty unless given. */
export const savedAddress = (
  id: string,
  fields: Partial<SavedAddress> & Pick<SavedAddress, 'name' | 'line1' | 'city' | 'postalCode'>,
): SavedAddress => ({
  _id: id,
  label: '',
  line2: '',
  state: '',
  country: 'US',
  phone: '',
  isDefault: false,
  ...fields,
});

export const HOME = savedAddress('address-home', {
  label: 'Home',
  name: 'Ada Lovelace',
  line1: '12 Harbor Street',
  city: 'Portland',
  postalCode: '97201',
  isDefault: true,
});
export const WORK = savedAddress('address-work', {
  label: 'Work',
  name: 'Ada Lovelace',
  line1: '1 Engine Row',
  line2: 'Floor 3',
  city: 'Seattle',
  postalCode: '98101',
});

/**
 * The address book's API over an in-memory list, with the server's rules: the same checks (a
 * refused field named in `errors`), the first address the default, the default first, the
 * newest other one the default when the default goes, and the cap.
 */
export function addressBookApi(initial: SavedAddress[]): ApiHandler & { book: () => SavedAddress[] } {
  let book = [...initial];
  let added = 0;
  const ordered = () => [...book.filter((address) => address.isDefault), ...book.filter((address) => !address.isDefault)];
  const answer = (message: string, address?: SavedAddress, status = 200) =>
    Response.json({ message, addresses: ordered(), ...(address ? { address } : {}) }, { status });
  const refusal = (body: unknown) => {
    const parsed = SavedAddressInputSchema.safeParse(body);
    if (parsed.success) return { fields: parsed.data };
    const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return { refused: Response.json({ message: 'Invalid input', errors }, { status: 400 }) };
  };
  const fieldsOf = (input: NonNullable<ReturnType<typeof refusal>['fields']>) => ({
    label: input.label ?? '',
    name: input.name,
    line1: input.line1,
    line2: input.line2 ?? '',
    city: input.city,
    state: input.state ?? '',
    postalCode: input.postalCode,
    country: input.country,
    phone: input.phone ?? '',
  });

  const handler: ApiHandler = ({ method, path, body }) => {
    if (path === '/auth/addresses' && method === 'GET') return Response.json({ addresses: ordered() });
    if (path === '/auth/addresses' && method === 'POST') {
      const { fields, refused } = refusal(body);
      if (refused) return refused;
      if (book.length >= MAX_SAVED_ADDRESSES) return Response.json({ message: ADDRESS_BOOK_FULL }, { status: 409 });
      added += 1;
      const address: SavedAddress = { _id: `address-new-${added}`, ...fieldsOf(fields!), isDefault: book.length === 0 };
      book = [address, ...book];
      return answer(address.isDefault ? 'Address saved as your default.' : 'Address saved.', address, 201);
    }
    const match = /^\/auth\/addresses\/([^/]+)(\/default)?$/.exec(path);
    const current = book.find((address) => address._id === match?.[1]);
    if (!match) return undefined;
    if (!current) return Response.json({ message: 'Address not found.' }, { status: 404 });
    if (method === 'POST' && match[2]) {
      book = book.map((address) => ({ ...address, isDefault: address === current }));
      return answer(`${current.label || current.line1} is now your default address.`, { ...current, isDefault: true });
    }
    if (method === 'PUT') {
      const { fields, refused } = refusal(body);
      if (refused) return refused;
      const updated = { ...current, ...fieldsOf(fields!) };
      book = book.map((address) => (address === current ? updated : address));
      return answer('Address updated.', updated);
    }
    if (method === 'DELETE') {
      book = book.filter((address) => address !== current);
      const heir = current.isDefault ? book[0] : undefined;
      if (heir) book = book.map((address) => ({ ...address, isDefault: address === heir }));
      return answer(
        heir
          ? `Address deleted. ${heir.label || heir.line1} is now your default address.`
          : `Address deleted: ${current.label || current.line1}.`,
      );
    }
    return undefined;
  };
  return Object.assign(handler, { book: ordered });
}

import { formatCents, toDollars } from '@shop/shared/money';
import { changedFields } from '../audit';
import type { ProductRow, VariantFactsRow } from '../catalogue';
import type { ProductEditingQueries } from './product-editing.repository';

/**
 * A product as the audit log shows it: what an admin sets in the form, prices in dollars, the
 * stock by `colour/size` (null when the product does not track stock).
 */
export function productAuditFields(row: ProductRow): Record<string, unknown> {
  return {
    name: row.name,
    handle: row.handle,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    description: row.description,
    category: row.category,
    categories: row.moreCategories,
    colors: row.colors,
    sizes: row.sizes,
    price: toDollars(row.priceCents),
    oldPrice: row.oldPriceCents === null ? null : toDollars(row.oldPriceCents),
    finalSale: row.finalSale,
    taxClass: row.taxClass,
    image: row.image,
    imageColor: row.imageColor,
    gallery: row.gallery.map((picture) => (picture.color ? `${picture.image} (${picture.color})` : picture.image)),
    stock: row.trackStock ? Object.fromEntries((row.variants ?? []).map((line) => [`${line.color}/${line.size}`, line.stock])) : null,
    variants: Object.fromEntries((row.variants ?? []).map((line) => [`${line.color}/${line.size}`, variantFacts(line)])),
  };
}

/** A variant's own facts in one line: 'TEE-BK-M, $30.00, was $40.00, 180 g, barcode 4006381333931'. */
function variantFacts(line: VariantFactsRow): string {
  return [
    line.sku,
    line.priceCents === null ? null : formatCents(line.priceCents),
    line.compareAtCents === null ? null : `was ${formatCents(line.compareAtCents)}`,
    line.weightGrams === null ? null : `${line.weightGrams} g`,
    line.barcode === null ? null : `barcode ${line.barcode}`,
  ]
    .filter(Boolean)
    .join(', ');
}

type Reader = Pick<ProductEditingQueries, 'findById'>;

/** A create's audit: the product as saved (read back inside the transaction, so it holds every field written). */
export async function createdAudit(repo: Reader, id: string) {
  const saved = await repo.findById(id);
  return saved ? { after: productAuditFields(saved) } : {};
}

/** An update's audit: the fields that changed, from the product as it was to the product as saved. */
export async function updatedAudit(repo: Reader, was: ProductRow) {
  const saved = await repo.findById(was.id);
  return saved ? changedFields(productAuditFields(was), productAuditFields(saved)) : {};
}

/** A removal's audit: a deleted product as it was; an archived one only leaves the shop. */
export function removedAudit(was: ProductRow | undefined, outcome: 'archived' | 'deleted') {
  if (!was) return {};
  return outcome === 'archived'
    ? { details: { name: was.name }, before: { archived: false }, after: { archived: true } }
    : { details: { name: was.name }, before: productAuditFields(was) };
}

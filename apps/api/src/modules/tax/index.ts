/** The tax module's public face: pricing reads the shop's tax table through its service. */
export { createTaxRepository, type TaxRepository } from './tax.repository';
export { createTaxService, type PricingTax, type TaxService } from './tax.service';

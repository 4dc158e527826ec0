import type { Color, ColorInputParsed, ColorTranslationInputParsed, ColorUpdateParsed, ManagedColor } from '@shop/shared/color.schema';
import { translatedLanguage } from '@shop/shared/translation.schema';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { recordAudit, type AuditAction } from '../audit';
import type { AuthUser } from '../../lib/guards';
import type { CatalogueCache } from '../catalogue';
import type { ColorRow, ColorsRepository, ManagedColorRow } from './colors.repository';

export interface ColorsServiceDeps {
  repository: ColorsRepository;
  /** Forgotten after every change, so the storefront shows it at once. */
  catalogueCache: CatalogueCache;
}

export const toColor = (row: ColorRow): Color => ({ _id: row.id, handle: row.handle, name: row.name, hex: row.hex, image: row.image });

const toManagedColor = (row: ManagedColorRow): ManagedColor => ({
  ...toColor(row),
  position: row.position,
  products: row.products,
  translations: row.translations,
});

/** The fields the audit log keeps of a colour. */
const auditFields = (row: ColorRow) => ({ name: row.name, handle: row.handle, hex: row.hex, image: row.image });

const productsText = (count: number) => (count === 1 ? '1 product' : `${count} products`);

/** The shop's colours: the storefront's list, and the admin's additions, edits, order and deletions, each audited. */
export function createColorsService({ repository, catalogueCache }: ColorsServiceDeps) {
  async function managed(id: string): Promise<ManagedColor> {
    const row = await repository.findById(id);
    if (!row) throw notFound('Colour not found.');
    return toManagedColor(row);
  }

  const audit = (actor: AuthUser, action: AuditAction, entityId: string, details: Record<string, unknown>) => ({
    actorId: actor.id,
    action,
    entityId,
    details,
  });

  async function listManaged(): Promise<ManagedColor[]> {
    return (await repository.listManaged()).map(toManagedColor);
  }

  return {
    listManaged,

    /** The storefront's swatches, named in `language` where the colour has a name there. */
    async list(language?: string): Promise<Color[]> {
      return (await repository.list(translatedLanguage(language) ?? undefined)).map(toColor);
    },

    /** The colour's name in another language; empty removes it, and the default language's shows (docs/decisions/046). */
    async translate(actor: AuthUser, id: string, input: ColorTranslationInputParsed): Promise<ManagedColor> {
      const current = await repository.findById(id);
      if (!current) throw notFound('Colour not found.');
      const name = input.name ?? '';
      const was = current.translations.find((translation) => translation.language === input.language)?.name ?? '';
      if (name !== was) {
        await repository.transaction(async (tx, repo) => {
          await repo.saveTranslation(id, input.language, name);
          await recordAudit(tx, {
            ...audit(actor, 'color.translate', id, { name: current.name, language: input.language }),
            before: { name: was },
            after: { name },
          });
        });
        await catalogueCache.invalidate();
      }
      return managed(id);
    },

    /** The unique index decides a taken handle (a check before the write could lose a race). */
    async create(actor: AuthUser, input: ColorInputParsed): Promise<ManagedColor> {
      let id: string;
      try {
        id = await repository.transaction(async (tx, repo) => {
          const [row] = await repo.insert([{ handle: input.handle, name: input.name, hex: input.hex ?? null, image: input.image ?? '' }]);
          await recordAudit(tx, { ...audit(actor, 'color.create', row!.id, { name: row!.name }), after: auditFields(row!) });
          return row!.id;
        });
      } catch (error) {
        if (!isUniqueViolation(error, 'colors_handle_idx')) throw error;
        throw badRequest(`Invalid input: another colour has the handle '${input.handle}'`, [
          { path: 'handle', message: `Another colour has the handle '${input.handle}'.` },
        ]);
      }
      await catalogueCache.invalidate();
      return managed(id);
    },

    /** A colour's name and swatch change; its handle stays (products, variants, bags and orders hold it). */
    async update(actor: AuthUser, id: string, input: ColorUpdateParsed): Promise<ManagedColor> {
      const current = await repository.findById(id);
      if (!current) throw notFound('Colour not found.');
      await repository.transaction(async (tx, repo) => {
        await repo.update(id, input);
        const after = await repo.findById(id);
        if (!after) throw notFound('Colour not found.');
        await recordAudit(tx, {
          ...audit(actor, 'color.update', id, { name: after.name, fields: Object.keys(input) }),
          before: auditFields(current),
          after: auditFields(after),
        });
      });
      await catalogueCache.invalidate();
      return managed(id);
    },

    /**
     * Deletes a colour. One that products come in needs `moveTo`: the colour they come in
     * instead, given to them first in the same transaction (their variants keep their facts).
     */
    async remove(actor: AuthUser, id: string, moveTo: string | undefined): Promise<string> {
      const current = await repository.findById(id);
      if (!current) throw notFound('Colour not found.');
      const target = moveTo === undefined ? undefined : await repository.findByHandle(moveTo);
      if (moveTo !== undefined && (!target || target.id === id)) {
        throw badRequest('Invalid input: choose another colour for its products', [
          { path: 'moveTo', message: target ? 'Choose another colour than the one you delete.' : `There is no colour '${moveTo}'.` },
        ]);
      }
      const moved = await repository.transaction(async (tx, repo) => {
        const count = target ? await repo.moveProducts(current.handle, target.handle) : 0;
        const left = (await repo.findById(id))?.products ?? 0;
        if (left > 0) {
          throw conflict(
            `${productsText(left)} ${left === 1 ? 'comes' : 'come'} in this colour: choose the colour they take instead first.`,
          );
        }
        if (!(await repo.delete(id))) throw notFound('Colour not found.');
        await recordAudit(tx, {
          ...audit(actor, 'color.delete', id, { name: current.name, ...(target ? { movedTo: target.handle, moved: count } : {}) }),
          before: auditFields(current),
        });
        return count;
      });
      await catalogueCache.invalidate();
      return moved === 0
        ? `Colour '${current.name}' deleted.`
        : `Colour '${current.name}' deleted; ${productsText(moved)} now in '${target!.name}'.`;
    },

    /** Puts the colours in the order of `ids`, which names each of them once. */
    async reorder(actor: AuthUser, ids: string[]): Promise<ManagedColor[]> {
      await repository.transaction(async (tx, repo) => {
        const all = await repo.allIds();
        const given = new Set(ids);
        if (given.size !== ids.length || all.length !== ids.length || !all.every((id) => given.has(id))) {
          throw badRequest('Invalid input: ids must name every colour once', [
            { path: 'ids', message: 'Name every colour once, in the new order.' },
          ]);
        }
        await repo.reorder(ids);
        await recordAudit(tx, audit(actor, 'color.reorder', ids[0]!, { order: ids }));
      });
      await catalogueCache.invalidate();
      return listManaged();
    },
  };
}

export type ColorsService = ReturnType<typeof createColorsService>;

import type {
  CategoryInputParsed,
  CategoryTranslationInputParsed,
  CategoryUpdateParsed,
  ManagedCategory,
} from '@shop/shared/category.schema';
import { translatedLanguage } from '@shop/shared/translation.schema';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { changedFields, recordAudit, type AuditAction } from '../audit';
import type { AuthUser } from '../../lib/guards';
import type { CatalogueCache } from '../catalogue';
import type { CategoriesRepository, CategoryRow, CategoryWords, ManagedCategoryRow } from './categories.repository';

export interface CategoriesServiceDeps {
  repository: CategoriesRepository;
  /** Forgotten after every change, so the storefront shows it at once. */
  catalogueCache: CatalogueCache;
}

export const toCategory = (row: CategoryRow) => ({
  _id: row.id,
  handle: row.handle,
  name: row.name,
  description: row.description,
  image: row.image,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
});

const toManagedCategory = (row: ManagedCategoryRow): ManagedCategory => ({
  ...toCategory(row),
  position: row.position,
  hidden: row.hidden,
  products: row.products,
  googleProductCategory: row.googleProductCategory,
  gender: row.gender,
  ageGroup: row.ageGroup,
  translations: row.translations,
});

/** The fields the audit log keeps of a category. */
const auditFields = (row: CategoryRow) => ({
  name: row.name,
  handle: row.handle,
  description: row.description,
  image: row.image,
  hidden: row.hidden,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  googleProductCategory: row.googleProductCategory,
  gender: row.gender,
  ageGroup: row.ageGroup,
});

/** The shop's categories: the storefront's list, and the admin's additions, edits, order and deletions, each audited. */
export function createCategoriesService({ repository, catalogueCache }: CategoriesServiceDeps) {
  async function managed(id: string): Promise<ManagedCategory> {
    const row = await repository.findById(id);
    if (!row) throw notFound('Category not found.');
    return toManagedCategory(row);
  }

  /**
   * Runs a write that may give a category a handle another has: the unique index decides (a
   * check before the write could lose a race), and the admin is told which field to change.
   */
  async function withHandle<T>(handle: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (handle === undefined || !isUniqueViolation(error, 'categories_handle_idx')) throw error;
      throw badRequest(`Invalid input: another category has the handle '${handle}'`, [
        { path: 'handle', message: `Another category has the handle '${handle}'.` },
      ]);
    }
  }

  const audit = (actor: AuthUser, action: AuditAction, entityId: string, details: Record<string, unknown>) => ({
    actorId: actor.id,
    action,
    entityId,
    details,
  });

  async function listManaged(): Promise<ManagedCategory[]> {
    return (await repository.listManaged()).map(toManagedCategory);
  }

  return {
    listManaged,

    /** A visible category, for its page, in `language` where it has words in it; a hidden or unknown one is not found. */
    async visibleByHandle(handle: string, language?: string) {
      const row = await repository.findByHandleIn(handle, translatedLanguage(language) ?? undefined);
      if (!row || row.hidden) throw notFound('Category not found.');
      return toCategory(row);
    },

    /** The storefront's categories, in `language` where they have words in it. */
    async listVisible(language?: string) {
      return (await repository.listVisible(translatedLanguage(language) ?? undefined)).map(toCategory);
    },

    /** The category's words in another language, as a whole; each empty field shows the default language's (docs/decisions/046). */
    async translate(actor: AuthUser, id: string, input: CategoryTranslationInputParsed): Promise<ManagedCategory> {
      const current = await repository.findById(id);
      if (!current) throw notFound('Category not found.');
      const words: CategoryWords = {
        name: input.name ?? '',
        description: input.description ?? '',
        seoTitle: input.seoTitle ?? '',
        seoDescription: input.seoDescription ?? '',
      };
      const saved = current.translations.find((translation) => translation.language === input.language);
      const was: CategoryWords = {
        name: saved?.name ?? '',
        description: saved?.description ?? '',
        seoTitle: saved?.seoTitle ?? '',
        seoDescription: saved?.seoDescription ?? '',
      };
      const changed = changedFields(was, words);
      if (Object.keys(changed.before).length > 0) {
        await repository.transaction(async (tx, repo) => {
          await repo.saveTranslation(id, input.language, words);
          await recordAudit(tx, {
            ...audit(actor, 'category.translate', id, { name: current.name, language: input.language }),
            ...changed,
          });
        });
        await catalogueCache.invalidate();
      }
      return managed(id);
    },

    async create(actor: AuthUser, input: CategoryInputParsed): Promise<ManagedCategory> {
      const id = await withHandle(input.handle, () =>
        repository.transaction(async (tx, repo) => {
          const [row] = await repo.insert([
            {
              handle: input.handle,
              name: input.name,
              description: input.description ?? '',
              image: input.image ?? '',
              hidden: input.hidden ?? false,
              seoTitle: input.seoTitle ?? '',
              seoDescription: input.seoDescription ?? '',
              googleProductCategory: input.googleProductCategory ?? '',
              gender: input.gender ?? null,
              ageGroup: input.ageGroup ?? null,
            },
          ]);
          await recordAudit(tx, { ...audit(actor, 'category.create', row!.id, { name: row!.name }), after: auditFields(row!) });
          return row!.id;
        }),
      );
      await catalogueCache.invalidate();
      return managed(id);
    },

    /** A new handle is the products' new category at once (the database cascades it). */
    async update(actor: AuthUser, id: string, input: CategoryUpdateParsed): Promise<ManagedCategory> {
      const current = await repository.findById(id);
      if (!current) throw notFound('Category not found.');
      await withHandle(input.handle, () =>
        repository.transaction(async (tx, repo) => {
          await repo.update(id, input);
          const after = await repo.findById(id);
          if (!after) throw notFound('Category not found.');
          await recordAudit(tx, {
            ...audit(actor, 'category.update', id, { name: after.name, fields: Object.keys(input) }),
            before: auditFields(current),
            after: auditFields(after),
          });
        }),
      );
      await catalogueCache.invalidate();
      return managed(id);
    },

    /**
     * Deletes a category. One that products have, as their main category or a further one, needs
     * `moveTo`: the category they move to first, in the same transaction.
     */
    async remove(actor: AuthUser, id: string, moveTo: string | undefined): Promise<string> {
      const current = await repository.findById(id);
      if (!current) throw notFound('Category not found.');
      const target = moveTo === undefined ? undefined : await repository.findByHandle(moveTo);
      if (moveTo !== undefined && (!target || target.id === id)) {
        throw badRequest(`Invalid input: choose another category for its products`, [
          { path: 'moveTo', message: target ? 'Choose another category than the one you delete.' : `There is no category '${moveTo}'.` },
        ]);
      }
      const moved = await repository.transaction(async (tx, repo) => {
        const count = target ? await repo.moveProducts(current.handle, target.handle) : 0;
        const left = (await repo.findById(id))?.products ?? 0;
        if (left > 0) {
          throw conflict(`${left === 1 ? '1 product has' : `${left} products have`} this category: choose where they go first.`);
        }
        if (!(await repo.delete(id))) throw notFound('Category not found.');
        await recordAudit(tx, {
          ...audit(actor, 'category.delete', id, { name: current.name, ...(target ? { movedTo: target.handle, moved: count } : {}) }),
          before: auditFields(current),
        });
        return count;
      });
      await catalogueCache.invalidate();
      return moved === 0
        ? `Category '${current.name}' deleted.`
        : `Category '${current.name}' deleted; ${moved === 1 ? '1 product' : `${moved} products`} moved to '${target!.name}'.`;
    },

    /** Puts the categories in the order of `ids`, which names each of them once. */
    async reorder(actor: AuthUser, ids: string[]): Promise<ManagedCategory[]> {
      await repository.transaction(async (tx, repo) => {
        const all = await repo.allIds();
        const given = new Set(ids);
        if (given.size !== ids.length || all.length !== ids.length || !all.every((id) => given.has(id))) {
          throw badRequest('Invalid input: ids must name every category once', [
            { path: 'ids', message: 'Name every category once, in the new order.' },
          ]);
        }
        await repo.reorder(ids);
        await recordAudit(tx, audit(actor, 'category.reorder', ids[0]!, { order: ids }));
      });
      await catalogueCache.invalidate();
      return listManaged();
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;

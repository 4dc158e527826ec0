import { sizeLabel } from '@shop/shared/constants';
import type { ManagedSizeSet, SizeSet, SizeSetInputParsed, SizeSetUpdateParsed } from '@shop/shared/size-set.schema';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { recordAudit, type AuditAction } from '../audit';
import type { AuthUser } from '../../lib/guards';
import type { CatalogueCache } from '../catalogue';
import type { ManagedSizeSetRow, SizeSetRow, SizeSetsRepository } from './size-sets.repository';

export interface SizeSetsServiceDeps {
  repository: SizeSetsRepository;
  /** Forgotten after every change, so the storefront shows it at once. */
  catalogueCache: CatalogueCache;
}

export const toSizeSet = (row: SizeSetRow): SizeSet => ({ _id: row.id, handle: row.handle, name: row.name, sizes: row.sizes });

const toManagedSizeSet = (row: ManagedSizeSetRow): ManagedSizeSet => ({
  ...toSizeSet(row),
  position: row.position,
  products: row.products,
});

/** The fields the audit log keeps of a set. */
const auditFields = (row: SizeSetRow) => ({ name: row.name, handle: row.handle, sizes: row.sizes });

const labels = (sizes: string[]) => sizes.map(sizeLabel).join(', ');

/** The shop's size sets: the storefront's list, and the admin's additions, edits, order and deletions, each audited. */
export function createSizeSetsService({ repository, catalogueCache }: SizeSetsServiceDeps) {
  async function managed(id: string): Promise<ManagedSizeSet> {
    const row = await repository.findById(id);
    if (!row) throw notFound('Size set not found.');
    return toManagedSizeSet(row);
  }

  /** Runs a write that may give a set a handle another has: the unique index decides, and the admin is told which field to change. */
  async function withHandle<T>(handle: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (handle === undefined || !isUniqueViolation(error, 'size_sets_handle_idx')) throw error;
      throw badRequest(`Invalid input: another size set has the handle '${handle}'`, [
        { path: 'handle', message: `Another size set has the handle '${handle}'.` },
      ]);
    }
  }

  const audit = (actor: AuthUser, action: AuditAction, entityId: string, details: Record<string, unknown>) => ({
    actorId: actor.id,
    action,
    entityId,
    details,
  });

  async function listManaged(): Promise<ManagedSizeSet[]> {
    return (await repository.listManaged()).map(toManagedSizeSet);
  }

  return {
    listManaged,

    async list(): Promise<SizeSet[]> {
      return (await repository.list()).map(toSizeSet);
    },

    async create(actor: AuthUser, input: SizeSetInputParsed): Promise<ManagedSizeSet> {
      const id = await withHandle(input.handle, () =>
        repository.transaction(async (tx, repo) => {
          const [row] = await repo.insert([{ handle: input.handle, name: input.name, sizes: input.sizes }]);
          await recordAudit(tx, { ...audit(actor, 'size-set.create', row!.id, { name: row!.name }), after: auditFields(row!) });
          return row!.id;
        }),
      );
      await catalogueCache.invalidate();
      return managed(id);
    },

    /**
     * A new handle is its products' at once (the database cascades it); new sizes, in a new
     * order, put its products' sizes in that order. A size its products come in cannot go.
     */
    async update(actor: AuthUser, id: string, input: SizeSetUpdateParsed): Promise<ManagedSizeSet> {
      const current = await repository.findById(id);
      if (!current) throw notFound('Size set not found.');
      await withHandle(input.handle, () =>
        repository.transaction(async (tx, repo) => {
          if (input.sizes) {
            const kept = new Set(input.sizes);
            const dropped = (await repo.sizesInUse(current.handle)).filter((size) => !kept.has(size));
            if (dropped.length > 0) {
              throw badRequest(`Invalid input: products of this set come in ${labels(dropped)}`, [
                {
                  path: 'sizes',
                  message: `Products of this set come in ${labels(dropped)}: keep ${dropped.length === 1 ? 'it' : 'them'}, or take ${dropped.length === 1 ? 'it' : 'them'} off those products first.`,
                },
              ]);
            }
          }
          await repo.update(id, input);
          const after = await repo.findById(id);
          if (!after) throw notFound('Size set not found.');
          await recordAudit(tx, {
            ...audit(actor, 'size-set.update', id, { name: after.name, fields: Object.keys(input) }),
            before: auditFields(current),
            after: auditFields(after),
          });
        }),
      );
      await catalogueCache.invalidate();
      return managed(id);
    },

    /**
     * Deletes a set. One that products use needs `moveTo`: a set holding every size they come
     * in, which they move to first, in the same transaction.
     */
    async remove(actor: AuthUser, id: string, moveTo: string | undefined): Promise<string> {
      const current = await repository.findById(id);
      if (!current) throw notFound('Size set not found.');
      const target = moveTo === undefined ? undefined : await repository.findByHandle(moveTo);
      if (moveTo !== undefined && (!target || target.id === id)) {
        throw badRequest('Invalid input: choose another size set for its products', [
          { path: 'moveTo', message: target ? 'Choose another size set than the one you delete.' : `There is no size set '${moveTo}'.` },
        ]);
      }
      const moved = await repository.transaction(async (tx, repo) => {
        let count = 0;
        if (target) {
          const held = new Set(target.sizes);
          const lacking = (await repo.sizesInUse(current.handle)).filter((size) => !held.has(size));
          if (lacking.length > 0) {
            throw badRequest(`Invalid input: '${target.name}' lacks ${labels(lacking)}`, [
              { path: 'moveTo', message: `'${target.name}' lacks ${labels(lacking)}, which these products come in: add them to it first.` },
            ]);
          }
          count = await repo.moveProducts(current.handle, target.handle);
        }
        const left = (await repo.findById(id))?.products ?? 0;
        if (left > 0) {
          throw conflict(`${left === 1 ? '1 product uses' : `${left} products use`} this size set: choose the set they move to first.`);
        }
        if (!(await repo.delete(id))) throw notFound('Size set not found.');
        await recordAudit(tx, {
          ...audit(actor, 'size-set.delete', id, { name: current.name, ...(target ? { movedTo: target.handle, moved: count } : {}) }),
          before: auditFields(current),
        });
        return count;
      });
      await catalogueCache.invalidate();
      return moved === 0
        ? `Size set '${current.name}' deleted.`
        : `Size set '${current.name}' deleted; ${moved === 1 ? '1 product' : `${moved} products`} moved to '${target!.name}'.`;
    },

    /** Puts the sets in the order of `ids`, which names each of them once. */
    async reorder(actor: AuthUser, ids: string[]): Promise<ManagedSizeSet[]> {
      await repository.transaction(async (tx, repo) => {
        const all = await repo.allIds();
        const given = new Set(ids);
        if (given.size !== ids.length || all.length !== ids.length || !all.every((id) => given.has(id))) {
          throw badRequest('Invalid input: ids must name every size set once', [
            { path: 'ids', message: 'Name every size set once, in the new order.' },
          ]);
        }
        await repo.reorder(ids);
        await recordAudit(tx, audit(actor, 'size-set.reorder', ids[0]!, { order: ids }));
      });
      await catalogueCache.invalidate();
      return listManaged();
    },
  };
}

export type SizeSetsService = ReturnType<typeof createSizeSetsService>;

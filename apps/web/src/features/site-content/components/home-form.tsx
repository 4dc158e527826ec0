import { DEFAULT_HOME, MAX_FEATURED_PRODUCTS, TILE_LABELS, type CategoryTile, type StudioTile } from '@shop/shared/site-content';
import { HomeContentInputSchema, type HomeContent, type ManagedSiteContent } from '@shop/shared/site-content.schema';
import { Plus } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import heroRail from '@/assets/home/hero-rail.svg';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { ImageUploadButton, ImageUploadStatus } from '@/components/ui/image-upload-button';
import { useProductSearch, type ProductChoice } from '@/features/sales/api/change-sales';
import { useImagePicker } from '@/features/uploads/api/upload-image';
import { useSaveHome } from '../api/manage-site-content';
import { moved, useBlockForm } from './block-form';
import { MoveButtons } from './move-buttons';

type Tiles<Id> = { id: Id; shown: boolean }[];

/** The home page's hero, its tiles (shown or hidden, in order) and its featured products. */
export function HomeForm({ content }: { content: ManagedSiteContent }) {
  const save = useSaveHome();
  const { values, change, errors, problem, submit, pending } = useBlockForm({
    draft: content.home,
    toInput: (draft: HomeContent) => draft,
    schema: HomeContentInputSchema,
    save,
  });
  const [uploading, setUploading] = useState(false);
  const statusId = useId();
  const hero = values.hero;
  const setHero = (field: keyof HomeContent['hero'], value: string) =>
    change((current) => ({ ...current, hero: { ...current.hero, [field]: value } }));
  const picker = useImagePicker({ onUploaded: (url) => setHero('image', url), onUploadingChange: setUploading });

  return (
    <form noValidate onSubmit={submit} aria-label="Home page" className="space-y-8">
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-medium">Hero</legend>
        <TextField
          label="Eyebrow"
          hint={`The small line above the headline; leave it empty for none. Default: ${DEFAULT_HOME.hero.eyebrow}.`}
          value={hero.eyebrow}
          maxLength={60}
          error={errors['hero.eyebrow']}
          onChange={(event) => setHero('eyebrow', event.target.value)}
        />
        <TextAreaField
          label="Headline"
          rows={2}
          value={hero.headline}
          maxLength={160}
          error={errors['hero.headline']}
          onChange={(event) => setHero('headline', event.target.value)}
        />
        <TextField
          label="Button text"
          hint="The button opens the shop."
          value={hero.buttonText}
          maxLength={50}
          error={errors['hero.buttonText']}
          onChange={(event) => setHero('buttonText', event.target.value)}
        />
        <div className="space-y-3">
          <p className="text-sm font-medium">Picture</p>
          <div className="flex flex-wrap items-start gap-4">
            <img
              src={hero.image || heroRail}
              alt={hero.image ? 'The picture chosen' : "The shop's own picture"}
              width={240}
              height={180}
              className="aspect-[4/3] w-48 rounded-md border border-line object-cover"
            />
            <div className="space-y-2">
              <ImageUploadButton
                uploading={uploading}
                onFileChosen={picker.onFileChosen}
                statusId={statusId}
                invalid={Boolean(errors['hero.image'])}
              >
                {hero.image ? 'Upload another picture' : 'Upload a picture'}
              </ImageUploadButton>
              <ImageUploadStatus id={statusId} uploading={uploading} error={picker.error ?? errors['hero.image']} />
              {hero.image ? (
                <Button
                  variant="ghost"
                  onClick={() => change((current) => ({ ...current, hero: { ...current.hero, image: '', imageAlt: '' } }))}
                >
                  Use the shop&apos;s own picture
                </Button>
              ) : null}
            </div>
          </div>
          {hero.image ? (
            <TextField
              label="Picture description"
              hint="What the picture shows, for shoppers who cannot see it."
              value={hero.imageAlt}
              maxLength={200}
              error={errors['hero.imageAlt']}
              onChange={(event) => setHero('imageAlt', event.target.value)}
            />
          ) : null}
        </div>
      </fieldset>

      <div className="grid gap-6 md:grid-cols-2">
        <TileList
          legend="Category tiles"
          hint="Each opens the shop at its category."
          tiles={values.categoryTiles}
          error={errors.categoryTiles}
          onChange={(categoryTiles) => change((current) => ({ ...current, categoryTiles: categoryTiles as Tiles<CategoryTile> }))}
        />
        <TileList
          legend="Studio tiles"
          hint="Each opens its page."
          tiles={values.studioTiles}
          error={errors.studioTiles}
          onChange={(studioTiles) => change((current) => ({ ...current, studioTiles: studioTiles as Tiles<StudioTile> }))}
        />
      </div>

      <FeaturedProducts
        ids={values.featured}
        known={content.featuredProducts}
        error={errors.featured}
        onChange={(featured) => change((current) => ({ ...current, featured }))}
      />

      {problem ? <FormAlert title="The home page was not saved." detail={problem} /> : null}
      <FormActions pending={pending} disabled={uploading} submitLabel="Save home page" pendingLabel="Saving…" />
    </form>
  );
}

/** One group of tiles: each shown or hidden, in the order the home page shows them. */
function TileList({
  legend,
  hint,
  tiles,
  error,
  onChange,
}: {
  legend: string;
  hint: string;
  tiles: Tiles<CategoryTile | StudioTile>;
  error?: string;
  onChange: (tiles: Tiles<CategoryTile | StudioTile>) => void;
}) {
  const shownCount = tiles.filter((tile) => tile.shown).length;
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-medium">{legend}</legend>
      <p className="text-sm text-muted">
        {hint} {shownCount === 0 ? 'All hidden: the section is left out.' : null}
      </p>
      <ol className="divide-y divide-line rounded-md border border-line">
        {tiles.map((tile, index) => {
          const name = TILE_LABELS[tile.id];
          return (
            <li key={tile.id} className="flex items-center gap-2 px-3 py-1">
              <label className="flex min-h-touch flex-1 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  checked={tile.shown}
                  onChange={(event) => onChange(tiles.map((one) => (one.id === tile.id ? { ...one, shown: event.target.checked } : one)))}
                  className="size-5 accent-ink"
                />
                <span className={tile.shown ? undefined : 'text-muted line-through'}>Show {name}</span>
              </label>
              <MoveButtons name={name} index={index} count={tiles.length} onMove={(by) => onChange(moved(tiles, index, by))} />
            </li>
          );
        })}
      </ol>
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </fieldset>
  );
}

/** The featured products in order, and a search by name to add more. */
function FeaturedProducts({
  ids,
  known,
  error,
  onChange,
}: {
  ids: string[];
  known: ManagedSiteContent['featuredProducts'];
  error?: string;
  onChange: (ids: string[]) => void;
}) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const found = useProductSearch(term);
  const [picked, setPicked] = useState<ProductChoice[]>([]);
  const nameOf = (id: string) =>
    picked.find((product) => product.id === id)?.name ??
    known.find((product) => product._id === id)?.name ??
    'A product no longer in the shop';
  const full = ids.length >= MAX_FEATURED_PRODUCTS;
  const offered = (found.data ?? []).filter((product) => !ids.includes(product.id));

  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-medium">Featured products</legend>
      <p className="text-sm text-muted">
        Shown on the home page in this order, up to {MAX_FEATURED_PRODUCTS}; a product no longer sold is left out. None: no featured
        section.
      </p>
      {ids.length > 0 ? (
        <ol className="divide-y divide-line rounded-md border border-line">
          {ids.map((id, index) => (
            <li key={id} className="flex items-center gap-2 px-3 py-1">
              <span className="min-h-touch flex-1 content-center">{nameOf(id)}</span>
              <MoveButtons
                name={nameOf(id)}
                index={index}
                count={ids.length}
                onMove={(by) => onChange(moved(ids, index, by))}
                onRemove={() => onChange(ids.filter((one) => one !== id))}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-md border border-dashed border-line px-4 py-4 text-center text-sm text-muted">No featured products.</p>
      )}
      {error ? <p className="text-sm text-danger">{error}</p> : null}
      <TextField
        label="Find products"
        type="search"
        autoComplete="off"
        hint={full ? `The home page features ${MAX_FEATURED_PRODUCTS} products at most.` : 'Two letters of a name at least.'}
        value={search}
        disabled={full}
        onChange={(event) => setSearch(event.target.value)}
      />
      {!full && term.length >= 2 && found.data ? (
        offered.length > 0 ? (
          <ul aria-label="Products found" className="flex flex-wrap gap-2">
            {offered.map((product) => (
              <li key={product.id}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setPicked((list) => [...list, product]);
                    onChange([...ids, product.id]);
                  }}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  Feature {product.name}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No other products match.</p>
        )
      ) : null}
    </fieldset>
  );
}

import type { Review } from '@shop/shared/product.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { signIn, testUser } from '@/test/users';
import { makeReview } from '../testing/review-fixtures';
import { PostReviewModal } from './post-review-modal';

const productId = '0b6f5c1e-8d2a-4f0e-9a57-3c1d2e4f5a6b';

/** A stand-in product page: a heading and the button that opens the modal. */
function ProductPage({ ownReview }: { ownReview?: Review }) {
  usePageTitle('Heavy Cotton Tee');
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1>Heavy Cotton Tee</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Add A Review
      </button>
      <PostReviewModal productId={productId} ownReview={ownReview} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const adasReview = makeReview({
  _id: 'r-ada',
  rating: 4,
  comment: 'Fits true to size.',
  fit: 'true',
  productId,
  userId: { _id: testUser._id, username: testUser.username, profileImage: null },
  updatedAt: '2026-11-22T12:00:00.000Z',
});

/** Answers the post and the edit of a review with the review as sent. */
const reviewsApi: ApiHandler = ({ method, path, body }) => {
  if (method !== 'POST' && method !== 'PATCH') return undefined;
  const { rating, comment, fit } = body as Partial<Review>;
  const review = { ...adasReview, rating: rating ?? adasReview.rating, comment: comment ?? adasReview.comment, fit: fit ?? null };
  if (method === 'POST' && path === '/reviews/post-review') return Response.json({ message: 'Comment posted successfully!', review });
  if (method === 'PATCH' && path === `/reviews/${adasReview._id}`) return Response.json({ message: 'Review updated.', review });
  return undefined;
};

async function openModal({ ownReview, api = reviewsApi }: { ownReview?: Review; api?: ApiHandler } = {}) {
  signIn(testUser);
  const page = await renderPage(<ProductPage ownReview={ownReview} />, { route: '/shop/:id', path: `/shop/${productId}`, api });
  await page.user.click(screen.getByRole('button', { name: 'Add A Review' }));
  const dialog = screen.getByRole('dialog', { name: 'Post A Review' });
  const comment = within(dialog).getByRole('textbox', { name: 'Comment' });
  const submit = () => page.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return { ...page, dialog, comment, submit };
}

describe("the 'Post A Review' modal", () => {
  it("offers the fit as an optional radio group, 'Not sure' at first, and sends the one chosen", async () => {
    const { dialog, comment, submit, user, fetchMock } = await openModal();
    const fit = within(dialog).getByRole('group', { name: 'How does it fit? (optional)' });
    expect(
      within(fit)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Runs small', 'True to size', 'Runs large', 'Not sure']);
    expect(within(fit).getByRole('radio', { name: 'Not sure' })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(fit).getByRole('radio', { name: 'Runs small' }));
    expect(within(fit).getByRole('radio', { name: 'Not sure' })).not.toBeChecked();
    await user.type(comment, 'Order one size up.');
    await submit();

    expect(await screen.findByText('Comment posted successfully!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/reviews/post-review').map((call) => call.body)).toEqual([
      { rating: 5, comment: 'Order one size up.', fit: 'small', productId, userId: testUser._id },
    ]);
  });

  it("sends no fit (null) when 'Not sure' is chosen again", async () => {
    const { dialog, comment, submit, user, fetchMock } = await openModal();
    await user.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Runs large' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Not sure' }));
    await user.type(comment, 'Fine.');
    await submit();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/reviews/post-review')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/reviews/post-review')[0]!.body).toMatchObject({ fit: null });
  });

  it('counts the characters as they are written', async () => {
    const { dialog, comment, user } = await openModal();
    expect(dialog).toHaveTextContent('0 / 2,000 characters');
    await user.click(comment);
    await user.paste('a'.repeat(1234));
    expect(dialog).toHaveTextContent('1,234 / 2,000 characters');
    expect(dialog).not.toHaveTextContent('too many');
  });

  it('keeps a pasted comment over 2,000 characters whole, warns, and sends nothing until it is shorter', async () => {
    const { dialog, comment, submit, user, fetchMock } = await openModal();
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.click(comment);
    await user.paste('b'.repeat(2010));

    expect(comment).toHaveValue('b'.repeat(2010));
    expect(dialog).toHaveTextContent('2,010 / 2,000 characters · 10 too many');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your comment is over 2,000 characters.');

    await submit();
    expect(await within(dialog).findByText('Comment must be at most 2000 characters')).toBeInTheDocument();
    await waitFor(() => expect(comment).toHaveFocus());
    expect(comment).toHaveAccessibleDescription(expect.stringContaining('Comment must be at most 2000 characters'));
    expect(callsTo(fetchMock, 'POST', '/reviews/post-review')).toHaveLength(0);

    await user.type(comment, '{Backspace}'.repeat(10));
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    await submit();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/reviews/post-review')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/reviews/post-review')[0]!.body).toMatchObject({ comment: 'b'.repeat(2000) });
  });

  it('can be filled in and sent from the keyboard alone', async () => {
    const { dialog, user, fetchMock } = await openModal();
    // The modal opens on the first star, with nothing chosen yet.
    const first = within(dialog).getByRole('radio', { name: '1 star' });
    expect(first).toHaveFocus();
    expect(first).not.toBeChecked();

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('radio', { name: '3 stars' })).toBeChecked();

    await user.tab();
    expect(within(dialog).getByRole('radio', { name: 'Not sure' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('radio', { name: 'Runs large' })).toBeChecked();
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveFocus();
    // Then the usual size, which is optional.
    await user.keyboard('Roomy.{Tab}');
    expect(within(dialog).getByRole('textbox', { name: 'Your usual size (optional)' })).toHaveFocus();
    await user.keyboard('M{Tab}{Tab}{Enter}');

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/reviews/post-review')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/reviews/post-review')[0]!.body).toMatchObject({
      rating: 3,
      fit: 'large',
      comment: 'Roomy.',
      usualSize: 'M',
    });
  });

  describe('given the review the person already wrote', () => {
    it('says submitting updates it and starts from its stars, fit and comment', async () => {
      const { dialog, comment } = await openModal({ ownReview: adasReview });
      expect(dialog).toHaveAccessibleName('Post A Review');
      expect(dialog).toHaveAccessibleDescription('You reviewed this product on November 22, 2026. Submitting updates your review.');
      expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
      expect(within(dialog).getByRole('radio', { name: 'True to size' })).toBeChecked();
      expect(comment).toHaveValue('Fits true to size.');
    });

    it('opens on the chosen star, so the arrow keys move on from the saved rating', async () => {
      const { dialog, user } = await openModal({ ownReview: adasReview });
      expect(within(dialog).getByRole('radio', { name: '4 stars' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeChecked();
    });

    it("sends only what changed as PATCH /api/reviews/{id}, toasts 'Review updated.' and closes", async () => {
      const { dialog, submit, user, fetchMock } = await openModal({ ownReview: adasReview });
      await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
      await user.click(within(dialog).getByRole('radio', { name: 'Runs small' }));
      await submit();

      expect(await screen.findByText('Review updated.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, 'PATCH', '/reviews/r-ada').map((call) => call.body)).toEqual([{ rating: 5, fit: 'small' }]);
      expect(callsTo(fetchMock, 'POST', '/reviews/post-review')).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Add A Review' })).toHaveFocus();
    });

    it('clears the fit with Not sure and sends a changed comment trimmed', async () => {
      const { dialog, comment, submit, user, fetchMock } = await openModal({ ownReview: adasReview });
      await user.click(within(dialog).getByRole('radio', { name: 'Not sure' }));
      await user.clear(comment);
      await user.type(comment, '  Still true to size after ten washes.  ');
      await submit();
      await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/reviews/r-ada')).toHaveLength(1));
      expect(callsTo(fetchMock, 'PATCH', '/reviews/r-ada')[0]!.body).toEqual({
        comment: 'Still true to size after ten washes.',
        fit: null,
      });
    });

    it('closes without sending anything when nothing changed', async () => {
      const { submit, fetchMock } = await openModal({ ownReview: adasReview });
      await submit();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, 'PATCH', '/reviews/r-ada')).toHaveLength(0);
      expect(screen.queryByText('Review updated.')).not.toBeInTheDocument();
    });

    it("shows the server's reason when the edit is refused, and keeps the edit for another try", async () => {
      const { dialog, submit, user } = await openModal({
        ownReview: adasReview,
        api: ({ method }) =>
          method === 'PATCH' ? Response.json({ message: 'You can only edit your own review.' }, { status: 403 }) : undefined,
      });
      await user.click(within(dialog).getByRole('radio', { name: '2 stars' }));
      await submit();

      expect(await screen.findByText('You can only edit your own review.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Add A Review' }));
      expect(within(screen.getByRole('dialog', { name: 'Post A Review' })).getByRole('radio', { name: '2 stars' })).toBeChecked();
    });

    it("says 'Failed to update review.' when the server gives no reason", async () => {
      const { dialog, submit, user } = await openModal({
        ownReview: adasReview,
        api: ({ method }) => (method === 'PATCH' ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : undefined),
      });
      await user.click(within(dialog).getByRole('radio', { name: '1 star' }));
      await submit();
      expect(await screen.findByText('Failed to update review.')).toBeInTheDocument();
    });
  });
});

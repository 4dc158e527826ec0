import { ACCOUNT_PAGE_SIZE } from '@shop/shared/constants';
import type { UserReview } from '@shop/shared/review.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerTo, firstAnswer } from '@/test/api-answers';
import { listApi, pageFields } from '@/test/list-api';
import { callsTo, type ApiHandler, type mockApi } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { signIn, testUser } from '@/test/users';
import { UserReviewsPage } from '../pages/user-reviews-page';
import { aUserReview, makeReviewPhoto } from '../testing/review-fixtures';

const photosPath = '/reviews/r-ada/photos';

/** A verified buyer's review by the test user, with `photos` photos (the last one waiting for approval). */
function adasReview({ verified = true, photos = 0 } = {}): UserReview {
  return aUserReview({
    _id: 'r-ada',
    verified,
    photos: Array.from({ length: photos }, (_, index) => makeReviewPhoto(`ph${index + 1}`, index < photos - 1)),
  });
}

/**
 * The user's reviews (`GET /reviews/mine`) and their photos, as the server keeps them: a photo
 * sent is added, waiting for approval; a removed one goes; the next GET lists the change.
 */
function reviewsApi(initial: UserReview[]): ApiHandler {
  let added = 0;
  return listApi(initial, {
    path: '/reviews/mine',
    limit: ACCOUNT_PAGE_SIZE,
    answer: pageFields('reviews', 'totalReviews'),
    rowPath: /^\/reviews\/([^/]+)\/photos(?:\/([^/]+))?$/,
    writes: {
      POST: ({ id, match }, reviews) => {
        if (match[2]) return undefined;
        added += 1;
        const photo = makeReviewPhoto(`new${added}`, false);
        reviews.update(id, (review) => ({ ...review, photos: [...review.photos, photo] }));
        return Response.json({ message: 'Photo added.', photo }, { status: 201 });
      },
      DELETE: ({ id, match }, reviews) => {
        reviews.update(id, (review) => ({ ...review, photos: review.photos.filter((photo) => photo._id !== match[2]) }));
        return { message: 'Photo removed.' };
      },
    },
  });
}

/** The user's reviews page with `review`, and its 'Post A Review' modal opened on it. */
async function openEditor(review: UserReview, api: ApiHandler = reviewsApi([review])) {
  signIn(testUser);
  const page = await renderPage(<UserReviewsPage />, { route: '/dashboard/reviews', path: '/dashboard/reviews', api });
  await page.user.click(await screen.findByRole('button', { name: 'Edit your review of Heavy Cotton Tee' }));
  const dialog = await screen.findByRole('dialog', { name: 'Post A Review' });
  return { ...page, dialog };
}

/** The photos' part of the form, once it has loaded. */
const photosGroup = (dialog: HTMLElement) => within(dialog).findByRole('group', { name: /^Photos/ });

/** The hidden file input the 'Add a photo' button opens. */
function fileInputIn(group: HTMLElement): HTMLInputElement {
  const input = group.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input in the photos group');
  return input;
}

const jpeg = (name = 'on-me.jpg') => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

/** The photos' alt texts, in order. */
const photoNames = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('img')
    .map((image) => image.getAttribute('alt'));

/** The bodies of the uploads sent to `path`, as the form data's `image` files. */
function uploadsTo(fetchMock: ReturnType<typeof mockApi>, path: string): FormDataEntryValue[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === `/api${path}` && init?.method === 'POST')
    .map(([, init]) => {
      const body = init?.body;
      if (!(body instanceof FormData)) throw new Error(`The upload to ${path} was not sent as form data`);
      return body.get('image')!;
    });
}

describe("the review form's photos", () => {
  it('says only a verified buyer can add photos, and offers no upload, on an unverified review', async () => {
    const { dialog } = await openEditor(adasReview({ verified: false }));
    expect(await within(dialog).findByText('Only a verified buyer can add photos.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add a photo' })).not.toBeInTheDocument();
    expect(dialog.querySelector('input[type="file"]')).toBeNull();
  });

  it("lists a verified review's photos, marking the one waiting for approval", async () => {
    const { dialog } = await openEditor(adasReview({ photos: 2 }));
    const group = await photosGroup(dialog);
    expect(group).toHaveAccessibleName('Photos (up to 4; we remove camera and location data)');
    expect(photoNames(group)).toEqual(['Your photo 1', 'Your photo 2']);
    const first = within(group).getByRole('img', { name: 'Your photo 1' });
    expect(first).toHaveAttribute('src', '/uploads/ph1-400.webp');
    expect(first).toHaveAttribute('loading', 'lazy');

    const [approved, waiting] = within(group).getAllByRole('listitem');
    expect(approved).not.toHaveTextContent('Waiting for approval');
    expect(within(waiting!).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(group).getAllByText('Waiting for approval')).toHaveLength(1);
    expect(within(group).getByRole('button', { name: 'Remove photo 1' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Remove photo 2' })).toBeInTheDocument();
  });

  it("opens the file picker from a real 'Add a photo' button, sends the chosen file and toasts 'Photo added.'", async () => {
    const { dialog, user, fetchMock } = await openEditor(adasReview({ photos: 1 }));
    const group = await photosGroup(dialog);
    const add = within(group).getByRole('button', { name: 'Add a photo' });
    expect(add).toHaveAttribute('type', 'button');
    expect(add).toHaveAccessibleDescription('JPEG, PNG, WebP or AVIF, up to 5 MB.');
    const input = fileInputIn(group);
    expect(input).not.toBeVisible();
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');

    // The button opens the picker: the input is clicked (a browser shows its dialog then).
    let pickerOpened = 0;
    input.addEventListener('click', () => (pickerOpened += 1));
    await user.click(add);
    expect(pickerOpened).toBe(1);
    // Opening the picker is not submitting the review.
    expect(callsTo(fetchMock, 'PATCH', '/reviews/r-ada')).toHaveLength(0);

    await user.upload(input, jpeg());
    expect(await screen.findByText('Photo added.')).toBeInTheDocument();
    const [sent] = uploadsTo(fetchMock, photosPath);
    expect(uploadsTo(fetchMock, photosPath)).toHaveLength(1);
    expect(sent).toBeInstanceOf(File);
    expect(sent).toMatchObject({ name: 'on-me.jpg', type: 'image/jpeg' });
    expect(await (sent as File).text()).toBe('jpeg bytes');

    // The list refetched: the new photo shows, waiting for approval, and the modal stays open.
    await waitFor(() => expect(photoNames(group)).toEqual(['Your photo 1', 'Your photo 2']));
    const [, added] = within(group).getAllByRole('listitem');
    expect(within(added!).getByRole('img')).toHaveAttribute('src', '/uploads/new1-400.webp');
    expect(within(added!).getByText('Waiting for approval')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Post A Review' })).toBeInTheDocument();
  });

  it("shows the server's reason in an alert when it refuses the photo, and adds nothing", async () => {
    const refusal = 'That file is not an image we can read. Please upload a JPEG, PNG, WebP or AVIF image.';
    const review = adasReview({ photos: 1 });
    const { dialog, user, fetchMock } = await openEditor(
      review,
      firstAnswer(
        answerTo('POST', photosPath, () => Response.json({ message: refusal }, { status: 400 })),
        reviewsApi([review]),
      ),
    );
    const group = await photosGroup(dialog);
    await user.upload(fileInputIn(group), jpeg('broken.jpg'));

    expect(await within(group).findByRole('alert')).toHaveTextContent(refusal);
    expect(uploadsTo(fetchMock, photosPath)).toHaveLength(1);
    expect(photoNames(group)).toEqual(['Your photo 1']);
    expect(screen.queryByText('Photo added.')).not.toBeInTheDocument();
    // The button is back for another try.
    expect(within(group).getByRole('button', { name: 'Add a photo' })).toBeEnabled();
  });

  it("removes a photo with 'Remove photo N' and toasts 'Photo removed.'", async () => {
    const { dialog, user, fetchMock } = await openEditor(adasReview({ photos: 2 }));
    const group = await photosGroup(dialog);
    await user.click(within(group).getByRole('button', { name: 'Remove photo 1' }));

    expect(await screen.findByText('Photo removed.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', `${photosPath}/ph1`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'DELETE', `${photosPath}/ph2`)).toHaveLength(0);
    // The other photo is now the first.
    await waitFor(() => expect(photoNames(group)).toEqual(['Your photo 1']));
    expect(within(group).getByRole('img')).toHaveAttribute('src', '/uploads/ph2-400.webp');
    expect(within(group).getByText('Waiting for approval')).toBeInTheDocument();
  });

  it('takes no more than four photos: the add button goes and the form says so', async () => {
    const { dialog } = await openEditor(adasReview({ photos: 4 }));
    const group = await photosGroup(dialog);
    expect(photoNames(group)).toEqual(['Your photo 1', 'Your photo 2', 'Your photo 3', 'Your photo 4']);
    expect(within(group).getByText('A review has at most 4 photos.')).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Add a photo' })).not.toBeInTheDocument();
    expect(group.querySelector('input[type="file"]')).toBeNull();
  });

  it('offers adding again once a fourth photo is removed', async () => {
    const { dialog, user } = await openEditor(adasReview({ photos: 4 }));
    const group = await photosGroup(dialog);
    await user.click(within(group).getByRole('button', { name: 'Remove photo 4' }));
    expect(await within(group).findByRole('button', { name: 'Add a photo' })).toBeInTheDocument();
    expect(within(group).queryByText('A review has at most 4 photos.')).not.toBeInTheDocument();
  });

  it('hides the add button as the fourth photo arrives', async () => {
    const { dialog, user } = await openEditor(adasReview({ photos: 3 }));
    const group = await photosGroup(dialog);
    await user.upload(fileInputIn(group), jpeg());
    expect(await within(group).findByText('A review has at most 4 photos.')).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Add a photo' })).not.toBeInTheDocument();
  });
});

// Ratings and reviews: the distribution in percent, 3 reviews then 10 more per "view more", like / dislike only for
// verified customers (then the ratings are read again), and the review button and dialog.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { useSession } from '@shop/shared/session';
import { ReviewsSection } from './reviews-section';
import { mockApi } from '../../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../../tools/jest/remote/render';

const REVIEWS = Array.from({ length: 24 }, (_, i) => ({
  feedbackId: 100 + i,
  ratings: 5 - (i % 5),
  title: `Reseña ${i + 1}`,
  feedback: `Texto de la reseña ${i + 1}`,
  firstName: 'Ana',
  lastName: i === 0 ? null : 'Pérez',
  country: 'Perú',
  timeAgo: 'hace 3 días',
  likeCount: i === 0 ? 4 : 0,
  disLikeCount: i === 0 ? 1 : 0,
  liked: false,
  disliked: false,
}));

interface Options {
  canReview?: boolean;
  reviewed?: boolean;
}

function feedbackApi({ canReview = false, reviewed = false }: Options = {}) {
  const state = REVIEWS.map((r) => ({ ...r }));
  return mockApi((config: InternalAxiosRequestConfig) => {
    if (config.method === 'get' && config.url === '/PE/feedback/12') {
      const { limit, offset } = config.params as { limit: number; offset: number };
      return {
        data: {
          totalRatings: 20,
          totalReviews: state.length,
          averageRating: 4.1,
          individualRatings: [{ rating: 5, count: 10 }, { rating: 4, count: 5 }, { rating: 3, count: 3 }, { rating: 2, count: 1 }, { rating: 1, count: 1 }],
          feedbacks: { count: state.length, records: state.slice(offset, offset + limit) },
          canReview,
          reviewed,
        },
      };
    }
    if (config.method === 'post' && config.url === '/PE/feedback/like') {
      const body = JSON.parse(config.data as string) as { feedbackId: number; feedbackType: string; status: boolean };
      const review = state.find((r) => r.feedbackId === body.feedbackId)!;
      if (body.feedbackType === 'like') {
        review.likeCount += body.status ? 1 : -1;
        review.liked = body.status;
      }
      return { data: { feedbackId: review.feedbackId, likeCount: review.likeCount, disLikeCount: review.disLikeCount, liked: review.liked, disliked: review.disliked } };
    }
    if (config.method === 'post' && config.url === '/PE/feedback') return { status: 201, data: { feedbackId: 999 } };
    return { status: 404, data: {} };
  });
}

const feedbackCalls = (api: ReturnType<typeof mockApi>) => api.mock.calls.map(([c]) => c).filter((c) => c.method === 'get' && c.url === '/PE/feedback/12');
const reviews = () => screen.queryAllByRole('article');

const verified = () => useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '77' } });
const guest = () => useSession.setState({ userId: '9', userData: { roleName: 'WEB_GUEST_USER', userAddressId: '78' } });

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ language: 'es', country: 'PE', userId: null, userData: null });
});

describe('ReviewsSection', () => {
  it('sums the ratings up: average, totals and the 5-to-1 star distribution in percent', async () => {
    const api = feedbackApi();
    await renderWithShell(<ReviewsSection productId={12} productName="Inca Kola 500 ml" />);
    const distribution = await screen.findByRole('list', { name: 'Distribución de valoraciones' });
    const bars = within(distribution).getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      '5 estrellas: 50 %', '4 estrellas: 25 %', '3 estrellas: 15 %', '2 estrellas: 5 %', '1 estrella: 5 %',
    ]);
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['50', '25', '15', '5', '5']);
    expect(screen.getByText('4.1')).toBeInTheDocument();
    expect(screen.getByText('20 valoraciones')).toBeInTheDocument();
    expect(screen.getByText('24 reseñas')).toBeInTheDocument();
    expect(feedbackCalls(api)[0]!.params).toEqual({ languageCode: 'es', countryId: 'PE', limit: 3, offset: 0 });
  });

  it('shows the first 3 reviews, then 10 more per "view more" while fewer are shown than exist', async () => {
    const api = feedbackApi();
    await renderWithShell(<ReviewsSection productId={12} productName="Inca Kola 500 ml" />);
    await waitFor(() => expect(reviews()).toHaveLength(3));
    const first = reviews()[0]!;
    expect(within(first).getByRole('heading', { level: 3, name: 'Reseña 1' })).toBeInTheDocument();
    expect(within(first).getByText('Texto de la reseña 1')).toBeInTheDocument();
    expect(within(first).getByText('Ana · Perú · hace 3 días')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '5 estrellas de 5' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver más reseñas' }));
    await waitFor(() => expect(reviews()).toHaveLength(13));
    // Only the next reviews are asked for, after those shown.
    expect(feedbackCalls(api).at(-1)!.params).toMatchObject({ limit: 10, offset: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Ver más reseñas' }));
    await waitFor(() => expect(reviews()).toHaveLength(23));
    await userEvent.click(screen.getByRole('button', { name: 'Ver más reseñas' }));
    await waitFor(() => expect(reviews()).toHaveLength(24));
    expect(screen.queryByRole('button', { name: 'Ver más reseñas' })).not.toBeInTheDocument();
  }, 20_000);

  it('lets a verified customer like a review (its answer is the new count: nothing is read again), and take the like back', async () => {
    verified();
    const api = feedbackApi();
    await renderWithShell(<ReviewsSection productId={12} productName="Inca Kola 500 ml" />);
    await waitFor(() => expect(reviews()).toHaveLength(3));
    const like = within(reviews()[0]!).getByRole('button', { name: 'Me gusta (4)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    const readsBefore = feedbackCalls(api).length;

    await userEvent.click(like);
    const posts = () => api.mock.calls.map(([c]) => c).filter((c) => c.url === '/PE/feedback/like');
    expect(JSON.parse(posts()[0]!.data as string)).toEqual({ feedbackId: 100, userId: 5, feedbackType: 'like', status: true });
    const liked = await within(reviews()[0]!).findByRole('button', { name: 'Me gusta (5)' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(feedbackCalls(api).length).toBe(readsBefore);

    await userEvent.click(liked);
    expect(JSON.parse(posts()[1]!.data as string)).toEqual({ feedbackId: 100, userId: 5, feedbackType: 'like', status: false });
    expect(await within(reviews()[0]!).findByRole('button', { name: 'Me gusta (4)' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(within(reviews()[0]!).getByRole('button', { name: 'No me gusta (1)' }));
    expect(JSON.parse(posts()[2]!.data as string)).toMatchObject({ feedbackType: 'dislike', status: true });
  });

  it.each([
    ['a guest', guest],
    ['nobody logged in', () => undefined],
  ])('shows %s the counters only (no like buttons, no call) and a disabled review button', async (_who, setUp) => {
    setUp();
    const api = feedbackApi({ canReview: true });
    await renderWithShell(<ReviewsSection productId={12} productName="Inca Kola 500 ml" />);
    await waitFor(() => expect(reviews()).toHaveLength(3));
    const first = reviews()[0]!;
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Me gusta (4)' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'No me gusta (1)' })).toBeInTheDocument();
    const write = screen.getByRole('button', { name: 'Escribir una reseña' });
    expect(write).toBeDisabled();
    expect(write).toHaveAccessibleDescription('Inicia sesión como cliente verificado para opinar.');
    expect(api.mock.calls.some(([c]) => c.method === 'post')).toBe(false);
  });

  it('keeps the review button disabled for a verified customer who may not review (not received, or reviewed already)', async () => {
    verified();
    feedbackApi({ canReview: false });
    const { unmount } = await renderWithShell(<ReviewsSection productId={12} productName="Inca Kola 500 ml" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Escribir una reseña' })).toHaveAccessibleDescription('Podrás opinar cuando hayas recibido este producto.'));
    expect(screen.getByRole('button', { name: 'Escribir una reseña' })).toBeDisabled();
    unmount();

    feedbackApi({ canReview: true, reviewed: true });
    await renderWithShell(<ReviewsSection productId={12} productName="Inca Kola 500 ml" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Escribir una reseña' })).toHaveAccessibleDescription('Ya publicaste tu reseña de este producto.'));
    expect(screen.getByRole('button', { name: 'Escribir una reseña' })).toBeDisabled();
  });

  it('lets an eligible customer write a review: stars, title and text without leading spaces, with counters', async () => {
    verified();
    const api = feedbackApi({ canReview: true });
    await renderWithShell(<ReviewsSection productId={12} productName="Inca Kola 500 ml" />);
    const write = screen.getByRole('button', { name: 'Escribir una reseña' });
    await waitFor(() => expect(write).toBeEnabled());
    await userEvent.click(write);
    const dialog = await screen.findByRole('dialog', { name: 'Tu reseña de Inca Kola 500 ml' });

    // Nothing is sent until every field is filled.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(within(dialog).getByText('Elige de 1 a 5 estrellas.')).toBeInTheDocument();
    expect(api.mock.calls.some(([c]) => c.method === 'post')).toBe(false);

    // A click on the star's radio itself (jsdom has no layout for the pointer position MUI's Rating reads).
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 estrellas de 5' }));
    expect(within(dialog).getByRole('radio', { name: '4 estrellas de 5' })).toBeChecked();
    expect(within(dialog).queryByText('Elige de 1 a 5 estrellas.')).not.toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: 'Título' });
    await userEvent.type(title, '  Muy rica');
    expect(title).toHaveValue('Muy rica');
    expect(within(dialog).getByText('8/100')).toBeInTheDocument();
    const text = within(dialog).getByRole('textbox', { name: 'Tu reseña' });
    await userEvent.type(text, '   Llegó fría y a tiempo.');
    expect(text).toHaveValue('Llegó fría y a tiempo.');
    expect(within(dialog).getByText('22/1000')).toBeInTheDocument();
    expect(text).toHaveAttribute('maxlength', '1000');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    const post = api.mock.calls.map(([c]) => c).find((c) => c.method === 'post' && c.url === '/PE/feedback')!;
    expect(JSON.parse(post.data as string)).toEqual({ productId: 12, ratings: 4, title: 'Muy rica', feedback: 'Llegó fría y a tiempo.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => undefined);
  });
});

// Product reviews over HTTP: the rating summary and pages of reviews ("time ago" from the app clock, in es and en),
// likes and dislikes (one per customer), and writing a review (verified customers who received the product, once).
import type { LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../src/lib/clock.js';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { demoCustomer, newCustomer, newGuest, type TestCaller } from './helpers/sessions.js';

const START = '2026-06-15T15:00:00Z';
const clock = new ManualClock(START);
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp({ clock }); });
afterAll(async () => { await ctx?.close(); });
afterEach(() => clock.set(START));

const db = () => ctx.database.db;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(new Date(START).getTime() - ms);

function call(method: 'GET' | 'POST', url: string, caller?: TestCaller, payload?: unknown): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: caller ? { cookie: caller.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const general = (res: LightMyRequestResponse) => res.json().errors.general as { identifier: string; message: string }[];
const fieldErrors = (res: LightMyRequestResponse) => res.json().errors.fieldsErrors as { fieldName: string; identifier: string; message: string }[];
const ratingsOf = (productId: number, query = '', caller?: TestCaller) => call('GET', `/api/v1/PE/feedback/${productId}${query}`, caller);
const like = (caller: TestCaller, body: Record<string, unknown>, lang = 'es') => call('POST', `/api/v1/PE/feedback/like?languageCode=${lang}`, caller, body);
const review = (caller: TestCaller | undefined, body: Record<string, unknown>, lang = 'es') => call('POST', `/api/v1/PE/feedback?languageCode=${lang}`, caller, body);

/** Products without any review, handed out once. */
let fresh: number[] = [];
const take = (): number => {
  const next = fresh.shift();
  if (!next) throw new Error('out of test products');
  return next;
};
beforeAll(async () => {
  fresh = (await db().selectFrom('products as p').select('p.product_id').where('p.active', '=', true)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('feedback as f').select('f.feedback_id').whereRef('f.product_id', '=', 'p.product_id'))))
    .orderBy('p.product_id').execute()).map((r) => r.product_id);
});

async function insertReview(productId: number, userId: number, ratings: number, createdAt: Date, text: { title?: string | null; feedback?: string | null } = {}): Promise<number> {
  const row = await db().insertInto('feedback').values({
    product_id: productId, user_id: userId, ratings, title: text.title === undefined ? `Título ${ratings}` : text.title,
    feedback: text.feedback === undefined ? `Reseña de ${ratings} estrellas` : text.feedback, language_id: 1, created_at: createdAt, updated_at: createdAt,
  }).returning('feedback_id').executeTakeFirstOrThrow();
  return row.feedback_id;
}

let orderSeq = 0;
async function order(userId: number, status: string, items: { productId?: number; comboOfferId?: number; comboSelection?: string | null; itemStatus?: string }[]): Promise<number> {
  orderSeq += 1;
  const row = await db().insertInto('orders').values({
    order_number: `R-${orderSeq}`, user_id: userId, country_id: 'PE', language_id: 1, status: status as never, payment_method: 'CASH',
    tip: 0, base_price: 10, shipping: 0, service_charge: 0, discount: 0, promo_code_discount: 0, final_pay_amount: 10,
    idempotency_key: `reviews-${orderSeq}`, request_hash: 'h', address_snapshot: '{}', invoice_snapshot: '{}', created_at: ago(DAY), updated_at: ago(DAY),
  }).returning('order_id').executeTakeFirstOrThrow();
  await db().insertInto('order_items').values(items.map((i) => ({
    order_id: row.order_id, product_id: i.productId ?? null, combo_offer_id: i.comboOfferId ?? null, combo_selection: i.comboSelection ?? null,
    product_name: 'x', quantity: 1, unit_actual_price: 1, unit_discounted_price: 1, line_total: 1, item_status: (i.itemStatus ?? 'DELIVERED') as never,
  }))).execute();
  return row.order_id;
}

describe('ratings and reviews', () => {
  test('a seeded product: totals, the 5..1 distribution, average, newest first with every field; paging', async () => {
    const top = await db().selectFrom('feedback').select(['product_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('product_id').orderBy('n', 'desc').orderBy('product_id').executeTakeFirstOrThrow();
    const productId = top.product_id;
    const rows = await db().selectFrom('feedback as f').innerJoin('users as u', 'u.user_id', 'f.user_id')
      .select(['f.feedback_id', 'f.ratings', 'f.title', 'f.feedback', 'f.created_at', 'u.first_name', 'u.last_name'])
      .where('f.product_id', '=', productId).orderBy('f.created_at', 'desc').orderBy('f.feedback_id', 'desc').execute();
    expect(rows.length).toBeGreaterThan(1);

    // The seed dates its reviews 1–180 days before 30 June 2025.
    const now = Date.UTC(2025, 5, 30, 12);
    clock.set(now);
    const spanishAgo = (created: Date) => {
      const days = Math.floor((now - created.getTime()) / DAY);
      if (days < 30) return days === 1 ? 'hace 1 día' : `hace ${days} días`;
      return days < 60 ? 'hace 1 mes' : `hace ${Math.floor(days / 30)} meses`;
    };
    const res = await ratingsOf(productId, '?languageCode=es&countryId=PE&limit=100&offset=0');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const avg = Math.round((rows.reduce((s, r) => s + r.ratings, 0) / rows.length) * 10) / 10;
    expect(body).toEqual({
      totalRatings: rows.length,
      totalReviews: rows.length,
      averageRating: avg,
      individualRatings: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: rows.filter((r) => r.ratings === rating).length })),
      feedbacks: {
        count: rows.length,
        records: rows.map((r) => ({
          feedbackId: r.feedback_id, ratings: r.ratings, title: r.title, feedback: r.feedback, firstName: r.first_name, lastName: r.last_name,
          country: 'Perú', timeAgo: spanishAgo(r.created_at), likeCount: 0, disLikeCount: 0, liked: false, disliked: false,
        })),
      },
      canReview: false,
      reviewed: false,
    });
    // Default page: 3; then the next ones.
    const first = (await ratingsOf(productId)).json();
    expect(first.feedbacks.records.map((r: { feedbackId: number }) => r.feedbackId)).toEqual(rows.slice(0, 3).map((r) => r.feedback_id));
    const second = (await ratingsOf(productId, '?limit=1&offset=1&languageCode=en')).json();
    expect(second.feedbacks).toMatchObject({ count: rows.length, records: [{ feedbackId: rows[1]!.feedback_id, country: 'Peru' }] });
    expect(second.feedbacks.records[0].timeAgo).toMatch(/ ago$/);
  });

  test('a product without reviews: zeros for every star; ratings without text count as ratings only', async () => {
    const productId = take();
    expect((await ratingsOf(productId)).json()).toEqual({
      totalRatings: 0, totalReviews: 0, averageRating: 0,
      individualRatings: [{ rating: 5, count: 0 }, { rating: 4, count: 0 }, { rating: 3, count: 0 }, { rating: 2, count: 0 }, { rating: 1, count: 0 }],
      feedbacks: { count: 0, records: [] }, canReview: false, reviewed: false,
    });
    const [a, b, c] = [await newCustomer(ctx), await newCustomer(ctx), await newCustomer(ctx)];
    await insertReview(productId, a.userId, 5, ago(3 * DAY));
    await insertReview(productId, b.userId, 4, ago(2 * DAY), { title: null, feedback: null });
    await insertReview(productId, c.userId, 4, ago(DAY));
    const body = (await ratingsOf(productId)).json();
    expect(body).toMatchObject({
      totalRatings: 3, totalReviews: 2, averageRating: 4.3,
      individualRatings: [{ rating: 5, count: 1 }, { rating: 4, count: 2 }, { rating: 3, count: 0 }, { rating: 2, count: 0 }, { rating: 1, count: 0 }],
    });
    expect(body.feedbacks.records.map((r: { ratings: number; title: string | null }) => [r.ratings, r.title])).toEqual([[4, 'Título 4'], [4, null], [5, 'Título 5']]);
  });

  test('time ago from the app clock, in Spanish and English', async () => {
    const productId = take();
    const authors = await Promise.all(Array.from({ length: 9 }, () => newCustomer(ctx)));
    const ages = [30_000, 60_000, 45 * 60_000, 3_600_000, 5 * 3_600_000, DAY, 3 * DAY, 65 * DAY, 400 * DAY];
    for (const [i, age] of ages.entries()) await insertReview(productId, authors[i]!.userId, 5, ago(age));
    const texts = async (lang: string) => ((await ratingsOf(productId, `?limit=20&languageCode=${lang}`)).json().feedbacks.records as { timeAgo: string }[]).map((r) => r.timeAgo);
    expect(await texts('es')).toEqual([
      'hace un momento', 'hace 1 minuto', 'hace 45 minutos', 'hace 1 hora', 'hace 5 horas', 'hace 1 día', 'hace 3 días', 'hace 2 meses', 'hace 1 año',
    ]);
    expect(await texts('en')).toEqual([
      'just now', '1 minute ago', '45 minutes ago', '1 hour ago', '5 hours ago', '1 day ago', '3 days ago', '2 months ago', '1 year ago',
    ]);
    clock.advance(2 * DAY);
    expect((await texts('en'))[0]).toBe('2 days ago');
  });

  test('unknown product → 404; bad paging → 400; unknown country → 404', async () => {
    const missing = await ratingsOf(999_999, '?languageCode=en');
    expect(missing.statusCode).toBe(404);
    expect(general(missing)).toEqual([{ identifier: 'error.product.notFound', message: 'This product does not exist or is no longer for sale.' }]);
    expect((await ratingsOf(take(), '?limit=0')).statusCode).toBe(400);
    expect((await ratingsOf(take(), '?offset=-1')).statusCode).toBe(400);
    expect((await call('GET', `/api/v1/CO/feedback/${take()}`)).statusCode).toBe(404);
  });
});

describe('likes', () => {
  test('one reaction per customer: set, idempotent, switch, remove; counts add up over customers; GET shows the caller\'s', async () => {
    const productId = take();
    const author = await newCustomer(ctx);
    const feedbackId = await insertReview(productId, author.userId, 4, ago(DAY));
    const [ana, luis] = [await newCustomer(ctx), await newCustomer(ctx)];
    const send = (who: TestCaller, feedbackType: string, status: boolean) => like(who, { feedbackId, userId: who.userId, feedbackType, status });

    const res = await send(ana, 'like', true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ feedbackId, likeCount: 1, disLikeCount: 0, liked: true, disliked: false });
    expect((await send(ana, 'like', true)).json()).toEqual({ feedbackId, likeCount: 1, disLikeCount: 0, liked: true, disliked: false });
    expect((await send(luis, 'like', true)).json()).toEqual({ feedbackId, likeCount: 2, disLikeCount: 0, liked: true, disliked: false });
    // Switching replaces the like.
    expect((await send(ana, 'dislike', true)).json()).toEqual({ feedbackId, likeCount: 1, disLikeCount: 1, liked: false, disliked: true });
    // Removing a like Ana no longer has changes nothing.
    expect((await send(ana, 'like', false)).json()).toEqual({ feedbackId, likeCount: 1, disLikeCount: 1, liked: false, disliked: true });

    const seen = async (who?: TestCaller) => (await ratingsOf(productId, '', who)).json().feedbacks.records[0];
    expect(await seen(ana)).toMatchObject({ likeCount: 1, disLikeCount: 1, liked: false, disliked: true });
    expect(await seen(luis)).toMatchObject({ liked: true, disliked: false });
    expect(await seen()).toMatchObject({ likeCount: 1, disLikeCount: 1, liked: false, disliked: false });

    expect((await send(ana, 'dislike', false)).json()).toEqual({ feedbackId, likeCount: 1, disLikeCount: 0, liked: false, disliked: false });
    expect((await send(luis, 'like', false)).json()).toEqual({ feedbackId, likeCount: 0, disLikeCount: 0, liked: false, disliked: false });
    expect(await db().selectFrom('feedback_likes').selectAll().where('feedback_id', '=', feedbackId).execute()).toEqual([]);
  });

  test('guests 403, no session 401, someone else\'s userId 403, unknown review 404, bad body 400 — nothing changes', async () => {
    const productId = take();
    const author = await newCustomer(ctx);
    const feedbackId = await insertReview(productId, author.userId, 3, ago(DAY));
    const guest = await newGuest(ctx);
    const customer = await newCustomer(ctx);
    const counts = await tableCounts(ctx.database);

    let res = await like(guest, { feedbackId, userId: guest.userId, feedbackType: 'like', status: true });
    expect(res.statusCode).toBe(403);
    expect(general(res)[0]?.identifier).toBe('error.auth.customerRequired');
    res = await call('POST', '/api/v1/PE/feedback/like', undefined, { feedbackId, userId: customer.userId, feedbackType: 'like', status: true });
    expect(res.statusCode).toBe(401);
    res = await like(customer, { feedbackId, userId: author.userId, feedbackType: 'like', status: true }, 'en');
    expect(res.statusCode).toBe(403);
    expect(general(res)).toEqual([{ identifier: 'error.auth.forbidden', message: 'You are not allowed to access this resource.' }]);
    res = await like(customer, { feedbackId: 999_999, userId: customer.userId, feedbackType: 'like', status: true });
    expect(res.statusCode).toBe(404);
    expect(general(res)).toEqual([{ identifier: 'error.feedback.notFound', message: 'Esa reseña no existe.' }]);
    res = await like(customer, { feedbackId, userId: customer.userId, feedbackType: 'love', status: true });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)[0]?.fieldName).toBe('feedbackType');
    res = await like(customer, { feedbackId, userId: customer.userId, feedbackType: 'like' });
    expect(fieldErrors(res)).toEqual([{ fieldName: 'status', identifier: 'error.validation.required', message: 'Este campo es obligatorio.' }]);
    expect(await tableCounts(ctx.database)).toEqual(counts);
  });
});

describe('writing a review', () => {
  const body = (productId: number, fields: Record<string, unknown> = {}) => ({ productId, ratings: 4, title: 'Muy rico', feedback: 'Llegó frío y a tiempo.', ...fields });

  test('only after receiving the product; once; the answer is the review record; the summary follows', async () => {
    const productId = take();
    const customer = await newCustomer(ctx, { firstName: 'Rocío' });
    const counts = await tableCounts(ctx.database);
    let res = await review(customer, body(productId));
    expect(res.statusCode).toBe(409);
    expect(general(res)).toEqual([{ identifier: 'error.feedback.notPurchased', message: 'Solo puedes opinar sobre productos que recibiste en un pedido entregado.' }]);
    // An order not delivered yet, a cancelled one, or one where the item was removed does not count.
    await order(customer.userId, 'ON_ROUTE_TO_DELIVERY_ADDRESS', [{ productId }]);
    await order(customer.userId, 'DELIVERY_CANCELED', [{ productId }]);
    await order(customer.userId, 'DELIVERY_COMPLETED', [{ productId, itemStatus: 'REMOVED' }]);
    expect((await review(customer, body(productId))).statusCode).toBe(409);
    expect((await ratingsOf(productId, '', customer)).json()).toMatchObject({ canReview: false, reviewed: false });
    const counted = await tableCounts(ctx.database);
    expect(counted.feedback).toBe(counts.feedback);

    const orderId = await order(customer.userId, 'COMPLETED', [{ productId }]);
    expect((await ratingsOf(productId, '', customer)).json()).toMatchObject({ canReview: true, reviewed: false });
    res = await review(customer, body(productId, { ratings: 5 }), 'en');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      feedbackId: expect.any(Number), ratings: 5, title: 'Muy rico', feedback: 'Llegó frío y a tiempo.', firstName: 'Rocío', lastName: 'Customer',
      country: 'Peru', timeAgo: 'just now', likeCount: 0, disLikeCount: 0, liked: false, disliked: false,
    });
    const stored = await db().selectFrom('feedback').selectAll().where('feedback_id', '=', res.json().feedbackId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ product_id: productId, user_id: customer.userId, order_id: orderId, language_id: 2, created_at: new Date(START) });
    expect((await ratingsOf(productId, '', customer)).json()).toMatchObject({
      totalRatings: 1, averageRating: 5, canReview: false, reviewed: true, individualRatings: [{ rating: 5, count: 1 }, { rating: 4, count: 0 }, { rating: 3, count: 0 }, { rating: 2, count: 0 }, { rating: 1, count: 0 }],
    });

    const before = await tableCounts(ctx.database);
    res = await review(customer, body(productId, { ratings: 1 }));
    expect(res.statusCode).toBe(409);
    expect(general(res)).toEqual([{ identifier: 'error.feedback.duplicate', message: 'Ya escribiste una reseña de este producto.' }]);
    expect(await tableCounts(ctx.database)).toEqual(before);
  });

  test('a product received inside a combo counts (the line\'s choice, or a normal combo\'s products)', async () => {
    const chela = await db().selectFrom('combo_offers').select('combo_offer_id').where('code', '=', 'combo-arma-tu-chela').executeTakeFirstOrThrow();
    const desayuno = await db().selectFrom('combo_offers').select('combo_offer_id').where('code', '=', 'combo-desayuno').executeTakeFirstOrThrow();
    const lists = await db().selectFrom('combo_offer_lists as l').innerJoin('combo_offer_list_alternatives as a', 'a.list_id', 'l.list_id')
      .select(['l.list_id', 'a.product_id']).where('l.combo_offer_id', '=', chela.combo_offer_id).orderBy('l.sort_order').orderBy('a.sort_order').execute();
    const [beer, otherBeer, snack] = [lists[1]!, lists[0]!, lists[3]!];
    const breakfast = await db().selectFrom('combo_offer_products').select('product_id').where('combo_offer_id', '=', desayuno.combo_offer_id).orderBy('sort_order').executeTakeFirstOrThrow();
    const customer = await newCustomer(ctx);
    await order(customer.userId, 'DELIVERY_COMPLETED', [
      { comboOfferId: chela.combo_offer_id, comboSelection: JSON.stringify([{ listId: beer.list_id, productId: beer.product_id, quantity: 1 }, { listId: snack.list_id, productId: snack.product_id, quantity: 1 }]) },
      { comboOfferId: desayuno.combo_offer_id, comboSelection: null },
    ]);
    await db().deleteFrom('feedback').where('user_id', '=', customer.userId).execute();
    expect((await review(customer, body(beer.product_id))).statusCode).toBe(201);
    expect((await review(customer, body(breakfast.product_id))).statusCode).toBe(201);
    // The beer not chosen was not received.
    expect(general(await review(customer, body(otherBeer.product_id)))[0]?.identifier).toBe('error.feedback.notPurchased');
  });

  test('stars 1–5, title 1–100 and text 1–1000 without a leading space → 400 per field; unknown product 404', async () => {
    const productId = take();
    const customer = await newCustomer(ctx);
    await order(customer.userId, 'COMPLETED', [{ productId }]);
    const counts = await tableCounts(ctx.database);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ratings: 0 }, 'ratings', 'error.feedback.ratingsRange'],
      [{ ratings: 6 }, 'ratings', 'error.feedback.ratingsRange'],
      [{ ratings: 3.5 }, 'ratings', 'error.feedback.ratingsRange'],
      [{ ratings: '5' }, 'ratings', 'error.feedback.ratingsRange'],
      [{ ratings: undefined }, 'ratings', 'error.validation.required'],
      [{ title: '' }, 'title', 'error.feedback.titleLength'],
      [{ title: 'x'.repeat(101) }, 'title', 'error.feedback.titleLength'],
      [{ title: ' Rico' }, 'title', 'error.feedback.leadingSpace'],
      [{ feedback: '' }, 'feedback', 'error.feedback.textLength'],
      [{ feedback: 'x'.repeat(1001) }, 'feedback', 'error.feedback.textLength'],
      [{ feedback: ' Bueno' }, 'feedback', 'error.feedback.leadingSpace'],
      [{ feedback: 12 }, 'feedback', 'error.feedback.textLength'],
    ];
    for (const [fields, fieldName, identifier] of cases) {
      const res = await review(customer, body(productId, fields));
      expect([JSON.stringify(fields), res.statusCode]).toEqual([JSON.stringify(fields), 400]);
      expect(fieldErrors(res).map((f) => [f.fieldName, f.identifier])).toEqual([[fieldName, identifier]]);
    }
    const en = await review(customer, body(productId, { title: ' Yum' }), 'en');
    expect(fieldErrors(en)[0]?.message).toBe('It cannot start with a space.');
    const es = await review(customer, body(productId, { ratings: 9 }));
    expect(fieldErrors(es)[0]?.message).toBe('La calificación debe ser un número entero del 1 al 5.');
    const missing = await review(customer, body(999_999));
    expect([missing.statusCode, general(missing)[0]?.identifier]).toEqual([404, 'error.product.notFound']);
    expect(await tableCounts(ctx.database)).toEqual(counts);
    // The limits themselves are fine.
    expect((await review(customer, body(productId, { ratings: 1, title: 'x'.repeat(100), feedback: 'y'.repeat(1000) }))).statusCode).toBe(201);
  });

  test('guests 403 and no session 401, before the body is looked at; demo customers see their seeded reviews as reviewed', async () => {
    const guest = await newGuest(ctx);
    let res = await review(guest, { productId: take() }, 'en');
    expect(res.statusCode).toBe(403);
    expect(general(res)).toEqual([{ identifier: 'error.auth.customerRequired', message: 'This needs a verified account. Please sign in with your mobile number.' }]);
    res = await review(undefined, {});
    expect(res.statusCode).toBe(401);
    expect(general(res)[0]?.identifier).toBe('error.auth.sessionRequired');

    const maria = await demoCustomer(ctx, '987654321');
    const own = await db().selectFrom('feedback').select('product_id').where('user_id', '=', maria.userId).orderBy('feedback_id').executeTakeFirstOrThrow();
    expect((await ratingsOf(own.product_id, '', maria)).json()).toMatchObject({ reviewed: true, canReview: false });
    expect(general(await review(maria, body(own.product_id)))[0]?.identifier).toBe('error.feedback.duplicate');
  });
});

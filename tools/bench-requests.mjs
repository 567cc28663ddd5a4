// `npm run bench:requests`: the API requests the page makes in one scripted journey — a customer with an address opens
// home, adds three products, changes one quantity in the cart panel, applies a promo and opens a product page — counted
// by endpoint, per step, with medians over several runs (BENCH_RUNS, default 5). Also counts the cart reads (GET
// …/carts) sent after the first cart change. Reuses a running shop at BENCH_URL (or PORT) or starts one on a throw-away
// database. Prints numbers; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PORTS } from './ports.mjs';
import { CHROMIUM_LAUNCH, shopUnderTest } from './lib/shop-under-test.mjs';

const base = process.env.BENCH_URL ?? `http://127.0.0.1:${PORTS.gateway}`;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const verbose = process.argv.includes('--verbose');
const STEPS = ['home', 'add three products', 'change a quantity in the panel', 'apply a promo', 'open a product page'];
const PROMO = 'BIENVENIDO10';
/** The promo's minimum (goods after item discounts): the three products are chosen to reach it. */
const PROMO_MINIMUM = 30;
const QUIET_MS = 750;

const data = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-requests-'));
const stopShop = await shopUnderTest(base, {
  // Each run logs a new customer in: the per-address code limit (20 an hour) would stop a long series.
  env: { ...process.env, PGLITE_DIR: path.join(data, 'pglite'), OTP_PER_IP_PER_HOUR: '1000', GUESTS_PER_IP_PER_HOUR: '1000' },
});

/** `/api/v1/PE/es/carts/123/cart-items/9` → `/PE/es/carts/{id}/cart-items/{id}`. */
function endpointOf(url) {
  const { pathname } = new URL(url);
  return pathname.replace(/^\/api\/v1/, '').replace(/\/\d+(?=\/|$)/g, '/{id}');
}

/** fetch() from the page with the browser's cookies (not counted: it runs before counting starts). */
async function call(page, method, url, body) {
  return page.evaluate(async ({ method, url, body }) => {
    const res = await fetch(url, {
      method, credentials: 'include', headers: { 'Content-Type': 'application/json', 'X-Origin': 'web' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
    return text ? JSON.parse(text) : null;
  }, { method, url, body });
}

/** A verified adult customer with a Miraflores address, written to localStorage the way @shop/shared/calls does. */
async function customerWithAddress(page) {
  await page.goto(base);
  const phone = `94${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await call(page, 'POST', '/api/v1/PE/login/request-otp', { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN' });
  const [message] = await call(page, 'GET', `/api/dev/outbox?to=${encodeURIComponent(`+51${phone}`)}`);
  // The login records the consent to the terms, which the API requires.
  const login = await call(page, 'POST', '/api/v1/PE/login/verify-otp', { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN', otp: message.code, termsAccepted: true });
  const address = await call(page, 'POST', '/api/v1/user-addresses', {
    countryId: 'PE', street1: 'Av. José Larco 812, Miraflores', latitude: -12.1236, longitude: -77.0293,
    firstName: 'Bench', lastName: 'Requests', telephone: '987000111', alias: 'Home',
  });
  const dob = Date.parse('1990-04-12T05:00:00Z');
  await call(page, 'PUT', `/api/v1/PE/customers/${login.user.userId}`, { countryId: 'PE', idType: 'DNI', idNumber: `4${String(Date.now()).slice(-7)}`, dob });
  const role = login.user.userRoles[0];
  await page.evaluate(({ userId, roleName, roleId, cartId, userAddressId, dob }) => {
    localStorage.setItem('userId', String(userId));
    localStorage.setItem('userData', JSON.stringify({ roleName, userAddressId: String(userAddressId) }));
    localStorage.setItem('roleId', String(roleId));
    localStorage.setItem('cartId', String(cartId));
    localStorage.setItem('dob', String(dob));
    // The home pop-up (once a shop day) would cover the page: seen today.
    localStorage.setItem('popupBannerShownAt', String(Date.now()));
  }, { userId: login.user.userId, roleName: role.roleName, roleId: role.roleId, cartId: login.cartId, userAddressId: address.userAddressId, dob });
}

/**
 * The three products to add: home's popular products without an age limit, dearest first, so that together they pass
 * the promo's minimum; only those whose Add button the first screen shows.
 */
async function pickProducts(page) {
  const { records } = await (await fetch(`${base}/api/v1/PE/products/popular-products?countryId=PE&languageCode=es&limit=20&offset=0`, {
    headers: { 'X-Origin': 'web' },
  })).json();
  const popular = page.getByRole('main').getByRole('region', { name: 'Productos populares' });
  const candidates = records
    .filter((p) => p.available && p.ageRestriction === 0 && (p.toppings ?? []).length === 0)
    .map((p) => ({ name: p.name, price: p.productPrice?.[0]?.discountedPrice ?? 0 }))
    .sort((a, b) => b.price - a.price);
  const picked = [];
  for (const product of candidates) {
    const button = popular.getByRole('button', { name: `Agregar ${product.name} al carrito`, exact: true });
    if (await button.isVisible()) picked.push({ ...product, button });
    if (picked.length === 3) break;
  }
  if (picked.length < 3) throw new Error('fewer than three popular products without an age limit on the first screen');
  if (picked.reduce((sum, p) => sum + p.price, 0) < PROMO_MINIMUM) console.warn(`bench:requests: the three products stay under ${PROMO} minimum`);
  return picked;
}

async function journey(browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'es-PE', timezoneId: 'America/Lima' });
  const page = await context.newPage();
  let step = null;
  let mutated = false;
  const requests = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const isApi = (request) => new URL(request.url()).pathname.startsWith('/api/v1/') && ['fetch', 'xhr'].includes(request.resourceType());
  page.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight += 1;
    lastActivity = Date.now();
    if (step === null) return;
    const method = request.method();
    const endpoint = endpointOf(request.url());
    const cartRead = method === 'GET' && /\/carts$/.test(endpoint);
    requests.push({ step, key: `${method} ${endpoint}`, cartReadAfterChange: cartRead && mutated });
    if (method !== 'GET' && /\/carts\//.test(endpoint)) mutated = true;
  });
  const done = (request) => {
    if (!isApi(request)) return;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  /** Until no API request has been in flight for QUIET_MS (lazy sections, refetches and debounces included). */
  const settle = async () => {
    const until = Date.now() + 30_000;
    while (Date.now() < until && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) await page.waitForTimeout(100);
  };

  const header = page.getByRole('banner');
  const cartCount = (n) => header.getByRole('button', { name: new RegExp(`^Abrir carrito: ${n} producto`) });
  try {
    await customerWithAddress(page);

    step = 'home';
    await page.goto(base);
    const popular = page.getByRole('main').getByRole('region', { name: 'Productos populares' });
    await popular.getByRole('button', { name: /^Agregar .* al carrito$/ }).first().waitFor();
    await cartCount(0).waitFor();
    await settle();

    step = 'add three products';
    const products = await pickProducts(page);
    for (const [i, product] of products.entries()) {
      await product.button.click();
      await cartCount(i + 1).waitFor();
      await settle();
    }

    step = 'change a quantity in the panel';
    await cartCount(3).click();
    const panel = page.getByRole('dialog', { name: 'Tu carrito' });
    await panel.waitFor();
    // The header is hidden from the accessibility tree behind the panel: wait for the change's answer instead.
    const changed = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/cart-items\/\d+$/.test(new URL(r.url()).pathname));
    await panel.getByRole('button', { name: `Agregar uno más de ${products[0].name}` }).click();
    await changed;
    await settle();

    step = 'apply a promo';
    await panel.getByRole('button', { name: 'Aplicar un cupón' }).click();
    await page.getByRole('dialog', { name: 'Cupones disponibles' }).getByRole('button', { name: `Aplicar el cupón ${PROMO}` }).click();
    const applied = page.getByRole('dialog', { name: '¡Cupón aplicado!' });
    await applied.getByRole('button', { name: 'Entendido' }).click();
    await panel.getByText(PROMO).first().waitFor();
    await settle();

    step = 'open a product page';
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    // Its slide may be out of the row's view by now (the carousel followed the focus): the link is followed as a click on
    // it would be, without scrolling the row to it first.
    await popular.getByRole('link', { name: products[1].name }).first().dispatchEvent('click');
    await page.getByRole('heading', { level: 1, name: products[1].name }).waitFor();
    await settle();
  } catch (error) {
    throw new Error(`bench:requests: the journey failed at "${step ?? 'setup'}": ${error.message}`, { cause: error });
  } finally {
    await context.close();
  }
  return requests;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    const requests = await journey(browser);
    results.push(requests);
    console.log(`run ${run}/${runs}: ${requests.length} API requests, ${requests.filter((r) => r.cartReadAfterChange).length} cart reads after a cart change`);
    if (verbose) for (const r of requests) console.log(`  ${r.step.padEnd(32)} ${r.key}`);
  }
} finally {
  await browser.close();
  await stopShop();
  fs.rmSync(data, { recursive: true, force: true });
}

const countOf = (requests, filter) => requests.filter(filter).length;
const keys = [...new Set(results.flat().map((r) => r.key))].sort();
const fmt = (n) => String(Number.isInteger(n) ? n : n.toFixed(1)).padStart(6);
console.log(`\nAPI requests in the journey, ${base}, median of ${runs} run(s)\n`);
console.log(`${'endpoint'.padEnd(64)}${STEPS.map((_, i) => `s${i + 1}`.padStart(6)).join('')}${'total'.padStart(7)}`);
for (const key of keys) {
  const perStep = STEPS.map((s) => median(results.map((rs) => countOf(rs, (r) => r.key === key && r.step === s))));
  console.log(`${key.padEnd(64)}${perStep.map(fmt).join('')}${fmt(median(results.map((rs) => countOf(rs, (r) => r.key === key)))).padStart(7)}`);
}
const stepTotals = STEPS.map((s) => median(results.map((rs) => countOf(rs, (r) => r.step === s))));
console.log(`${'all'.padEnd(64)}${stepTotals.map(fmt).join('')}${fmt(median(results.map((rs) => rs.length))).padStart(7)}`);
console.log(`\nsteps: ${STEPS.map((s, i) => `s${i + 1} ${s}`).join(' · ')}`);
console.log(`cart reads (GET …/carts) after the first cart change: median ${median(results.map((rs) => countOf(rs, (r) => r.cartReadAfterChange)))}`);

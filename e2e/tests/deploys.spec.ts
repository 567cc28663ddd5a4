// Independent deploys from the shopper's side: one remote redeployed and rolled back while the host
// and the other remotes keep every byte; each remote down in turn while the rest of the journey works, and back
// after a redeploy without a reload; a remote built for another contract major refused cleanly.
//
// Each test has its own deploy folder and gateway (support/deploy-shop.ts says why) and deploys with the real
// command line, `node tools/deploy.mjs <remote> --from <build> --to <folder>`, never building: the builds are
// the ones `npm run test:e2e` serves, or copies of them changed by the test.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { REMOTE_DIRS, REPO, expect, hashTree, patchScripts, test, writeBuildFile, type DeployShop, type Remote } from './support/deploy-shop';
import { api, cartButton, guestWithAddress } from './support/session';
import { ES, expectCategories, expectSameDocument, markDocument, remoteNotice } from './support/shop';

/** A contract major the host does not provide: the next one after its own (shared/package.json "contract"). */
const OTHER_MAJOR = `${Number((JSON.parse(fs.readFileSync(path.join(REPO, 'shared', 'package.json'), 'utf8')) as { contract: string }).contract.split('.')[0]) + 1}.0.0`;

const REMOTES = Object.keys(REMOTE_DIRS) as Remote[];
const NEW_LABEL = 'Ofertas de la semana';

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const carousel = (page: Page, name = 'Promociones') => main(page).getByRole('region', { name, exact: true });
const searchBox = (page: Page) => header(page).getByRole('combobox', { name: 'Buscar productos' });
const locationChip = (page: Page) => header(page).getByRole('button', { name: /^Ubicación de entrega: (?!Elegir ubicación)/ });

test.beforeEach(async ({ page }) => {
  // The pop-up banner (once a day for a shopper with an address) is the banners suite's subject; here it would
  // only cover the page the journeys click on.
  await page.addInitScript(() => localStorage.setItem('popupBannerShownAt', String(Date.now())));
});

/** A copy of the banners build whose carousel is called NEW_LABEL: a changed build of that remote. */
function changedBannersBuild(shop: DeployShop): string {
  const copy = shop.copyBuild('banners', 'banners-changed');
  expect(patchScripts(copy, '"label":"Promociones"', `"label":"${NEW_LABEL}"`)).toBeGreaterThan(0);
  return copy;
}

/** What must not change when `remote` is redeployed: the host's build, the other remotes' builds and deployed versions. */
function untouched(shop: DeployShop, remote: Remote) {
  const others = REMOTES.filter((r) => r !== remote);
  const json = shop.remotesJson();
  return {
    host: hashTree(path.join(REPO, 'host', 'dist')),
    builds: Object.fromEntries(others.map((r) => [r, hashTree(shop.build(r))])),
    deployed: Object.fromEntries(others.map((r) => [r, hashTree(path.join(shop.dir, 'remotes', r))])),
    entries: Object.fromEntries(others.map((r) => [r, json[r]])),
  };
}

/**
 * Clicks Retry on the "could not load" notices in `scope` until none is left. One Retry that brings a remote back also
 * reloads that remote's other failed slots (remote:recovered), so a notice may vanish before its own Retry is clicked.
 */
async function retryAll(scope: Locator): Promise<void> {
  const notices = remoteNotice(scope);
  await expect(async () => {
    if ((await notices.count()) > 0) await notices.first().getByRole('button', { name: ES.retry }).click({ timeout: 2_000 });
    await expect(notices).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Header search (catalogue) → results → Add on the first Inca Kola tile; the tile then offers "one more". */
async function searchAndAdd(page: Page): Promise<void> {
  await searchBox(page).fill('inca kola');
  await searchBox(page).press('Enter');
  await main(page).getByRole('button', { name: /^Agregar Gaseosa Inca Kola .* al carrito$/ }).first().click();
  await expect(main(page).getByRole('button', { name: /^Agregar uno más de Gaseosa Inca Kola/ }).first()).toBeVisible();
}

/** The account remote's login dialog, opened from the host's header button and closed again. */
async function openAndCloseLogin(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(dialog.getByRole('textbox', { name: 'Número de celular' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The cart remote's panel, opened from its header button and closed again. */
async function openAndCloseCart(page: Page, count: number): Promise<void> {
  await cartButton(page, count).click();
  const panel = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

async function cartCount(page: Page): Promise<number> {
  return (await api<{ cartCount: number }>(page, 'GET', '/api/v1/PE/es/carts')).json.cartCount;
}

test('@deploys @banners redeploying one remote: the next page load shows the change, and no file of the host or the other remotes changes', async ({ page, shop }) => {
  for (const remote of REMOTES) shop.deploy(remote);
  const before = untouched(shop, 'banners');
  const first = shop.remotesJson().banners!.version!;
  const firstFiles = hashTree(path.join(shop.dir, 'remotes', 'banners', first));
  await page.goto('/');
  await expect(carousel(page)).toBeVisible();

  const second = shop.deploy('banners', changedBannersBuild(shop));
  expect(second).not.toBe(first);
  expect(shop.remotesJson().banners!.entry).toBe(`/remotes/banners/${second}/mf-manifest.json`);
  // A page already open keeps the version it loaded; the next load gets the new one.
  await expect(carousel(page)).toBeVisible();
  await page.reload();
  await expect(carousel(page, NEW_LABEL)).toBeVisible();
  await expect(carousel(page)).toHaveCount(0);
  await expectCategories(page);

  expect(untouched(shop, 'banners')).toEqual(before);
  // The version it replaced is kept as it was, for a rollback.
  expect(hashTree(path.join(shop.dir, 'remotes', 'banners', first))).toEqual(firstFiles);
});

test('@deploys @banners rolling a remote back: the next page load shows the previous version again', async ({ page, shop }) => {
  const first = shop.deploy('banners');
  const second = shop.deploy('banners', changedBannersBuild(shop));
  await page.goto('/');
  await expect(carousel(page, NEW_LABEL)).toBeVisible();

  shop.rollback('banners');
  expect(shop.remotesJson().banners).toMatchObject({ version: first, entry: `/remotes/banners/${first}/mf-manifest.json` });
  await page.reload();
  await expect(carousel(page)).toBeVisible();
  await expect(carousel(page, NEW_LABEL)).toHaveCount(0);
  // The version rolled away from stays on the server (versions are immutable): rolling forward is deploying it again.
  expect(fs.existsSync(path.join(shop.dir, 'remotes', 'banners', second, 'mf-manifest.json'))).toBe(true);
});

test('@deploys @catalogue @cart @account @banners with the catalogue remote down, the banners, the cart and login work; a redeploy and Retry bring search and the home sections back without a reload', async ({ page, shop }) => {
  test.setTimeout(120_000);
  shop.takeDown('catalogue');
  await guestWithAddress(page);
  await markDocument(page);
  await expect(remoteNotice(header(page))).toHaveCount(1);
  await expect(remoteNotice(main(page))).toHaveCount(1);
  await expect(searchBox(page)).toHaveCount(0);

  await expect(carousel(page)).toBeVisible();
  await expect(locationChip(page)).toBeVisible();
  await openAndCloseCart(page, 0);
  await openAndCloseLogin(page);
  await expect(page.getByRole('contentinfo')).toContainText(ES.beer);

  shop.deploy('catalogue');
  await header(page).getByRole('button', { name: ES.retry }).click();
  // One Retry brings the remote back: its other failed slot (the home sections) loads again by itself.
  await expect(remoteNotice(header(page))).toHaveCount(0);
  await expect(remoteNotice(main(page))).toHaveCount(0);
  await expectCategories(page);
  await searchAndAdd(page);
  await expect(cartButton(page, 1)).toBeVisible();
  await expectSameDocument(page);
});

test('@deploys @cart @catalogue @account @banners with the cart remote down, search, adding, login and the banners work; a redeploy and Retry bring the cart button back without a reload', async ({ page, shop }) => {
  test.setTimeout(120_000);
  shop.takeDown('cart');
  await guestWithAddress(page);
  await markDocument(page);
  await expect(remoteNotice(header(page))).toHaveCount(1);
  await expect(header(page).getByRole('button', { name: /^Abrir carrito/ })).toHaveCount(0);

  await expect(carousel(page)).toBeVisible();
  await expectCategories(page);
  await expect(locationChip(page)).toBeVisible();
  await openAndCloseLogin(page);
  await searchAndAdd(page);
  // The counters move at once (the change is on its way); the server has it shortly after.
  await expect.poll(() => cartCount(page)).toBe(1);
  await expect(remoteNotice(header(page))).toHaveCount(1);

  shop.deploy('cart');
  await retryAll(header(page));
  await expect(cartButton(page, 1)).toBeVisible();
  await expectSameDocument(page);
});

test('@deploys @account @catalogue @cart @banners with the account remote down, search, the cart and the banners work and login says it is unavailable; a redeploy and Retry bring the location back without a reload', async ({ page, shop }) => {
  test.setTimeout(120_000);
  shop.takeDown('account');
  await guestWithAddress(page);
  await markDocument(page);
  await expect(remoteNotice(header(page))).toHaveCount(1);
  await expect(header(page).getByRole('button', { name: /^Ubicación de entrega/ })).toHaveCount(0);

  await expect(carousel(page)).toBeVisible();
  await expectCategories(page);
  // The login dialog is the account remote's: the host's button tells the shopper instead of doing nothing.
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText(/^No pudimos abrir el inicio de sesión/)).toBeVisible();
  await searchAndAdd(page);
  await expect(cartButton(page, 1)).toBeVisible();
  await openAndCloseCart(page, 1);

  shop.deploy('account');
  await retryAll(header(page));
  await expect(locationChip(page)).toBeVisible();
  await expectSameDocument(page);
});

// A silent slot (the cart panel, the login dialog) has no Retry of its own: when a visible slot's Retry brings its
// remote back, the host tells the remote's failed slots ('remote:recovered') and they load again.
for (const [remote, what, open] of [
  ['cart', 'the cart panel', (page: Page) => openAndCloseCart(page, 0)],
  ['account', 'the login dialog', openAndCloseLogin],
] as const) {
  test(`@deploys @${remote} after the ${remote} remote was down at page load, a redeploy and Retry also bring ${what} back without a reload`, async ({ page, shop }) => {
    shop.takeDown(remote);
    await guestWithAddress(page);
    await markDocument(page);
    await expect(remoteNotice(header(page))).toHaveCount(1);
    shop.deploy(remote);
    await retryAll(header(page));
    await expect(remoteNotice(header(page))).toHaveCount(0);
    await open(page);
    await expectSameDocument(page);
  });
}

test('@deploys @banners @catalogue @cart @account with the banners remote down, the home page, search, the cart and login work; a redeploy and Retry bring the carousel back without a reload', async ({ page, shop }) => {
  test.setTimeout(120_000);
  shop.takeDown('banners');
  await guestWithAddress(page);
  await markDocument(page);
  await expect(remoteNotice(main(page))).toHaveCount(1);
  await expect(carousel(page)).toHaveCount(0);
  await expect(remoteNotice(header(page))).toHaveCount(0);

  await expectCategories(page);
  await expect(locationChip(page)).toBeVisible();
  await openAndCloseLogin(page);
  await searchAndAdd(page);
  await expect(cartButton(page, 1)).toBeVisible();
  await openAndCloseCart(page, 1);

  await header(page).getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(remoteNotice(main(page))).toHaveCount(1);
  shop.deploy('banners');
  await retryAll(main(page));
  await expect(carousel(page)).toBeVisible();
  await expectSameDocument(page);
});

test('@deploys @banners @catalogue a remote built for another contract major is refused before its code loads: the notice, a working page, no page error, the refusal recorded', async ({ page, shop }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  const remoteLines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[remotes]')) remoteLines.push(message.text());
  });
  const good = shop.deploy('banners');
  const skewed = shop.copyBuild('banners', 'banners-contract-2');
  const manifestFile = path.join(skewed, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { metaData: { shopContract: unknown } };
  manifest.metaData.shopContract = { version: OTHER_MAJOR, range: `^${OTHER_MAJOR}` };
  writeBuildFile(manifestFile, JSON.stringify(manifest));
  const refused = shop.deploy('banners', skewed);
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/remotes/banners/${refused}/`)) fetched.push(pathname);
  });

  await page.goto('/');
  await markDocument(page);
  await expect(remoteNotice(main(page))).toHaveCount(1);
  await expect(carousel(page)).toHaveCount(0);
  await expectCategories(page);
  await main(page).getByRole('region', { name: ES.categories }).getByRole('link', { name: ES.beer }).first().click();
  await expect(page).toHaveURL(/\/category-details\/cervezas\/\d+$/);
  // Beer is for adults: the category says so once a day, in a dialog over the page (a fresh browser has not seen it).
  const ageNotice = page.getByRole('dialog', { name: 'Productos para mayores de 18 años' });
  await ageNotice.getByRole('button', { name: 'Entendido' }).click();
  await expect(ageNotice).toBeHidden();
  await header(page).getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(remoteNotice(main(page))).toHaveCount(1);
  // Only its manifest was read: none of the refused build's code reached the page.
  expect([...new Set(fetched)]).toEqual([`/remotes/banners/${refused}/mf-manifest.json`]);
  // The operator's record: each refused piece is an analytics event (GA4's dataLayer) with the remote and the reason,
  // and one console line.
  const reported = await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [])
    .filter((entry) => entry.event === 'remote_failed'));
  expect(reported.map((r) => (r as { remote_module?: string }).remote_module)).toContain('./HomeBannerCarousel');
  for (const r of reported) expect(r).toMatchObject({ remote: 'banners', reason: 'contract', error_message: expect.stringContaining(`^${OTHER_MAJOR}`) });
  await expect.poll(() => remoteLines.length).toBe(reported.length);
  expect(remoteLines[0]).toMatch(new RegExp(`^\\[remotes\\] banners \\./\\w+ refused \\(contract\\): Remote "banners" was built for contract \\^${OTHER_MAJOR.replaceAll('.', '\\.')}`));

  // Rolling back to the build for this host's contract, Retry brings the carousel without a reload.
  shop.rollback('banners');
  expect(shop.remotesJson().banners!.version).toBe(good);
  await retryAll(main(page));
  await expect(carousel(page)).toBeVisible();
  await expectSameDocument(page);
  expect(pageErrors).toEqual([]);
});

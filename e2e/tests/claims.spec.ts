// Claims book journey: a verified customer files a claim with a JPG in the Libro de Reclamaciones, sees the
// copy with its number and response due date, and the e-mail copy with that number reaches the development outbox; on a
// page without crypto.subtle (plain http) the proof of work still completes.
import { expect, test, type Page } from './support/test';
import { api, customerWithAddress } from './support/session';

/** A real (tiny) JPEG drawn by the browser itself: the API accepts files by their bytes, which start FF D8 FF. */
async function tinyJpeg(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 16;
    canvas.height = 16;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#b3261e';
    context.fillRect(0, 0, 16, 16);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
    if (!blob) throw new Error('no JPEG encoder');
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  const jpeg = Buffer.from(bytes);
  expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  return jpeg;
}

test('@account a customer files a claim with a JPG: the copy shows its number and due date, and the e-mail arrives', async ({ page }) => {
  test.setTimeout(90_000);
  await customerWithAddress(page, '1990-05-17');
  const email = `reclamo-${Date.now()}@example.pe`;
  const jpeg = await tinyJpeg(page);

  await page.goto('/claims-book');
  await expect(page.getByRole('heading', { level: 1, name: 'Libro de reclamaciones' })).toBeVisible();
  // The page has its own frame: the shop's header and footer are not there.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');

  const form = page.getByRole('form', { name: 'Hoja de reclamación' });
  await expect(form.getByText('Se asigna al enviar')).toBeVisible();
  await form.getByRole('textbox', { name: /^Nombres/ }).fill('Prueba');
  await form.getByRole('textbox', { name: /^Apellidos/ }).fill('Reclamante E2E');
  await form.getByRole('combobox', { name: /^Tipo de documento/ }).selectOption('DNI');
  await form.getByRole('textbox', { name: /^Número de documento/ }).fill('45678912');
  await form.getByRole('textbox', { name: /^Domicilio/ }).fill('Av. José Larco 812, Miraflores');
  await form.getByRole('textbox', { name: /^Teléfono/ }).fill('987000111');
  await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await form.getByRole('radio', { name: 'Producto', exact: true }).check();
  await form.getByRole('textbox', { name: /^Descripción del producto o servicio/ }).fill('Leche evaporada, lata de 400 g');
  await form.getByRole('textbox', { name: /^Monto reclamado/ }).fill('12.50');
  await form.getByRole('radio', { name: /^Reclamo/ }).check();
  await form.getByRole('textbox', { name: /^Detalle/ }).fill('La lata llegó abollada y con la fecha de vencimiento pasada.');
  await form.getByRole('textbox', { name: /^Pedido del consumidor/ }).fill('Cambio del producto o devolución del importe.');
  await form.getByLabel('Adjuntar archivos').setInputFiles({ name: 'boleta.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(form.getByRole('list', { name: 'Archivos adjuntos' })).toContainText('boleta.jpg');
  await form.getByRole('checkbox', { name: /^Declaro que los datos/ }).check();
  await form.getByRole('button', { name: 'Enviar reclamo' }).click();

  // The proof-of-work is solved in the page before the claim goes out.
  const copy = page.getByRole('article', { name: /^Constancia de reclamo N\.º \d{4}-\d{6}$/ });
  await expect(copy).toBeVisible({ timeout: 45_000 });
  const title = (await copy.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const claimNumber = /(\d{4}-\d{6})/.exec(title)?.[1] ?? '';
  expect(claimNumber).toMatch(/^\d{4}-\d{6}$/);
  await expect(copy).toContainText('Fecha límite de respuesta');
  await expect(copy).toContainText(/Fecha límite de respuesta\s*\d{1,2} de [a-záéíóúñ]+ de \d{4}/);
  await expect(copy).toContainText('15 días hábiles');
  await expect(copy).toContainText('Leche evaporada, lata de 400 g');
  await expect(copy).toContainText('S/ 12.50');
  await expect(copy.getByRole('link', { name: /^Descargar .*\.jpg$/ })).toBeVisible();
  await expect(copy).toContainText(`Enviamos una copia a ${email}.`);
  await expect(page).toHaveURL(/\/claims-book\?claim=/);

  // The e-mail copy, with the claim's number, in the development outbox.
  await expect.poll(async () => {
    const outbox = await api<{ channel: string; body: string }[]>(page, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    return outbox.json.some((m) => m.channel === 'EMAIL' && m.body.includes(claimNumber));
  }, { timeout: 20_000 }).toBe(true);

  // The claim is in the customer's list, and its copy opens again from there.
  await copy.getByRole('button', { name: 'Registrar otro reclamo' }).click();
  const list = page.getByRole('list', { name: 'Tus reclamos registrados' });
  await expect(list).toContainText(claimNumber);
  await list.getByRole('link', { name: new RegExp(`^Ver constancia: Hoja N\\.º ${claimNumber}`) }).click();
  await expect(page.getByRole('article', { name: `Constancia de reclamo N.º ${claimNumber}` })).toBeVisible();
});

test('@account on a page without crypto.subtle (a plain-http deployment) the verification still completes', async ({ page }) => {
  test.setTimeout(90_000);
  // Browsers leave crypto.subtle out of pages that are not secure (http other than localhost): the same here.
  await page.addInitScript(() => {
    Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined, configurable: true });
  });
  await customerWithAddress(page, '1990-05-17');
  await page.goto('/claims-book');
  await expect(page.getByRole('form', { name: 'Hoja de reclamación' })).toBeVisible();
  expect(await page.evaluate(() => typeof crypto.subtle)).toBe('undefined');
  await expect(page.getByText('Verificación completada.')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('Reintentar verificación')).toHaveCount(0);
});

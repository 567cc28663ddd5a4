// What the complaints book's tests send: a multipart/form-data body as a browser's FormData builds it, a valid claim,
// and files that are PDF, JPEG or PNG by their first bytes.

export interface FilePart { name: string; content: Buffer; field?: string; type?: string }

export const CLAIMS_BOUNDARY = '----claimsTestBoundary7MA4YWxkTrZu0gW';

/** The opening of a file part (its headers), for bodies written piece by piece. */
export const filePartHead = (file: Pick<FilePart, 'name' | 'field' | 'type'>): Buffer => Buffer.from(
  `--${CLAIMS_BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'attachments'}"; filename="${file.name}"\r\n`
  + `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`);

/** The `claim` part (a JSON value, or a string sent as is). */
export const claimPart = (claim: unknown): Buffer => {
  const value = typeof claim === 'string' ? claim : JSON.stringify(claim);
  return Buffer.from(`--${CLAIMS_BOUNDARY}\r\nContent-Disposition: form-data; name="claim"\r\n\r\n${value}\r\n`);
};

export const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${CLAIMS_BOUNDARY}` };

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(claim: unknown, files: FilePart[] = []): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  if (claim !== undefined) chunks.push(claimPart(claim));
  for (const file of files) chunks.push(filePartHead(file), file.content, Buffer.from('\r\n'));
  chunks.push(Buffer.from(`--${CLAIMS_BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { ...multipartHeaders } };
}

export const pdf = (size = 1000) => { const b = Buffer.alloc(size, 0x41); b.write('%PDF-1.7\n', 0, 'latin1'); return b; };
export const jpg = (size = 1000) => { const b = Buffer.alloc(size, 0x42); b[0] = 0xff; b[1] = 0xd8; b[2] = 0xff; b[3] = 0xe0; return b; };
export const png = (size = 1000) => { const b = Buffer.alloc(size, 0x43); Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b); return b; };

export function baseClaim(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    consumerFirstName: 'María', consumerLastName: 'Quispe', consumerIdType: 'DNI', consumerIdNumber: '45678912',
    consumerEmail: 'maria.quispe@example.com', consumerPhone: '987654321', consumerAddress: 'Av. Arequipa 1234, Lince',
    isMinor: false, itemType: 'PRODUCT', itemDescription: 'Leche evaporada 400 g', claimedAmount: 12.5, claimType: 'CLAIM',
    description: 'El producto llegó vencido.', consumerRequest: 'Quiero la devolución del importe.', orderNumber: 'ORD-1001',
    ...overrides,
  };
}

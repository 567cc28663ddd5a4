// The database types are generated: the checked-in src/db/types.ts must be what the migrations build, and the checks the
// generator reads as literal unions must be read right.
import fs from 'node:fs';
import path from 'node:path';
import { allowedValues, generateSchemaTypes, SCHEMA_FILE } from '../scripts/schema-types.js';

test('src/db/types.ts is what the migrations build (run `npm run db:types -w api` after changing a migration)', async () => {
  const checkedIn = fs.readFileSync(path.resolve(__dirname, '..', SCHEMA_FILE), 'utf8');
  expect(await generateSchemaTypes()).toBe(checkedIn);
});

test('a column check listing values becomes their union; any other check leaves the column a string', () => {
  expect(allowedValues("CHECK ((status = ANY (ARRAY['ACTIVE'::text, 'ORDERED'::text, 'ABANDONED'::text])))"))
    .toEqual({ column: 'status', values: ['ACTIVE', 'ORDERED', 'ABANDONED'] });
  expect(allowedValues("CHECK ((id_type = ANY (ARRAY['DNI'::text, 'Carnet de Extranjeria'::text])))"))
    .toEqual({ column: 'id_type', values: ['DNI', 'Carnet de Extranjeria'] });
  expect(allowedValues("CHECK ((note = ANY (ARRAY['it''s'::text])))")).toEqual({ column: 'note', values: ["it's"] });
  expect(allowedValues('CHECK ((consecutive_failures >= 0))')).toBeNull();
  expect(allowedValues("CHECK ((status = ANY (ARRAY['A'::text, lower(other)])))")).toBeNull();
  expect(allowedValues("CHECK (((kind = ANY (ARRAY['A'::text])) OR (other IS NULL)))")).toBeNull();
});

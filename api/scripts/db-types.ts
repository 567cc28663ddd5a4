// `npm run db:types -w api`: writes src/db/types.ts from what the migrations build (see schema-types.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSchemaTypes, SCHEMA_FILE } from './schema-types.js';

const target = path.resolve(fileURLToPath(new URL('..', import.meta.url)), SCHEMA_FILE);
fs.writeFileSync(target, await generateSchemaTypes());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);

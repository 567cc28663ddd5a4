// Health check: which database the API runs on and which migration it has reached.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentMigration } from '../../db/migrate.js';
import { errorBodySchema } from '../../lib/schemas.js';
import { AppError } from '../../lib/errors.js';

const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
  migration: z.string().describe('Name of the latest migration applied'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', {
    schema: { tags: ['system'], summary: 'Liveness and database state', response: { 200: healthResponse, 503: errorBodySchema } },
  }, async (request) => {
    let migration: string | null;
    try {
      migration = await currentMigration(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError(503, 'error.unavailable');
    }
    if (!migration) throw new AppError(503, 'error.unavailable');
    return { status: 'ok' as const, database: app.databaseKind, migration };
  });
};

export default routes;

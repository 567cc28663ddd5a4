// HTTP routes of the claims module (filled in by its issue's work).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const routes: FastifyPluginAsyncZod = async () => {};

export default routes;

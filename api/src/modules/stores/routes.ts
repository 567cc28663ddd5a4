// HTTP routes of the stores area (issue 3 backbone).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const routes: FastifyPluginAsyncZod = async () => {};

export default routes;

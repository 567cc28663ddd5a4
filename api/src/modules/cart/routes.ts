// HTTP routes of the cart area (issue 3 backbone).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const routes: FastifyPluginAsyncZod = async () => {};

export default routes;

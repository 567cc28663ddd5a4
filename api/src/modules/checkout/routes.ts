// HTTP routes of the checkout module (filled in by its issue's work).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const routes: FastifyPluginAsyncZod = async () => {};

export default routes;

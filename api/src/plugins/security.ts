// Security headers (helmet); images may be embedded by the dev servers on other localhost ports.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export default fp(async (app) => {
  await app.register(helmet, {
    // same-site (not same-origin): the rspack dev servers on other localhost ports show our images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // The demo gateway serves plain http on localhost; TLS (and HSTS) belong to the production nginx.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  });
}, { name: 'security' });

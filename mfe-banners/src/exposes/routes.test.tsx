// This remote's './routes' keeps the host's contract (tools/jest/remote/routes-contract.tsx).
import { describeRemoteRoutes } from '../../../tools/jest/remote/routes-contract';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import routes from './routes';

// The pages load their banner: no real network in unit tests. A banner that is not shown now answers 404, and the
// page still has its title and the link home.
beforeEach(() => {
  mockApi(() => ({ status: 404, data: { errors: { general: [{ identifier: 'error.banner.notFound', message: 'Esa promoción ya no está disponible.' }] } } }));
});

describeRemoteRoutes('banners', routes, [
  ['/banner-details/promo-verano/4', 'Promoción'],
  ['/combo-offers/4', 'Combos de la promoción'],
]);

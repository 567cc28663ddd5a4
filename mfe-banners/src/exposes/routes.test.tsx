// This remote's './routes' keeps the host's contract (tools/jest/remote/routes-contract.tsx).
import { describeRemoteRoutes } from '../../../tools/jest/remote/routes-contract';
import routes from './routes';

describeRemoteRoutes('banners', routes, [
  ['/banner-details/promo-verano/4', 'Promoción'],
  ['/combo-offers/4', 'Combos de la promoción'],
]);

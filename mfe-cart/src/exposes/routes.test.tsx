// This remote's './routes' keeps the host's contract (tools/jest/remote/routes-contract.tsx).
import { describeRemoteRoutes } from '../../../tools/jest/remote/routes-contract';
import routes from './routes';

describeRemoteRoutes('cart', routes, [
  ['/payment', 'Pago'],
  ['/store-offline', 'Programar entrega'],
]);

// This remote's './routes' keeps the host's contract (tools/jest/remote/routes-contract.tsx).
import { describeRemoteRoutes } from '../../../tools/jest/remote/routes-contract';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import routes from './routes';

// The pages load their data: answer every call with an empty list (no real network in unit tests).
beforeEach(() => {
  mockApi(() => ({ data: { count: 0, records: [] } }));
});

describeRemoteRoutes('catalogue', routes, [
  ['/search-products/leche-gloria/Leche%20Gloria', 'Resultados de búsqueda'],
  ['/product-details/inca-kola-500-ml/12', 'Detalle del producto'],
  ['/combo-offer-details/3', 'Detalle del combo'],
  ['/category-details/cervezas/2', 'Productos por categoría'],
  ['/brand-details/gloria/7', 'Productos por marca'],
  ['/popular-products-details', 'Productos populares'],
  ['/similar-products-details/12', 'Productos similares'],
  ['/combo-offers-all', 'Todos los combos'],
  ['/combo-offers-all/12', 'Combos con este producto'],
  ['/rebuy-products-details', 'Vuelve a comprar'],
]);

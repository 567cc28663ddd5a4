// GET /api/v1/{country}/{lang}/carts: the server cart behind the header's cart button and bottom bar.
// Its hook is hooks/use-header-cart.ts: the button and the bar share one copy through a store.
import { api } from '@shop/shared/api';

/** The fields of the cart the header shows (catalogue-browsing §3 "Cart (header)"). */
export interface HeaderCart {
  cartId: string | number;
  cartCount: number;
  pricing: { basePrice: number; finalPayAmount: number };
}

export interface GetCartParams {
  country: string;
  language: string;
}

export async function getCart({ country, language }: GetCartParams): Promise<HeaderCart> {
  const { data } = await api.get<HeaderCart>(`/${encodeURIComponent(country)}/${encodeURIComponent(language)}/carts`, { callName: 'getCart' });
  return data;
}

// The cart counter of a tile or a details page: the shared stepper (Add at zero, minus / count /
// plus above), the quantity dialog the count opens (a lazy chunk), and the dialogs the cart hook's rules opened.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QuantityStepper } from '@shop/shared/ui-product';
import type { ItemCart } from '../../hooks/use-product-cart';

const QuantityDialog = lazy(() => import('../add-to-cart/quantity-dialog'));

export interface CartCounterProps {
  /** useProductCart's or useComboCart's answer. */
  cart: ItemCart;
  name: string;
  /** Shown above the name in the quantity dialog. */
  brand?: string | null;
  /** The price block the quantity dialog shows (the shared Price). */
  price: ReactNode;
  max?: number;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Add and plus, when they do more than `cart.increase` (the product page adds with the ticked toppings). */
  onIncrease?: () => void;
}

export function CartCounter({ cart, name, brand, price, max, disabled, size, onIncrease }: CartCounterProps) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <QuantityStepper
        quantity={cart.count}
        name={name}
        onIncrease={onIncrease ?? (() => void cart.increase())}
        onDecrease={() => void cart.decrease()}
        onQuantityClick={() => setEditing(true)}
        max={max}
        disabled={disabled}
        size={size}
      />
      {editing && (
        <Suspense fallback={null}>
          <QuantityDialog
            quantity={cart.count}
            name={name}
            brand={brand}
            price={price}
            onClose={() => setEditing(false)}
            onConfirm={(n) => {
              setEditing(false);
              void cart.setCount(n);
            }}
          />
        </Suspense>
      )}
      {cart.dialogs}
    </>
  );
}

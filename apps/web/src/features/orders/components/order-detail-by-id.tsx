import { useCartById } from '../api/cart-by-id';
import { OrderDetailModal } from './order-detail-modal';

type OrderDetailByIdProps = { cartId: number | null; currency: string; onClose: () => void };

/** The order detail modal for an order known only by id; it opens once the order has loaded. */
export function OrderDetailById({ cartId, currency, onClose }: OrderDetailByIdProps) {
  const cart = useCartById(cartId);
  return <OrderDetailModal cart={cartId !== null ? (cart.data ?? null) : null} currency={currency} onClose={onClose} />;
}

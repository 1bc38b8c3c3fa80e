// The lines of an order summary: 'Name (Colour, Size) × 2'. The name and its options sit in one
// <bdi>, so an English product name keeps its own order on an Arabic page.
import type { CartItem } from '../../domain/cart/cart.ts';

export default function OrderLineList({ items }: { items: CartItem[] }) {
  return (
    <ul className="grid gap-1 text-sm" data-order-lines>
      {items.map((i) => {
        const options = [i.variant.color, i.variant.size].filter(Boolean).join(', ');
        return (
          <li key={i.id}>
            <bdi>{options ? `${i.name} (${options})` : i.name}</bdi> × {i.quantity}
          </li>
        );
      })}
    </ul>
  );
}

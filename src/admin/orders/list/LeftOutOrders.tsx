// The orders of a selection that an action on the list leaves out (not confirmed, a test order…),
// named by number after the action's own sentence: the carrier file's export and the carrier's Send.
import { OrderNumbers } from '../OrderNumbers.tsx';

export function LeftOutOrders({ intro, numbers }: { intro: string; numbers: readonly number[] }) {
  if (numbers.length === 0) return null;
  return (
    <p className="text-sm text-muted">
      {intro} <OrderNumbers numbers={numbers} />
    </p>
  );
}

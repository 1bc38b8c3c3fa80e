// Orders named by number in a sentence, "#12, #15, #19", each number left to right in Arabic too.
import { Ltr } from '../ui/Ltr.tsx';

export function OrderNumbers({ numbers }: { numbers: readonly number[] }) {
  return numbers.map((number, i) => (
    <span key={number}>
      {i > 0 && ', '}
      <Ltr>#{number}</Ltr>
    </span>
  ));
}

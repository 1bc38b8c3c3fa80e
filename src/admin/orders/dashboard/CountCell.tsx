// A count of the rate tables, with its share of the finished parcels under it when there is one: two
// short lines keep a column narrow enough for four of them on a 390 px phone, whatever the count.
import { Ltr } from '../../ui/Ltr.tsx';
import { percent, wholeNumber } from './figures.ts';

export function CountCell({ name, n, share = null, strong = false }: { name: string; n: number; share?: number | null; strong?: boolean }) {
  const shown = percent(share);
  return (
    <td className={`py-2 ps-1 text-end ${strong ? 'font-semibold' : ''}`} data-cell={name}>
      <span className="block" data-count>
        <Ltr>{wholeNumber(n)}</Ltr>
      </span>
      {shown !== null && (
        <span className="block text-xs font-normal text-muted" data-share>
          <Ltr>{shown}</Ltr>
        </span>
      )}
    </td>
  );
}

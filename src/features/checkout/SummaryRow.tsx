// One line of an order summary (label at the start, amount at the end, in either direction).
type Props = { label: string; value: string; strong?: boolean; testId?: string };

export default function SummaryRow({ label, value, strong = false, testId }: Props) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-line pt-3 text-base font-bold' : 'text-sm'}`}
      data-summary={testId}
    >
      <dt>{label}</dt>
      <dd className="text-end">{value}</dd>
    </div>
  );
}

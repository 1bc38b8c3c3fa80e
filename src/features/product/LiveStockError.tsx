// 'Error loading product' when the live stock could not be read. The product itself came with the
// page, so buying stays open (the order function checks stock again); this says the sizes may be
// stale and offers another try.
type Props = { title: string; hint: string; retryText: string; onRetry: () => void };

export default function LiveStockError({ title, hint, retryText, onRetry }: Props) {
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-load-error>
      <p className="font-semibold">{title}</p>
      <p>{hint}</p>
      <button
        type="button"
        onClick={onRetry}
        className="justify-self-start rounded-md border border-amber-400 bg-white px-3 py-1.5 font-medium hover:bg-amber-100"
      >
        {retryText}
      </button>
    </div>
  );
}

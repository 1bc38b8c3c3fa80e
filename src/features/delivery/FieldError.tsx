// An inline field error, announced by screen readers when it appears. dir=auto: Buy Now's Arabic
// errors read right to left on an English page too.
export default function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" dir="auto" className="text-sm text-accent">
      {message}
    </p>
  );
}

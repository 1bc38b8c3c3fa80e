// An inline field error, announced by screen readers when it appears.
export default function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return <p id={id} role="alert" className="text-sm text-accent">{message}</p>;
}

// The message above the Place Order button: the spec's warnings, a refusal from the server, or the
// flow's failure message.
export default function FormBanner({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" dir="auto" data-form-banner className="border border-accent/40 bg-accent/5 px-3 py-2 text-sm text-accent">
      {message}
    </p>
  );
}

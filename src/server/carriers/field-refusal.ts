// A carrier's 422 field bag in words the owner can act on: each field as she knows it on the order,
// with the carrier's own sentence in quotes (what its support will recognise). Shared by the platforms
// that answer Laravel validation bags (Ecotrack, NOEST); each gives its own field names.

const MAX_MESSAGE = 400;

/** A refusal sentence cut to what the admin shows and the history keeps. */
export const cutMessage = (text: string) => (text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text);

/** "NOEST refused the phone number («…») and the commune («…»): correct the order and send it again." */
export function fieldRefusal(
  carrier: string,
  fieldNames: Readonly<Record<string, string>>,
  errors: Readonly<Record<string, readonly string[]>>,
): string {
  const parts = Object.entries(errors).map(([field, messages]) => {
    const said = messages.filter((m) => m.trim()).map((m) => `«${m.trim()}»`);
    return `${fieldNames[field] ?? field}${said.length ? ` (${said.join(' ')})` : ''}`;
  });
  if (!parts.length) return `${carrier} refused the order without saying which field is wrong.`;
  return cutMessage(`${carrier} refused ${parts.join(', ')}: correct the order and send it again.`);
}

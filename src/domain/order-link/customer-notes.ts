// The history notes of the customer's own moves through her order link: written in English in the
// database by the order page's service, read in the owner's language by the admin's history.
export const CUSTOMER_NOTES = {
  confirm: 'confirmed by the customer through her link',
  cancel: 'cancelled by the customer through her link',
  call: 'the customer asked to be called, through her link',
} as const;

export type CustomerNote = { move: keyof typeof CUSTOMER_NOTES; reason: string };

/** Which of her moves a history note is, with her cancel's reason ('' without one); undefined for any other note. */
export function customerNoteOf(note: string): CustomerNote | undefined {
  if (note === CUSTOMER_NOTES.confirm) return { move: 'confirm', reason: '' };
  if (note === CUSTOMER_NOTES.call) return { move: 'call', reason: '' };
  if (note === CUSTOMER_NOTES.cancel) return { move: 'cancel', reason: '' };
  if (note.startsWith(`${CUSTOMER_NOTES.cancel}: `)) return { move: 'cancel', reason: note.slice(CUSTOMER_NOTES.cancel.length + 2) };
  return undefined;
}

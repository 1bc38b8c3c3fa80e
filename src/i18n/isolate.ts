// A value set inside a sentence, isolated as <bdi> isolates it in markup (Unicode's isolates), so that
// an Arabic sentence never reorders a tracking number, an order number or a carrier's own words.
export const ltr = (text: string): string => `\u2066${text}\u2069`; // left to right, whatever surrounds it
export const own = (text: string): string => `\u2068${text}\u2069`; // in its own first strong direction

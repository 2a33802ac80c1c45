// Lead phones are kept as E.164 (lead-phone.ts) so texting and replies find them; agents read them
// the way they are dialled at home. Only North American numbers are regrouped here: that needs no
// metadata in the browser's bundle, and an E.164 number from elsewhere is already readable as is.

const NORTH_AMERICAN = /^\+1(\d{3})(\d{3})(\d{4})$/;

/** "+15125550199" -> "(512) 555-0199"; any other value is shown as stored. */
export function displayPhone(phone: string): string;
export function displayPhone(phone: string | null | undefined): string | null;
export function displayPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const parts = NORTH_AMERICAN.exec(phone);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : phone;
}

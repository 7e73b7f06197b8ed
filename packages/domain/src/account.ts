// Accounts' limits (SPEC §5), shared by the forms and the server. The answers' shapes (the user,
// sessions, orders, saved addresses, cart) are schemas in schemas/account-responses.schema.ts.

/** SPEC §5: a name and a password have at least this many characters. */
export const NAME_MIN_LENGTH = 5;
export const PASSWORD_MIN_LENGTH = 5;
/** Long enough for any passphrase; bounds what the server hashes. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;

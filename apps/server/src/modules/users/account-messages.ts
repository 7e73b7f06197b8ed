// What the account calls answer in words, in the caller's language; the web shows the server's
// message as it stands (SPEC §8), so these are the customer's texts.
import type { Language } from '@shop/domain';

export type AccountMessage =
  | 'invalid_credentials'
  | 'login_locked'
  | 'common_password'
  | 'invalid_link'
  | 'forgot_sent'
  | 'confirm_sent'
  | 'wrong_password'
  | 'login_required'
  | 'address_not_found'
  | 'session_not_found'
  | 'too_many_addresses'
  | 'forbidden_role';

type Texts = Readonly<Record<AccountMessage, string>>;

const TEXTS: Readonly<Record<Language, Texts>> = {
  en: {
    invalid_credentials: 'Wrong email or password.',
    login_locked: 'Too many failed logins. Try again in {minutes} min.',
    common_password: 'This password is one of the most common ones. Please choose another.',
    invalid_link: 'This link is invalid or has expired. Please ask for a new one.',
    forgot_sent:
      'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.',
    confirm_sent: 'We have sent a confirmation link to {email}.',
    wrong_password: 'The password is wrong.',
    login_required: 'Please log in.',
    address_not_found: 'There is no such saved address.',
    session_not_found: 'There is no such session.',
    too_many_addresses: 'You can save at most {max} addresses.',
    forbidden_role: 'You are not allowed to do this.',
  },
  sv: {
    invalid_credentials: 'Fel e-postadress eller lösenord.',
    login_locked: 'För många misslyckade inloggningar. Försök igen om {minutes} min.',
    common_password: 'Lösenordet är ett av de vanligaste. Välj ett annat.',
    invalid_link: 'Länken är ogiltig eller har gått ut. Be om en ny.',
    forgot_sent:
      'Om ett konto använder den här adressen har vi skickat en länk dit där du väljer ett nytt lösenord. Länken gäller i en timme.',
    confirm_sent: 'Vi har skickat en bekräftelselänk till {email}.',
    wrong_password: 'Lösenordet är fel.',
    login_required: 'Logga in först.',
    address_not_found: 'Det finns ingen sådan sparad adress.',
    session_not_found: 'Det finns ingen sådan inloggning.',
    too_many_addresses: 'Du kan spara högst {max} adresser.',
    forbidden_role: 'Du har inte behörighet att göra detta.',
  },
  fi: {
    invalid_credentials: 'Väärä sähköpostiosoite tai salasana.',
    login_locked:
      'Liian monta epäonnistunutta kirjautumista. Yritä uudelleen {minutes} min kuluttua.',
    common_password: 'Salasana on yksi yleisimmistä. Valitse toinen.',
    invalid_link: 'Linkki on virheellinen tai vanhentunut. Pyydä uusi linkki.',
    forgot_sent:
      'Jos jokin tili käyttää tätä osoitetta, lähetimme siihen linkin uuden salasanan valitsemiseksi. Linkki on voimassa tunnin.',
    confirm_sent: 'Lähetimme vahvistuslinkin osoitteeseen {email}.',
    wrong_password: 'Salasana on väärä.',
    login_required: 'Kirjaudu ensin sisään.',
    address_not_found: 'Tallennettua osoitetta ei löydy.',
    session_not_found: 'Kirjautumista ei löydy.',
    too_many_addresses: 'Voit tallentaa enintään {max} osoitetta.',
    forbidden_role: 'Sinulla ei ole oikeutta tähän.',
  },
};

/** The message in `language`, with {name} placeholders filled. */
export function accountMessage(
  language: Language,
  key: AccountMessage,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return TEXTS[language][key].replace(/\{(\w+)\}/g, (all, name: string) =>
    name in values ? String(values[name]) : all,
  );
}

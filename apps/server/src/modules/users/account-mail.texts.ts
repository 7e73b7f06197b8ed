// The account mails' words in en, sv and fi. {link} is the address to open, {email} the address
// concerned, {hours}/{minutes} how long the link works.
import type { Language } from '@shop/domain';

export type AccountMailKind =
  'confirm_email' | 'address_in_use' | 'reset_password' | 'password_changed' | 'email_changing';

export interface AccountMailText {
  subject: string;
  /** Paragraphs; the link, when there is one, comes after the first. */
  intro: string;
  action?: string;
  outro: string;
}

export const ACCOUNT_MAIL_TEXTS: Readonly<
  Record<Language, Readonly<Record<AccountMailKind, AccountMailText>>>
> = {
  en: {
    confirm_email: {
      subject: 'Confirm your email address',
      intro:
        'Hello {name}, please confirm that {email} is the address of your Nordic Parts account.',
      action: 'Confirm my address',
      outro:
        'The link works for {hours} hours. If you did not ask for this, you can ignore this mail.',
    },
    address_in_use: {
      subject: 'Someone tried to use your address',
      intro:
        'Someone, perhaps you, tried to use {email} for another Nordic Parts account. The address already belongs to an account, so nothing was changed on it.',
      action: 'Log in',
      outro:
        'If it was you, log in, or choose a new password from the login page if you have forgotten it. If not, you need do nothing.',
    },
    reset_password: {
      subject: 'Choose a new password',
      intro: 'Hello {name}, open this link to choose a new password for your Nordic Parts account.',
      action: 'Choose a new password',
      outro:
        'The link works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.',
    },
    password_changed: {
      subject: 'Your password was changed',
      intro: 'Hello {name}, the password of your Nordic Parts account was just changed.',
      outro:
        'If it was not you, choose a new password at once from the login page ("Forgot your password?") and contact us.',
    },
    email_changing: {
      subject: 'Your email address is being changed',
      intro:
        'Hello {name}, someone logged in to your Nordic Parts account asked to change its email address to {email}. The change takes effect once the new address is confirmed.',
      outro:
        'If it was not you, change your password at once (log in, or choose a new one from the login page) and contact us. Until the new address is confirmed, this one stays.',
    },
  },
  sv: {
    confirm_email: {
      subject: 'Bekräfta din e-postadress',
      intro: 'Hej {name}, bekräfta att {email} är adressen till ditt konto hos Nordic Parts.',
      action: 'Bekräfta min adress',
      outro: 'Länken gäller i {hours} timmar. Om du inte bett om detta kan du bortse från mejlet.',
    },
    address_in_use: {
      subject: 'Någon försökte använda din adress',
      intro:
        'Någon, kanske du, försökte använda {email} för ett annat konto hos Nordic Parts. Adressen hör redan till ett konto, så ingenting ändrades på det.',
      action: 'Logga in',
      outro:
        'Var det du, kan du logga in, eller välja ett nytt lösenord från inloggningssidan om du har glömt det. Annars behöver du inte göra något.',
    },
    reset_password: {
      subject: 'Välj ett nytt lösenord',
      intro:
        'Hej {name}, öppna länken för att välja ett nytt lösenord till ditt konto hos Nordic Parts.',
      action: 'Välj nytt lösenord',
      outro:
        'Länken fungerar en gång, i {minutes} minuter. Om du inte bett om den kan du bortse från mejlet: ditt lösenord förblir som det är.',
    },
    password_changed: {
      subject: 'Ditt lösenord har ändrats',
      intro: 'Hej {name}, lösenordet till ditt konto hos Nordic Parts har just ändrats.',
      outro:
        'Var det inte du? Välj genast ett nytt lösenord från inloggningssidan ("Glömt lösenordet?") och kontakta oss.',
    },
    email_changing: {
      subject: 'Din e-postadress håller på att ändras',
      intro:
        'Hej {name}, någon som är inloggad på ditt konto hos Nordic Parts har bett om att byta dess e-postadress till {email}. Bytet gäller när den nya adressen har bekräftats.',
      outro:
        'Var det inte du? Byt genast lösenord (logga in, eller välj ett nytt från inloggningssidan) och kontakta oss. Tills den nya adressen är bekräftad gäller den här.',
    },
  },
  fi: {
    confirm_email: {
      subject: 'Vahvista sähköpostiosoitteesi',
      intro: 'Hei {name}, vahvista, että {email} on Nordic Parts -tilisi osoite.',
      action: 'Vahvista osoitteeni',
      outro:
        'Linkki on voimassa {hours} tuntia. Jos et pyytänyt tätä, voit jättää viestin huomiotta.',
    },
    address_in_use: {
      subject: 'Joku yritti käyttää osoitettasi',
      intro:
        'Joku, ehkä sinä, yritti käyttää osoitetta {email} toiseen Nordic Parts -tiliin. Osoite kuuluu jo tilille, joten sille ei muutettu mitään.',
      action: 'Kirjaudu sisään',
      outro:
        'Jos se olit sinä, kirjaudu sisään tai valitse uusi salasana kirjautumissivulta, jos olet unohtanut sen. Muuten sinun ei tarvitse tehdä mitään.',
    },
    reset_password: {
      subject: 'Valitse uusi salasana',
      intro: 'Hei {name}, avaa linkki valitaksesi uuden salasanan Nordic Parts -tilillesi.',
      action: 'Valitse uusi salasana',
      outro:
        'Linkki toimii kerran, {minutes} minuutin ajan. Jos et pyytänyt sitä, jätä viesti huomiotta: salasanasi pysyy ennallaan.',
    },
    password_changed: {
      subject: 'Salasanasi on vaihdettu',
      intro: 'Hei {name}, Nordic Parts -tilisi salasana vaihdettiin juuri.',
      outro:
        'Jos se et ollut sinä, valitse heti uusi salasana kirjautumissivulta ("Unohditko salasanan?") ja ota meihin yhteyttä.',
    },
    email_changing: {
      subject: 'Sähköpostiosoitettasi ollaan vaihtamassa',
      intro:
        'Hei {name}, joku Nordic Parts -tilillesi kirjautunut pyysi vaihtamaan sen sähköpostiosoitteeksi {email}. Vaihto tulee voimaan, kun uusi osoite on vahvistettu.',
      outro:
        'Jos se et ollut sinä, vaihda salasanasi heti (kirjaudu sisään tai valitse uusi kirjautumissivulta) ja ota meihin yhteyttä. Tämä osoite on käytössä, kunnes uusi on vahvistettu.',
    },
  },
};

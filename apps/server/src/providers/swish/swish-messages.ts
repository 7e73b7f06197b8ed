// What the customer reads about Swish: a message for each of Swish's error codes in English,
// Swedish and Finnish, and the phone number in the form Swish takes.

export type SwishMessageLanguage = 'en' | 'sv' | 'fi';
type Texts = Readonly<Record<SwishMessageLanguage, string>>;

/** The shop sent something Swish refused: nothing the customer can fix but to retry or pay otherwise. */
const TECHNICAL: Texts = {
  en: 'Swish could not start the payment because of a technical error in the shop. Please try again later or choose another payment method.',
  sv: 'Swish kunde inte starta betalningen på grund av ett tekniskt fel i butiken. Försök igen senare eller välj ett annat betalsätt.',
  fi: 'Swish ei voinut aloittaa maksua kaupan teknisen virheen vuoksi. Yritä myöhemmin uudelleen tai valitse toinen maksutapa.',
};

const FALLBACK: Texts = {
  en: 'The Swish payment could not be completed. Please try again or choose another payment method.',
  sv: 'Swish-betalningen kunde inte genomföras. Försök igen eller välj ett annat betalsätt.',
  fi: 'Swish-maksua ei voitu suorittaa. Yritä uudelleen tai valitse toinen maksutapa.',
};

const MESSAGES: Readonly<Record<string, Texts>> = {
  // 422 answers to a payment request.
  FF08: TECHNICAL,
  RP01: TECHNICAL,
  RP02: TECHNICAL,
  RP03: TECHNICAL,
  RP09: TECHNICAL,
  PA02: TECHNICAL,
  AM03: TECHNICAL,
  RP06: {
    en: 'There is already a payment waiting in your Swish app. Open Swish to complete or cancel it, then try again.',
    sv: 'Det finns redan en betalning som väntar i din Swish-app. Öppna Swish för att slutföra eller avbryta den och försök sedan igen.',
    fi: 'Swish-sovelluksessasi odottaa jo maksu. Avaa Swish ja viimeistele tai peruuta se, ja yritä sitten uudelleen.',
  },
  BE18: {
    en: 'The phone number is not valid for Swish. Check the number and try again.',
    sv: 'Telefonnumret är inte giltigt för Swish. Kontrollera numret och försök igen.',
    fi: 'Puhelinnumero ei kelpaa Swishiin. Tarkista numero ja yritä uudelleen.',
  },
  AM02: {
    en: 'The amount is too large to pay with Swish. Please choose another payment method.',
    sv: 'Beloppet är för stort för att betalas med Swish. Välj ett annat betalsätt.',
    fi: 'Summa on liian suuri maksettavaksi Swishillä. Valitse toinen maksutapa.',
  },
  AM06: {
    en: 'The amount is below the smallest amount that can be paid with Swish.',
    sv: 'Beloppet är lägre än det minsta belopp som kan betalas med Swish.',
    fi: 'Summa on pienempi kuin pienin Swishillä maksettava summa.',
  },
  ACMT01: {
    en: 'Swish is not activated for this phone number. Check the number or activate Swish with your bank.',
    sv: 'Swish är inte aktiverat för det här telefonnumret. Kontrollera numret eller aktivera Swish hos din bank.',
    fi: 'Swish ei ole käytössä tälle puhelinnumerolle. Tarkista numero tai ota Swish käyttöön pankissasi.',
  },
  ACMT03: {
    en: 'The phone number is not connected to Swish. Check the number or connect it to Swish with your bank.',
    sv: 'Telefonnumret är inte anslutet till Swish. Kontrollera numret eller anslut det till Swish hos din bank.',
    fi: 'Puhelinnumeroa ei ole liitetty Swishiin. Tarkista numero tai liitä se Swishiin pankissasi.',
  },
  ACMT07: {
    en: 'The shop cannot receive Swish payments right now. Please choose another payment method.',
    sv: 'Butiken kan inte ta emot Swish-betalningar just nu. Välj ett annat betalsätt.',
    fi: 'Kauppa ei voi vastaanottaa Swish-maksuja juuri nyt. Valitse toinen maksutapa.',
  },
  VR01: {
    en: 'The payer does not meet the age limit for this purchase.',
    sv: 'Betalaren uppfyller inte åldersgränsen för det här köpet.',
    fi: 'Maksaja ei täytä tämän oston ikärajaa.',
  },
  VR02: {
    en: 'The phone number is not connected to Swish for the given personal identity number.',
    sv: 'Telefonnumret är inte anslutet till Swish för det angivna personnumret.',
    fi: 'Puhelinnumeroa ei ole liitetty Swishiin annetulla henkilötunnuksella.',
  },
  // Error codes of a payment's callback.
  RF07: {
    en: 'The payment was declined.',
    sv: 'Betalningen nekades.',
    fi: 'Maksu hylättiin.',
  },
  BANKIDCL: {
    en: 'The BankID signing was cancelled, so the payment was not made.',
    sv: 'Signeringen med BankID avbröts, så betalningen genomfördes inte.',
    fi: 'BankID-allekirjoitus peruutettiin, joten maksua ei suoritettu.',
  },
  FF10: {
    en: 'Your bank could not process the payment. Please try again later.',
    sv: 'Din bank kunde inte behandla betalningen. Försök igen senare.',
    fi: 'Pankkisi ei pystynyt käsittelemään maksua. Yritä myöhemmin uudelleen.',
  },
  TM01: {
    en: 'The payment was not confirmed in the Swish app in time. Please try again.',
    sv: 'Betalningen bekräftades inte i Swish-appen i tid. Försök igen.',
    fi: 'Maksua ei vahvistettu Swish-sovelluksessa ajoissa. Yritä uudelleen.',
  },
  DS24: {
    en: 'Your bank did not answer in time, so it is not yet known whether the payment went through. Check your Swish app before you try again.',
    sv: 'Din bank svarade inte i tid, så det är ännu inte känt om betalningen gick igenom. Kontrollera din Swish-app innan du försöker igen.',
    fi: 'Pankkisi ei vastannut ajoissa, joten vielä ei tiedetä, menikö maksu läpi. Tarkista Swish-sovelluksesi ennen kuin yrität uudelleen.',
  },
  // Cancel and refunds (read by staff in the shop's console).
  RP07: {
    en: 'The payment can no longer be cancelled.',
    sv: 'Betalningen kan inte längre avbrytas.',
    fi: 'Maksua ei voi enää peruuttaa.',
  },
  RF02: {
    en: 'The original payment was not found or is more than 13 months old.',
    sv: 'Den ursprungliga betalningen hittades inte eller är äldre än 13 månader.',
    fi: 'Alkuperäistä maksua ei löytynyt tai se on yli 13 kuukautta vanha.',
  },
  RF03: TECHNICAL,
  RF08: {
    en: 'The refund is larger than what remains of the payment.',
    sv: 'Återbetalningen är större än det som återstår av betalningen.',
    fi: 'Hyvitys on suurempi kuin maksusta jäljellä oleva summa.',
  },
};

/** Every code with its own message (for tests and the admin console). */
export const SWISH_MESSAGE_CODES: readonly string[] = Object.keys(MESSAGES);

/** The customer-facing message for a Swish error code; unknown codes get a general one. */
export function swishErrorMessage(
  code: string | null | undefined,
  language: SwishMessageLanguage,
): string {
  const texts = (code ? MESSAGES[code] : undefined) ?? FALLBACK;
  return texts[language] ?? FALLBACK.en;
}

/** A Swedish mobile number, as written, with the country code 46 and an optional trunk 0. */
const SWEDISH_MOBILE = /^(?:\+|00)?46 ?0?(7[02369]\d{7})$/;

/**
 * The payer's number as Swish takes it (467XXXXXXXX) from an E.164 number such as +46701234567;
 * spaces, dashes and brackets are ignored. Null for anything that is not a Swedish mobile number.
 */
export function toPayerAlias(phoneE164: string): string | null {
  const compact = phoneE164.replace(/[\s\-()]/g, '');
  const match = SWEDISH_MOBILE.exec(compact);
  return match ? `46${match[1]}` : null;
}

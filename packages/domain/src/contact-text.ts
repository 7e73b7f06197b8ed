// SPEC §3 contact-details text form: a person's details as one message with bold Swedish labels,
// and back. Lines are records and commas separate a line's parts, so values carry neither:
//
//   **Namn:** Svensson, Anna            (family name, given name)
//   **Adress:** Storgatan 1, 123 45, Stockholm   (street, postal code, city)
//   **Telefon:** +46701234567
//   **Email:** anna@example.se
//
// An optional person B follows as **NamnB:**, **AdressB:** and **TelefonB:** (no email).

export interface ContactPerson {
  given_name: string;
  family_name: string;
  street_address: string;
  postal_code: string;
  city: string;
  phone: string;
}

export interface ContactDetails extends ContactPerson {
  email: string;
}

/** What the text holds: the details, and person B or null. */
export interface ContactText extends ContactDetails {
  personB: ContactPerson | null;
}

type Suffix = '' | 'B';

const LINE = /^\*\*(Namn|Adress|Telefon|Email|NamnB|AdressB|TelefonB):\*\*(.*)$/s;

/** A value as the text keeps it: commas removed, line breaks as spaces, trimmed. */
export function cleanContactValue(value: string): string {
  return value
    .replace(/,/g, '')
    .replace(/[\r\n]+/g, ' ')
    .trim();
}

/** "**Label:** part, part": each part cleaned; no trailing space when all are empty. */
function line(label: string, parts: readonly string[]): string {
  return `**${label}:** ${parts.map(cleanContactValue).join(', ')}`.trimEnd();
}

function personLines(p: ContactPerson, suffix: Suffix): string[] {
  return [
    line(`Namn${suffix}`, [p.family_name, p.given_name]),
    line(`Adress${suffix}`, [p.street_address, p.postal_code, p.city]),
    line(`Telefon${suffix}`, [p.phone]),
  ];
}

/** The details (and person B, when given) as the text form, lines joined by "\n". */
export function serialiseContactText(
  contact: ContactDetails & { personB?: ContactPerson | null },
): string {
  const lines = [...personLines(contact, ''), line('Email', [contact.email])];
  if (contact.personB) lines.push(...personLines(contact.personB, 'B'));
  return lines.join('\n');
}

/** A labelled value split into exactly `count` comma-separated parts, each cleaned. */
function parts(value: string | undefined, count: number): string[] | null {
  const split = value?.split(',').map(cleanContactValue);
  return split?.length === count ? split : null;
}

function person(fields: ReadonlyMap<string, string>, suffix: Suffix): ContactPerson | null {
  const name = parts(fields.get(`Namn${suffix}`), 2);
  const address = parts(fields.get(`Adress${suffix}`), 3);
  const phone = fields.get(`Telefon${suffix}`);
  if (!name || !address || phone === undefined) return null;
  const [family_name, given_name] = name as [string, string];
  const [street_address, postal_code, city] = address as [string, string, string];
  return {
    given_name,
    family_name,
    street_address,
    postal_code,
    city,
    phone: cleanContactValue(phone),
  };
}

/**
 * The fields of a text in the form above, or null when it does not match: a line that is not a
 * known label, a label twice, a missing Namn/Adress/Telefon/Email, a half person B, or a name or
 * address with another number of parts. Blank lines and space around lines are allowed.
 */
export function parseContactText(text: string): ContactText | null {
  const fields = new Map<string, string>();
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    const match = LINE.exec(trimmed);
    if (!match || fields.has(match[1]!)) return null;
    fields.set(match[1]!, match[2]!);
  }
  const details = person(fields, '');
  const email = fields.get('Email');
  if (!details || email === undefined) return null;
  const hasB = ['NamnB', 'AdressB', 'TelefonB'].some((label) => fields.has(label));
  const personB = hasB ? person(fields, 'B') : null;
  if (hasB && !personB) return null;
  return { ...details, email: cleanContactValue(email), personB };
}

// The contact form's mails: the message to the shop (reply-to the customer) and the acknowledgement
// to the customer in their language. Nothing the customer typed reaches a header raw: the schema
// refuses control characters in the one-line fields, and `headerText` drops any that remain before
// the subject is made. The acknowledgement repeats nothing the customer typed, so the form cannot
// be used to send someone else a text of one's choosing.
import type { ContactRequest, ContactTopic, Language } from '@shop/domain';
import { escapeHtml } from '../../lib/html.js';

export interface ContactMailInput {
  id: string;
  request: ContactRequest;
  language: Language;
  ip: string;
  receivedAt: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Words {
  topics: Readonly<Record<ContactTopic, string>>;
  /** The 201 answer's message. */
  sent: string;
  ackSubject: string;
  /** {topic} is the topic's name. */
  ackIntro: string;
  ackOutro: string;
}

export const CONTACT_TEXTS: Readonly<Record<Language, Words>> = {
  en: {
    topics: { order: 'an order', car: 'a car', website: 'the website', misc: 'something else' },
    sent: 'Thank you for your message. We will answer as soon as we can.',
    ackSubject: 'We have received your message',
    ackIntro:
      'Hello, thank you for contacting Nordic Parts. We have received your message about {topic}.',
    ackOutro:
      'We answer on weekdays, usually within one working day. If you did not write to us, you can ignore this mail.',
  },
  sv: {
    topics: { order: 'en beställning', car: 'en bil', website: 'webbplatsen', misc: 'något annat' },
    sent: 'Tack för ditt meddelande. Vi svarar så snart vi kan.',
    ackSubject: 'Vi har tagit emot ditt meddelande',
    ackIntro:
      'Hej, tack för att du kontaktade Nordic Parts. Vi har tagit emot ditt meddelande om {topic}.',
    ackOutro:
      'Vi svarar på vardagar, oftast inom en arbetsdag. Om du inte har skrivit till oss kan du bortse från det här mejlet.',
  },
  fi: {
    topics: { order: 'tilausta', car: 'autoa', website: 'verkkosivustoa', misc: 'muuta asiaa' },
    sent: 'Kiitos viestistäsi. Vastaamme mahdollisimman pian.',
    ackSubject: 'Olemme vastaanottaneet viestisi',
    ackIntro:
      'Hei, kiitos yhteydenotostasi Nordic Partsiin. Olemme vastaanottaneet viestisi, joka koskee {topic}.',
    ackOutro:
      'Vastaamme arkipäivisin, yleensä yhden työpäivän kuluessa. Jos et ole kirjoittanut meille, voit jättää tämän viestin huomiotta.',
  },
};

/** The 201 answer's message in `language`. */
export function contactSentMessage(language: Language): string {
  return CONTACT_TEXTS[language].sent;
}

/** One line safe for a header: control characters and separators become spaces, at most `max` long. */
export function headerText(value: string, max = 80): string {
  const flat = value
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The message as the shop reads it: plain text, and HTML with every field escaped. */
export function renderShopMail(m: ContactMailInput): RenderedMail {
  const r = m.request;
  const fields: [string, string][] = [
    ['Name', r.name],
    ['Email', r.email],
    ['Phone', r.phone],
    ['Topic', r.topic],
    ['Car', r.carSlug],
    ['Language', m.language],
    ['IP', m.ip],
    ['Received', m.receivedAt],
    ['Reference', m.id],
  ];
  // One-line fields stay one line in the text too (the schema refuses breaks; this is the second lock).
  const text = [
    'A customer wrote through the contact form. Reply to this mail to answer them.',
    '',
    ...fields.map(([label, value]) => `${label}: ${headerText(value, 300)}`),
    '',
    'Message:',
    r.message,
  ].join('\n');
  const rows = fields
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const message = escapeHtml(r.message).replace(/\r?\n/g, '<br>');
  const html =
    '<p>A customer wrote through the contact form. Reply to this mail to answer them.</p>' +
    `<table>${rows}</table><p><b>Message:</b></p><p>${message}</p>`;
  return {
    subject: `Contact (${r.topic}): ${headerText(r.name, 80)}`,
    text,
    html,
  };
}

/** The acknowledgement in the customer's language: nothing of what they typed is repeated. */
export function renderAcknowledgement(topic: ContactTopic, language: Language): RenderedMail {
  const words = CONTACT_TEXTS[language];
  const intro = words.ackIntro.replace('{topic}', words.topics[topic]);
  return {
    subject: words.ackSubject,
    text: [intro, words.ackOutro, 'Nordic Parts'].join('\n\n'),
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(words.ackOutro)}</p><p>Nordic Parts</p>`,
  };
}

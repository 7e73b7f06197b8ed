// The contact form's mails: the message to the shop (reply-to the customer) and the acknowledgement
// to the customer in their language. Nothing the customer typed reaches a header raw: the schema
// refuses control characters in the one-line fields, and `headerText` drops any that remain before
// the subject is made. The acknowledgement repeats nothing the customer typed, so the form cannot
// be used to send someone else a text of one's choosing.
import type { ContactRequest, ContactTopic, Language } from '@shop/domain';
import { textsIn } from '../../i18n/index.js';
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

/** The 201 answer's message in `language` (src/i18n/contact holds the customer's words). */
export function contactSentMessage(language: Language): string {
  return textsIn(language)('contact.sent');
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
  const t = textsIn(language);
  // The topic's name is built from the schema's topic (order, car, website, misc).
  const intro = t('contact.ack.intro', { topic: t(`contact.topics.${topic}`) });
  const outro = t('contact.ack.outro');
  return {
    subject: t('contact.ack.subject'),
    text: [intro, outro, 'Nordic Parts'].join('\n\n'),
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(outro)}</p><p>Nordic Parts</p>`,
  };
}

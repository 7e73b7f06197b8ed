// Body parts; later variants differ by years (face-lifts changed panels and trim).
import { LATE, MODERN, part, texts, type GroupVocabulary } from './types.js';

const STRUTS = [...LATE, ...MODERN];

export const BODY: GroupVocabulary = {
  slug: 'body',
  names: texts(['Body', 'Kaross', 'Kori']),
  diagrams: [
    texts(['Front body', 'Framkaross', 'Etukori']),
    texts(['Doors', 'Dörrar', 'Ovet']),
    texts(['Bumpers', 'Stötfångare', 'Puskurit']),
    texts(['Bonnet and boot lid', 'Motorhuv och bagagelucka', 'Konepelti ja takaluukku']),
    texts(['Windows and seals', 'Rutor och lister', 'Ikkunat ja tiivisteet']),
  ],
  parts: [
    part(
      'front-wing-left',
      'panel',
      ['Front wing, left', 'Framskärm, vänster', 'Etulokasuoja, vasen'],
      [9900, 34900],
      [3000, 7000],
    ),
    part(
      'front-wing-right',
      'panel',
      ['Front wing, right', 'Framskärm, höger', 'Etulokasuoja, oikea'],
      [9900, 34900],
      [3000, 7000],
    ),
    part(
      'door-mirror-left',
      'mirror',
      ['Door mirror, left', 'Backspegel, vänster', 'Sivupeili, vasen'],
      [2990, 12900],
      [400, 1200],
    ),
    part(
      'door-handle-outer',
      'handle',
      ['Door handle, outer', 'Dörrhandtag, yttre', 'Oven ulkokahva'],
      [1990, 5990],
      [150, 400],
    ),
    part(
      'bonnet-hinge',
      'hinge',
      ['Bonnet hinge', 'Motorhuvsgångjärn', 'Konepellin sarana'],
      [1990, 5990],
      [400, 900],
    ),
    part(
      'windscreen-seal',
      'seal',
      ['Windscreen seal', 'Vindrutelist', 'Tuulilasin tiiviste'],
      [2990, 8990],
      [600, 1500],
    ),
    part(
      'bumper-bracket',
      'bracket',
      ['Bumper bracket', 'Stötfångarfäste', 'Puskurin kiinnike'],
      [1490, 4990],
      [300, 1200],
    ),
    part(
      'grille',
      'grille',
      ['Grille', 'Kylargrill', 'Jäähdyttimen säleikkö'],
      [7900, 29900],
      [1200, 3500],
    ),
    part('door-seal', 'seal', ['Door seal', 'Dörrlist', 'Oven tiiviste'], [1990, 5990], [300, 800]),
    part(
      'boot-lid-strut',
      'strut',
      ['Boot lid strut', 'Gasfjäder, bagagelucka', 'Takaluukun kaasujousi'],
      [1490, 3990],
      [200, 500],
      { families: STRUTS },
    ),
    part('mud-flap', 'panel', ['Mud flap', 'Stänkskydd', 'Roiskeläppä'], [990, 2990], [200, 600], {
      unit: 'pair',
    }),
    part(
      'emblem-rear',
      'emblem',
      ['Emblem, rear', 'Emblem, bak', 'Tunnus, taka'],
      [990, 3990],
      [20, 100],
    ),
  ],
};

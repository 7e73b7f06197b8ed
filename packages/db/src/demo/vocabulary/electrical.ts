// Electrical parts; later variants differ by years.
import { LATE, MODERN, part, texts, type GroupVocabulary } from './types.js';

const INJECTION = [...LATE, ...MODERN];

export const ELECTRICAL: GroupVocabulary = {
  slug: 'electrical',
  names: texts(['Electrical system', 'Elsystem', 'Sähköjärjestelmä']),
  diagrams: [
    texts(['Alternator', 'Generator', 'Laturi']),
    texts(['Starter motor', 'Startmotor', 'Käynnistinmoottori']),
    texts(['Headlamps', 'Strålkastare', 'Ajovalot']),
    texts(['Wiper system', 'Torkarsystem', 'Pyyhkijäjärjestelmä']),
    texts(['Instrument panel', 'Instrumentpanel', 'Mittaristo']),
  ],
  parts: [
    part(
      'alternator',
      'alternator',
      ['Alternator', 'Generator', 'Laturi'],
      [12900, 34900],
      [4000, 7000],
    ),
    part(
      'starter-motor',
      'starter',
      ['Starter motor', 'Startmotor', 'Käynnistinmoottori'],
      [9900, 29900],
      [3500, 6500],
    ),
    part(
      'voltage-regulator',
      'relay',
      ['Voltage regulator', 'Spänningsregulator', 'Jännitteensäädin'],
      [2490, 7990],
      [80, 300],
    ),
    part(
      'headlamp-left',
      'headlamp',
      ['Headlamp, left', 'Strålkastare, vänster', 'Ajovalo, vasen'],
      [4900, 19900],
      [800, 2500],
    ),
    part(
      'headlamp-right',
      'headlamp',
      ['Headlamp, right', 'Strålkastare, höger', 'Ajovalo, oikea'],
      [4900, 19900],
      [800, 2500],
    ),
    part(
      'tail-lamp-lens',
      'tail-lamp',
      ['Tail lamp lens', 'Baklyktsglas', 'Takavalon lasi'],
      [1990, 6990],
      [150, 500],
    ),
    part(
      'wiper-motor',
      'motor',
      ['Wiper motor', 'Torkarmotor', 'Pyyhkijän moottori'],
      [7900, 24900],
      [1200, 2500],
    ),
    part(
      'fuse-box',
      'fuse-box',
      ['Fuse box', 'Säkringsdosa', 'Sulakerasia'],
      [2990, 8990],
      [200, 600],
    ),
    part(
      'relay-fuel-pump',
      'relay',
      ['Relay, fuel pump', 'Relä, bränslepump', 'Rele, polttoainepumppu'],
      [1490, 4490],
      [20, 60],
      { families: INJECTION },
    ),
    part(
      'hazard-switch',
      'switch',
      ['Switch, hazard lights', 'Strömbrytare, varningsblinkers', 'Katkaisin, hätävilkut'],
      [1490, 4490],
      [30, 100],
    ),
    part('bulb-h4', 'bulb', ['Bulb H4', 'Glödlampa H4', 'Polttimo H4'], [390, 1490], [10, 30]),
    part('horn', 'horn', ['Horn', 'Signalhorn', 'Äänitorvi'], [1990, 5990], [300, 700]),
    part(
      'oil-pressure-sender',
      'sensor',
      ['Oil pressure sender', 'Oljetrycksgivare', 'Öljynpaineanturi'],
      [990, 2990],
      [40, 120],
    ),
  ],
};

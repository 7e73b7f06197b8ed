// Ignition parts; later variants differ by engine.
import { CLASSIC, EARLY, LATE, MODERN, part, texts, title, type GroupVocabulary } from './types.js';

// Engine-bound parts: later variants are per engine.
const p: typeof part = (key, picture, names, price, weight, options) =>
  part(key, picture, names, price, weight, options, 'engine');
const ELECTRONIC = [...LATE, ...MODERN];

export const IGNITION: GroupVocabulary = {
  slug: 'ignition',
  names: texts(['Ignition', 'Tändsystem', 'Sytytys']),
  diagrams: [
    title(['Distributor', 'Strömfördelare', 'Virranjakaja'], CLASSIC),
    texts(['Ignition system', 'Tändanläggning', 'Sytytysjärjestelmä']),
  ],
  parts: [
    p(
      'spark-plug',
      'spark-plug',
      ['Spark plug', 'Tändstift', 'Sytytystulppa'],
      [390, 1490],
      [40, 70],
    ),
    p(
      'ignition-coil',
      'coil',
      ['Ignition coil', 'Tändspole', 'Sytytyspuola'],
      [2900, 9900],
      [300, 1200],
    ),
    p(
      'distributor-cap',
      'distributor-cap',
      ['Distributor cap', 'Strömfördelarlock', 'Virranjakajan kansi'],
      [1290, 3990],
      [80, 200],
      { families: CLASSIC },
    ),
    p(
      'rotor-arm',
      'rotor-arm',
      ['Rotor arm', 'Fördelarrotor', 'Virranjakajan roottori'],
      [490, 1990],
      [10, 40],
      { families: CLASSIC },
    ),
    p(
      'ignition-leads',
      'leads',
      ['Ignition lead set', 'Tändkablar, sats', 'Sytytysjohtosarja'],
      [2490, 7900],
      [200, 500],
      { unit: 'set', families: CLASSIC },
    ),
    p(
      'contact-points',
      'switch',
      ['Contact breaker points', 'Brytarspetsar', 'Katkojan kärjet'],
      [690, 1990],
      [10, 40],
      { families: EARLY },
    ),
    p('condenser', 'relay', ['Condenser', 'Kondensator', 'Kondensaattori'], [490, 1490], [20, 60], {
      families: EARLY,
    }),
    p(
      'hall-sensor',
      'sensor',
      ['Hall sensor', 'Hallgivare', 'Hall-anturi'],
      [3900, 11900],
      [40, 150],
      { families: ELECTRONIC },
    ),
    p(
      'ignition-switch',
      'switch',
      ['Ignition switch', 'Tändningslås', 'Virtalukko'],
      [2900, 8900],
      [100, 300],
      { varies: 'years' },
    ),
    p(
      'crank-sensor',
      'sensor',
      ['Crankshaft position sensor', 'Vevaxelgivare', 'Kampiakselin asentoanturi'],
      [3900, 12900],
      [50, 200],
      { families: ELECTRONIC },
    ),
    p(
      'knock-sensor',
      'sensor',
      ['Knock sensor', 'Knackgivare', 'Nakutusanturi'],
      [2900, 8900],
      [40, 120],
      { families: ELECTRONIC },
    ),
  ],
};

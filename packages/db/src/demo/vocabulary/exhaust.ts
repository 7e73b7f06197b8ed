// Exhaust parts; later variants differ by engine.
import { LATE, MODERN, part, texts, type GroupVocabulary } from './types.js';

// Engine-bound parts: later variants are per engine.
const p: typeof part = (key, picture, names, price, weight, options) =>
  part(key, picture, names, price, weight, options, 'engine');
const CATALYST = [...LATE, ...MODERN];

export const EXHAUST: GroupVocabulary = {
  slug: 'exhaust',
  names: texts(['Exhaust system', 'Avgassystem', 'Pakoputkisto']),
  diagrams: [
    texts(['Exhaust system', 'Avgasanläggning', 'Pakojärjestelmä']),
    texts(['Exhaust manifold', 'Avgasgrenrör', 'Pakosarja']),
  ],
  parts: [
    p(
      'silencer-rear',
      'silencer',
      ['Silencer, rear', 'Ljuddämpare, bak', 'Äänenvaimennin, taka'],
      [7900, 29900],
      [3000, 9000],
    ),
    p(
      'silencer-middle',
      'silencer',
      ['Silencer, middle', 'Ljuddämpare, mitt', 'Äänenvaimennin, keski'],
      [6900, 24900],
      [2500, 7000],
    ),
    p(
      'front-pipe',
      'pipe',
      ['Front pipe', 'Främre avgasrör', 'Etuputki'],
      [4900, 17900],
      [1500, 4000],
    ),
    p(
      'manifold-gasket',
      'gasket',
      ['Exhaust manifold gasket', 'Grenrörspackning', 'Pakosarjan tiiviste'],
      [390, 1990],
      [20, 100],
    ),
    p(
      'exhaust-clamp',
      'clamp',
      ['Exhaust clamp', 'Avgasklammer', 'Pakoputken sinkilä'],
      [390, 1290],
      [80, 250],
      { varies: 'years' },
    ),
    p(
      'rubber-hanger',
      'mount',
      ['Rubber hanger', 'Upphängningsgummi', 'Pakoputken kumiripustin'],
      [290, 990],
      [30, 120],
      { varies: 'years' },
    ),
    p(
      'catalytic-converter',
      'catalytic-converter',
      ['Catalytic converter', 'Katalysator', 'Katalysaattori'],
      [19900, 59900],
      [3000, 8000],
      { families: CATALYST },
    ),
    p(
      'lambda-sensor',
      'sensor',
      ['Lambda sensor', 'Lambdasond', 'Lambda-anturi'],
      [4900, 16900],
      [80, 200],
      { families: CATALYST },
    ),
    p('tail-pipe', 'pipe', ['Tail pipe', 'Slutrör', 'Loppuputki'], [2900, 8900], [500, 1500]),
    p(
      'exhaust-bracket',
      'bracket',
      ['Exhaust bracket', 'Avgasfäste', 'Pakoputken kannake'],
      [490, 1990],
      [60, 300],
      { varies: 'years' },
    ),
  ],
};

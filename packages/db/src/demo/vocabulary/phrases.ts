// Hardware, remarks and the sentences of item and diagram descriptions, in en, sv and fi.
import { texts, type Lang, type Texts, type Unit } from './types.js';

/** Hardware on diagram positions that have no item of their own. */
export const LOOSE_PARTS: readonly Texts[] = [
  texts(['Bolt', 'Bult', 'Pultti']),
  texts(['Nut', 'Mutter', 'Mutteri']),
  texts(['Washer', 'Bricka', 'Aluslevy']),
  texts(['Spring washer', 'Fjäderbricka', 'Jousialuslevy']),
  texts(['Screw', 'Skruv', 'Ruuvi']),
  texts(['Clip', 'Klämma', 'Pidike']),
  texts(['Hose clamp', 'Slangklämma', 'Letkunkiristin']),
  texts(['Split pin', 'Saxsprint', 'Sokka']),
  texts(['Rivet', 'Nit', 'Niitti']),
  texts(['Sealing washer', 'Tätningsbricka', 'Tiivistealuslevy']),
  texts(['Bracket', 'Fäste', 'Kiinnike']),
  texts(['Spacer', 'Distans', 'Välike']),
];

/** A loose part's size when it has no thread size. */
export const STANDARD_SIZE = texts(['Standard size', 'Standardutförande', 'Vakiokoko']);

/** Remarks on diagram entries. */
export const REMARKS: readonly Texts[] = [
  texts(['Left', 'Vänster', 'Vasen']),
  texts(['Right', 'Höger', 'Oikea']),
  texts(['Only with ABS', 'Endast med ABS', 'Vain ABS-jarruilla']),
  texts([
    'Replaced by later version',
    'Ersatt av senare utförande',
    'Korvattu uudemmalla versiolla',
  ]),
  texts(['Automatic gearbox', 'Automatlåda', 'Automaattivaihteisto']),
];

/** Sentences with {{placeholders}}, filled by fill(). */
export const PHRASES = {
  fits: texts([
    'Fits Volvo {{cars}}.',
    'Passar Volvo {{cars}}.',
    'Sopii malleihin Volvo {{cars}}.',
  ]),
  and: texts(['{{first}} and {{last}}', '{{first}} och {{last}}', '{{first}} ja {{last}}']),
  forEngine: texts(['For engine {{engine}}.', 'För motor {{engine}}.', 'Moottorille {{engine}}.']),
  forYears: texts([
    'For cars made {{years}}.',
    'För bilar tillverkade {{years}}.',
    'Vuosina {{years}} valmistettuihin autoihin.',
  ]),
  variant: texts(['type {{n}}', 'typ {{n}}', 'tyyppi {{n}}']),
  sheet: texts(['sheet {{n}}', 'blad {{n}}', 'lehti {{n}}']),
  engine: texts(['Engine {{engines}}', 'Motor {{engines}}', 'Moottori {{engines}}']),
  engines: texts(['Engines {{engines}}', 'Motorer {{engines}}', 'Moottorit {{engines}}']),
  fromChassis: texts([
    'From chassis no. {{number}}',
    'Från chassinummer {{number}}',
    'Alkaen alustanumerosta {{number}}',
  ]),
} as const;

export const UNIT_NOTES: Record<Unit, Texts> = {
  piece: texts(['Sold per piece.', 'Säljs styckvis.', 'Myydään kappaleittain.']),
  pair: texts(['Sold as a pair.', 'Säljs parvis.', 'Myydään pareittain.']),
  set: texts([
    'Sold as a complete set.',
    'Säljs som komplett sats.',
    'Myydään täydellisenä sarjana.',
  ]),
  axle: texts([
    'Sold as a set for one axle.',
    'Säljs som sats för en axel.',
    'Myydään akselisarjana.',
  ]),
  metre: texts(['Sold by the metre.', 'Säljs per meter.', 'Myydään metreittäin.']),
};

/** One of these closes most descriptions. */
export const NOTES: readonly Texts[] = [
  texts([
    'Made to original equipment specification.',
    'Tillverkad enligt originalspecifikation.',
    'Valmistettu alkuperäisosan määritysten mukaan.',
  ]),
  texts([
    'Aftermarket quality part, tested for fit.',
    'Kvalitetsdel från eftermarknaden, provmonterad.',
    'Laadukas tarvikeosa, sovitus testattu.',
  ]),
  texts([
    'Replaces earlier versions of this part.',
    'Ersätter tidigare utföranden av delen.',
    'Korvaa osan aiemmat versiot.',
  ]),
  texts([
    'Includes the mounting hardware.',
    'Levereras med monteringsdetaljer.',
    'Sisältää kiinnitystarvikkeet.',
  ]),
  texts([
    'Check the engine code before ordering.',
    'Kontrollera motorkoden före beställning.',
    'Tarkista moottorikoodi ennen tilausta.',
  ]),
  texts([
    'Check the model year before ordering.',
    'Kontrollera årsmodellen före beställning.',
    'Tarkista vuosimalli ennen tilausta.',
  ]),
];

/** Fills {{name}} placeholders of one language's phrase. */
export function fill(phrase: Texts, lang: Lang, values: Record<string, string | number>): string {
  return phrase[lang].replace(/{{(\w+)}}/g, (_, key: string) => String(values[key] ?? ''));
}

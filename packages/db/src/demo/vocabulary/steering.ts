// Steering parts: a steering box on the early cars, a rack from the 240 on.
import { EARLY, LATE, MODERN, part, texts, title, type GroupVocabulary } from './types.js';

const RACK = [...LATE, ...MODERN];
const POWER = ['164', ...LATE, ...MODERN] as const;

export const STEERING: GroupVocabulary = {
  slug: 'steering',
  names: texts(['Steering', 'Styrning', 'Ohjaus']),
  diagrams: [
    texts(['Steering gear', 'Styrväxel', 'Ohjausvaihde']),
    texts(['Steering column', 'Rattstång', 'Ohjauspylväs']),
    title(['Power steering', 'Servostyrning', 'Ohjaustehostin'], POWER),
  ],
  parts: [
    part(
      'tie-rod-end',
      'tie-rod',
      ['Tie rod end', 'Styrled', 'Raidetangon pää'],
      [1490, 4490],
      [300, 700],
    ),
    part(
      'inner-tie-rod',
      'tie-rod',
      ['Inner tie rod', 'Inre styrstag', 'Raidetanko'],
      [1990, 5990],
      [400, 900],
      { families: RACK },
    ),
    part(
      'steering-rack-boot',
      'boot',
      ['Steering rack boot', 'Styrväxeldamask', 'Ohjausvaihteen suojakumi'],
      [790, 2490],
      [50, 150],
      { families: RACK },
    ),
    part(
      'power-steering-pump',
      'pump',
      ['Power steering pump', 'Servopump', 'Ohjaustehostimen pumppu'],
      [12900, 39900],
      [2500, 5000],
      { families: POWER },
    ),
    part(
      'steering-rack',
      'rack',
      ['Steering rack', 'Styrväxel', 'Ohjausvaihde'],
      [19900, 59900],
      [6000, 12000],
      { families: RACK },
    ),
    part(
      'steering-box',
      'gear',
      ['Steering box', 'Styrinrättning', 'Ohjauslaatikko'],
      [19900, 54900],
      [6000, 11000],
      { families: EARLY },
    ),
    part('idler-arm', 'arm', ['Idler arm', 'Mellanarm', 'Välivarsi'], [2990, 7990], [600, 1400], {
      families: EARLY,
    }),
    part(
      'drag-link',
      'tie-rod',
      ['Drag link', 'Mellanstag', 'Välitanko'],
      [2990, 7990],
      [800, 1600],
      {
        families: EARLY,
      },
    ),
    part(
      'steering-column-bushing',
      'bushing',
      ['Steering column bushing', 'Rattstångsbussning', 'Ohjausakselin holkki'],
      [490, 1490],
      [10, 50],
    ),
    part(
      'steering-coupling',
      'joint',
      ['Steering coupling', 'Rattaxelknut', 'Ohjausakselin nivel'],
      [1990, 5990],
      [200, 600],
    ),
    part(
      'steering-wheel',
      'steering-wheel',
      ['Steering wheel', 'Ratt', 'Ohjauspyörä'],
      [9900, 34900],
      [1200, 2500],
    ),
    part(
      'power-steering-hose',
      'hose',
      ['Power steering hose', 'Servoslang', 'Ohjaustehostimen letku'],
      [2490, 7990],
      [200, 600],
      { families: POWER },
    ),
  ],
};

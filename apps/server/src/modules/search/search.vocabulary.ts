// The dictionary searches expand words with: the catalog vocabulary's names (part types, groups,
// diagram titles) in each language. Read from the vocabulary the catalog is generated from rather
// than the database: reading a million items' names takes seconds, and their words are these.
import { catalogVocabulary } from '@shop/db';
import { WordIndex } from './search.words.js';
import type { NameRow } from './search.words.js';

type Tree = { [key: string]: string | Tree };

function* texts(tree: Tree | string): Generator<string> {
  if (typeof tree === 'string') yield tree;
  else for (const branch of Object.values(tree)) yield* texts(branch);
}

/** The names of the vocabulary's part types, groups and drawings, and its loose parts. */
export function vocabularyNames(): NameRow[] {
  return Object.entries(catalogVocabulary()).flatMap(([language, tree]) =>
    [tree.groups, tree.loose].flatMap((branch) =>
      branch === undefined ? [] : [...texts(branch)].map((name) => ({ language, name })),
    ),
  );
}

let shared: WordIndex | null = null;

/** The catalog's word index, built on first use and shared by every engine of the process. */
export function catalogWords(): WordIndex {
  shared ??= new WordIndex(vocabularyNames());
  return shared;
}

import type { SeedQuestion } from '../question-draft';
import { DANCES, FIRSTS, IMPORTANT_DAYS } from './days-and-culture';
import { tableQuestions } from './ga-draft';
import { BOOKS, TEAM_SIZES, TROPHIES } from './static-tables';

export const staticGkQuestions = (): SeedQuestion[] => [
  ...tableQuestions({
    name: 'awareness/static/books',
    tags: ['Static GK', 'Books and Authors'],
    level: 'MEDIUM',
    rows: BOOKS,
    ask: (item) => ({ en: `Who wrote '${item.en}'?`, hi: `'${item.hi}' के लेखक कौन हैं?` }),
    explain: (r) => ({
      en: `'${r.item.en}' was written by ${r.answer.en}.`,
      hi: `'${r.item.hi}' की रचना ${r.answer.hi} ने की।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/static/trophies',
    tags: ['Static GK', 'Sports'],
    level: 'MEDIUM',
    rows: TROPHIES,
    ask: (item) => ({
      en: `The ${item.en} is associated with which sport?`,
      hi: `${item.hi} किस खेल से संबंधित है?`,
    }),
    explain: (r) => ({
      en: `The ${r.item.en} is a ${r.answer.en.toLowerCase()} trophy.`,
      hi: `${r.item.hi} ${r.answer.hi} से संबंधित है।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/static/team-sizes',
    tags: ['Static GK', 'Sports'],
    level: 'MEDIUM',
    rows: TEAM_SIZES,
    decoys: [
      { en: '8', hi: '8' },
      { en: '10', hi: '10' },
    ],
    ask: (item) => ({
      en: `How many players of each team are on the field (or court) at a time in ${item.en}?`,
      hi: `${item.hi} में एक समय पर मैदान (या कोर्ट) में प्रत्येक टीम के कितने खिलाड़ी होते हैं?`,
    }),
    explain: (r) => ({
      en: `In ${r.item.en}, each side has ${r.answer.en} players on the field at a time.`,
      hi: `${r.item.hi} में एक समय पर प्रत्येक टीम के ${r.answer.hi} खिलाड़ी मैदान में होते हैं।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/static/important-days',
    tags: ['Static GK', 'Important Days'],
    level: 'MEDIUM',
    rows: IMPORTANT_DAYS,
    ask: (item) => ({ en: `${item.en} is observed on:`, hi: `${item.hi} की तिथि क्या है?` }),
    explain: (r) => ({
      en: `${r.item.en} is observed every year on ${r.answer.en}.`,
      hi: `${r.item.hi} की तिथि: प्रतिवर्ष ${r.answer.hi}।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/static/dances',
    tags: ['Static GK', 'Art and Culture'],
    level: 'MEDIUM',
    rows: DANCES,
    ask: (item) => ({
      en: `${item.en} is a dance form associated with which State?`,
      hi: `${item.hi} नृत्य शैली किस राज्य से संबंधित है?`,
    }),
    explain: (r) => ({
      en: `${r.item.en} is associated with ${r.answer.en}.`,
      hi: `${r.item.hi} ${r.answer.hi} से संबंधित है।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/static/firsts',
    tags: ['Static GK', 'Firsts in India'],
    level: 'MEDIUM',
    rows: FIRSTS,
    ask: (item, r) => ({
      en: `Who was ${item.en}?`,
      hi: `${item.hi} कौन ${r.kind === 'woman' ? 'थीं' : 'थे'}?`,
    }),
    explain: (r) => ({
      en: `${r.answer.en} was ${r.item.en}.`,
      hi: `${r.answer.hi} ${r.item.hi} ${r.kind === 'woman' ? 'थीं' : 'थे'}।`,
    }),
  }),
];

import type { SeedQuestion } from '../question-draft';
import { type Fact, factQuestions, tableQuestions } from './ga-draft';
import {
  CITY_NICKNAMES,
  CITY_RIVERS,
  CURRENCIES,
  NATIONAL_PARKS,
  STATE_CAPITALS,
  WORLD_CAPITALS,
} from './geography-tables';
import { INDIA_GEOGRAPHY_FACTS } from './india-geography-facts';
import { WORLD_GEOGRAPHY_FACTS } from './world-geography-facts';

const FACTS: Fact[] = [...INDIA_GEOGRAPHY_FACTS, ...WORLD_GEOGRAPHY_FACTS];

export const geographyQuestions = (): SeedQuestion[] => [
  ...tableQuestions({
    name: 'awareness/geography/state-capitals',
    tags: ['Geography', 'States and Capitals'],
    level: 'MEDIUM',
    rows: STATE_CAPITALS,
    ask: (item) => ({ en: `What is the capital of ${item.en}?`, hi: `${item.hi} की राजधानी क्या है?` }),
    explain: (r) => ({
      en: `${r.answer.en} is the capital of ${r.item.en}.`,
      hi: `${r.answer.hi}, ${r.item.hi} की राजधानी है।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/geography/national-parks',
    tags: ['Geography', 'National Parks'],
    level: 'MEDIUM',
    rows: NATIONAL_PARKS,
    ask: (item) => ({ en: `In which State is ${item.en} located?`, hi: `${item.hi} किस राज्य में स्थित है?` }),
    explain: (r) => ({ en: `${r.item.en} is in ${r.answer.en}.`, hi: `${r.item.hi} ${r.answer.hi} में है।` }),
  }),
  ...tableQuestions({
    name: 'awareness/geography/city-rivers',
    tags: ['Geography', 'Rivers'],
    level: 'MEDIUM',
    rows: CITY_RIVERS,
    ask: (item) => ({
      en: `On the banks of which river is ${item.en} situated?`,
      hi: `${item.hi} किस नदी के तट पर स्थित है?`,
    }),
    explain: (r) => ({
      en: `${r.item.en} stands on the ${r.answer.en}.`,
      hi: `${r.item.hi} ${r.answer.hi} नदी के तट पर स्थित है।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/geography/city-nicknames',
    tags: ['Geography', 'Nicknames'],
    level: 'MEDIUM',
    rows: CITY_NICKNAMES,
    ask: (item) => ({ en: `Which city is known as ${item.en}?`, hi: `किस शहर को ${item.hi} कहा जाता है?` }),
    explain: (r) => ({
      en: `${r.answer.en} is known as ${r.item.en}.`,
      hi: `${r.answer.hi} को ${r.item.hi} कहा जाता है।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/geography/world-capitals',
    tags: ['Geography', 'World Capitals'],
    level: 'MEDIUM',
    rows: WORLD_CAPITALS,
    ask: (item) => ({ en: `What is the capital of ${item.en}?`, hi: `${item.hi} की राजधानी क्या है?` }),
    explain: (r) => ({
      en: `${r.answer.en} is the capital of ${r.item.en}.`,
      hi: `${r.answer.hi}, ${r.item.hi} की राजधानी है।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/geography/currencies',
    tags: ['Geography', 'Currencies'],
    level: 'MEDIUM',
    rows: CURRENCIES,
    ask: (item) => ({ en: `What is the currency of ${item.en}?`, hi: `${item.hi} की मुद्रा क्या है?` }),
    explain: (r) => ({
      en: `The currency of ${r.item.en} is the ${r.answer.en}.`,
      hi: `${r.item.hi} की मुद्रा ${r.answer.hi} है।`,
    }),
  }),
  ...factQuestions('awareness/geography/facts', ['Geography'], FACTS),
];

import type { SeedQuestion } from '../question-draft';
import { BIOLOGY_FACTS } from './biology-facts';
import { type Fact, factQuestions, tableQuestions } from './ga-draft';
import { PHYSICAL_SCIENCE_FACTS } from './physical-science-facts';
import { ACIDS, COMPOUNDS, DEFICIENCIES, ELEMENTS, INSTRUMENTS, SI_UNITS } from './science-tables';

/** "A barometer", "An ammeter". */
const withArticle = (noun: string) => `${/^[AEIOU]/i.test(noun) ? 'An' : 'A'} ${noun.toLowerCase()}`;

const FACTS: Fact[] = [...BIOLOGY_FACTS, ...PHYSICAL_SCIENCE_FACTS];

export const scienceQuestions = (): SeedQuestion[] => [
  ...tableQuestions({
    name: 'awareness/science/elements',
    tags: ['General Science', 'Chemistry'],
    level: 'EASY',
    rows: ELEMENTS,
    ask: (item) => ({
      en: `What is the chemical symbol of ${item.en}?`,
      hi: `${item.hi} का रासायनिक प्रतीक क्या है?`,
    }),
    explain: (r) => ({
      en: `The symbol of ${r.item.en} is ${r.answer.en}.`,
      hi: `${r.item.hi} का प्रतीक ${r.answer.hi} है।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/science/si-units',
    tags: ['General Science', 'Physics'],
    level: 'MEDIUM',
    rows: SI_UNITS,
    ask: (item) => ({ en: `What is the SI unit of ${item.en}?`, hi: `${item.hi} का SI मात्रक क्या है?` }),
    explain: (r) => ({
      en: `The SI unit of ${r.item.en} is the ${r.answer.en.toLowerCase()}.`,
      hi: `${r.item.hi} का SI मात्रक ${r.answer.hi} है।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/science/instruments',
    tags: ['General Science', 'Physics'],
    level: 'MEDIUM',
    rows: INSTRUMENTS,
    ask: (item) => ({
      en: `${withArticle(item.en)} is used to measure:`,
      hi: `${item.hi} का प्रयोग किसे मापने के लिए होता है?`,
    }),
    explain: (r) => ({
      en: `${withArticle(r.item.en)} measures ${r.answer.en.charAt(0).toLowerCase()}${r.answer.en.slice(1)}.`,
      hi: `${r.item.hi} से ${r.answer.hi} का मापन किया जाता है।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/science/deficiencies',
    tags: ['General Science', 'Biology'],
    level: 'MEDIUM',
    rows: DEFICIENCIES,
    ask: (item) => ({ en: `Deficiency of ${item.en} causes:`, hi: `${item.hi} की कमी से क्या होता है?` }),
    explain: (r) => ({
      en: `Deficiency of ${r.item.en} causes ${r.answer.en.toLowerCase()}.`,
      hi: `${r.item.hi} की कमी का परिणाम: ${r.answer.hi}।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/science/compounds',
    tags: ['General Science', 'Chemistry'],
    level: 'MEDIUM',
    rows: COMPOUNDS,
    ask: (item) => ({
      en: `What is the chemical name of ${item.en}?`,
      hi: `${item.hi} का रासायनिक नाम क्या है?`,
    }),
    explain: (r) => ({
      en: `${r.item.en.charAt(0).toUpperCase()}${r.item.en.slice(1)} is ${r.answer.en.toLowerCase()}.`,
      hi: `${r.item.hi} का रासायनिक नाम ${r.answer.hi} है।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/science/acids',
    tags: ['General Science', 'Chemistry'],
    level: 'MEDIUM',
    rows: ACIDS,
    ask: (item) => ({ en: `Which acid is present in ${item.en}?`, hi: `${item.hi} में कौन-सा अम्ल होता है?` }),
    explain: (r) => ({
      en: `${r.answer.en} is present in ${r.item.en}.`,
      hi: `${r.item.hi} में ${r.answer.hi} होता है।`,
    }),
  }),
  ...factQuestions('awareness/science/facts', ['General Science'], FACTS),
];

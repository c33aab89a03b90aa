import { fromList, type SeedQuestion, t } from '../question-draft';
import { eng, LEVEL, type Level } from './english-draft';

/** [given sentence, correct conversion, three wrong conversions, level, rule in English, rule in Hindi]. */
type Entry = [string, string, [string, string, string], Level, string, string];

const INDIRECT: Entry[] = [
  [
    'He said, "I am busy."',
    'He said that he was busy.',
    ['He said that I am busy.', 'He said that he is busy.', 'He said that he had been busy.'],
    'E',
    "A past reporting verb shifts the present tense to the past, and 'I' becomes 'he'.",
    "रिपोर्टिंग क्रिया भूतकाल में हो तो present tense, past में बदलता है और 'I', 'he' बन जाता है।",
  ],
  [
    'She said to me, "I will help you."',
    'She told me that she would help me.',
    [
      'She told me that she will help me.',
      'She told me that I would help her.',
      'She said me that she would help me.',
    ],
    'M',
    "'Said to' becomes 'told', 'will' becomes 'would', and the pronouns change.",
    "'said to', 'told' में; 'will', 'would' में बदलता है और सर्वनाम बदलते हैं।",
  ],
  [
    'The teacher said, "The earth revolves around the sun."',
    'The teacher said that the earth revolves around the sun.',
    [
      'The teacher said that the earth revolved around the sun.',
      'The teacher said that the earth had revolved around the sun.',
      'The teacher said that the earth is revolving around the sun.',
    ],
    'H',
    'A universal truth keeps its present tense in indirect speech.',
    'सार्वभौमिक सत्य का काल अप्रत्यक्ष कथन में नहीं बदलता।',
  ],
  [
    'He said to me, "Where do you live?"',
    'He asked me where I lived.',
    ['He asked me where did I live.', 'He told me where I lived.', 'He asked me where you lived.'],
    'M',
    "A wh-question becomes 'asked' + wh-word + statement order, with the tense shifted back.",
    "wh-प्रश्न 'asked' + wh-शब्द + सामान्य वाक्य-क्रम में बदलता है और काल पीछे जाता है।",
  ],
  [
    'She said, "I am going to the market."',
    'She said that she was going to the market.',
    [
      'She said that she is going to the market.',
      'She said that she had gone to the market.',
      'She said that I was going to the market.',
    ],
    'E',
    'Present continuous changes to past continuous.',
    'Present continuous, past continuous में बदलता है।',
  ],
  [
    'Ravi said, "I bought a new car yesterday."',
    'Ravi said that he had bought a new car the previous day.',
    [
      'Ravi said that he bought a new car yesterday.',
      'Ravi said that he has bought a new car the previous day.',
      'Ravi said that he had bought a new car tomorrow.',
    ],
    'H',
    "Simple past becomes past perfect and 'yesterday' becomes 'the previous day'.",
    "Simple past, past perfect में और 'yesterday', 'the previous day' में बदलता है।",
  ],
  [
    'The mother said to her son, "Do your homework."',
    'The mother told her son to do his homework.',
    [
      'The mother told her son that do your homework.',
      'The mother said her son to do his homework.',
      'The mother told her son to did his homework.',
    ],
    'M',
    "An order becomes 'told' + object + 'to' + base verb.",
    "आदेश 'told' + कर्म + 'to' + क्रिया का मूल रूप बनता है।",
  ],
  [
    'He said to her, "Please sit down."',
    'He requested her to sit down.',
    [
      'He told her please sit down.',
      'He requested her that she sits down.',
      'He ordered her to please sit down.',
    ],
    'M',
    "A request with 'please' becomes 'requested' + object + 'to' + verb.",
    "'please' वाला अनुरोध 'requested' + कर्म + 'to' + क्रिया बनता है।",
  ],
  [
    'She said, "Alas! I have failed."',
    'She exclaimed with sorrow that she had failed.',
    [
      'She exclaimed with joy that she had failed.',
      'She said alas that she has failed.',
      'She exclaimed with sorrow that she has failed.',
    ],
    'H',
    "'Alas' expresses sorrow; the present perfect becomes the past perfect.",
    "'Alas' दुःख व्यक्त करता है; present perfect, past perfect में बदलता है।",
  ],
  [
    'He said to me, "Are you coming?"',
    'He asked me if I was coming.',
    ['He asked me if I am coming.', 'He asked me that was I coming.', 'He asked me if you were coming.'],
    'M',
    "A yes/no question becomes 'asked' + if/whether + statement order, with the tense shifted back.",
    "हाँ/नहीं वाला प्रश्न 'asked' + if/whether + सामान्य वाक्य-क्रम में बदलता है और काल पीछे जाता है।",
  ],
  [
    'They said, "We have finished the work."',
    'They said that they had finished the work.',
    [
      'They said that they have finished the work.',
      'They said that we had finished the work.',
      'They said that they had been finishing the work.',
    ],
    'E',
    "Present perfect becomes past perfect and 'we' becomes 'they'.",
    "Present perfect, past perfect में और 'we', 'they' में बदलता है।",
  ],
  [
    'The teacher said to the students, "Don\'t make a noise."',
    'The teacher told the students not to make a noise.',
    [
      "The teacher told the students don't make a noise.",
      'The teacher told the students not make a noise.',
      'The teacher said the students not to make a noise.',
    ],
    'M',
    "A negative order becomes 'told' + object + 'not to' + verb.",
    "निषेधात्मक आदेश 'told' + कर्म + 'not to' + क्रिया बनता है।",
  ],
  [
    'He said, "I can swim."',
    'He said that he could swim.',
    ['He said that he can swim.', 'He said that I could swim.', 'He said that he could swam.'],
    'E',
    "'Can' changes to 'could'.",
    "'can', 'could' में बदलता है।",
  ],
  [
    'She said to him, "What are you doing?"',
    'She asked him what he was doing.',
    [
      'She asked him what was he doing.',
      'She asked him what he is doing.',
      'She told him what he was doing.',
    ],
    'M',
    'A wh-question takes statement word order in indirect speech.',
    'अप्रत्यक्ष कथन में wh-प्रश्न सामान्य वाक्य-क्रम में आता है।',
  ],
  [
    'He said, "Let us go for a walk."',
    'He proposed that they should go for a walk.',
    [
      'He said that let us go for a walk.',
      'He proposed that we should go for a walk.',
      'He proposed them to go for a walk.',
    ],
    'H',
    "'Let us' (a proposal) becomes 'proposed that they should'.",
    "'Let us' (प्रस्ताव) 'proposed that they should' में बदलता है।",
  ],
  [
    'The boy said, "I may go to Delhi tomorrow."',
    'The boy said that he might go to Delhi the next day.',
    [
      'The boy said that he may go to Delhi tomorrow.',
      'The boy said that he might go to Delhi tomorrow.',
      'The boy said that he might have gone to Delhi the next day.',
    ],
    'H',
    "'May' becomes 'might' and 'tomorrow' becomes 'the next day'.",
    "'may', 'might' में और 'tomorrow', 'the next day' में बदलता है।",
  ],
];

export const narrationQuestions = (): SeedQuestion[] =>
  fromList('english/narration', INDIRECT, ([given, answer, wrong, level, ruleEn, ruleHi]) =>
    eng('Direct and Indirect Speech', LEVEL[level], {
      question: t(
        `Select the option that expresses the given sentence in indirect speech.\n${given}`,
        `उस विकल्प का चयन करें जो दिए गए वाक्य को अप्रत्यक्ष कथन (indirect speech) में व्यक्त करता है।\n${given}`,
      ),
      answer,
      wrong,
      explanation: t(`${ruleEn} Answer: ${answer}`, `${ruleHi} उत्तर: ${answer}`),
    }),
  );

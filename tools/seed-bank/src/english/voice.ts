import { fromList, type SeedQuestion, t } from '../question-draft';
import { eng, LEVEL, type Level } from './english-draft';

/** [given sentence, correct conversion, three wrong conversions, level, rule in English, rule in Hindi]. */
type Entry = [string, string, [string, string, string], Level, string, string];

const PASSIVE: Entry[] = [
  [
    'She writes a letter.',
    'A letter is written by her.',
    [
      'A letter was written by her.',
      'A letter is being written by her.',
      'A letter has been written by her.',
    ],
    'E',
    'Simple present: is/am/are + past participle.',
    'Simple present: is/am/are + क्रिया का तीसरा रूप।',
  ],
  [
    'The boy is flying a kite.',
    'A kite is being flown by the boy.',
    [
      'A kite is flown by the boy.',
      'A kite was being flown by the boy.',
      'A kite has been flown by the boy.',
    ],
    'M',
    'Present continuous: is/am/are + being + past participle.',
    'Present continuous: is/am/are + being + तीसरा रूप।',
  ],
  [
    'They have completed the work.',
    'The work has been completed by them.',
    [
      'The work had been completed by them.',
      'The work was completed by them.',
      'The work is completed by them.',
    ],
    'M',
    'Present perfect: has/have + been + past participle.',
    'Present perfect: has/have + been + तीसरा रूप।',
  ],
  [
    'The police arrested the thief.',
    'The thief was arrested by the police.',
    [
      'The thief is arrested by the police.',
      'The thief has been arrested by the police.',
      'The thief had been arrested by the police.',
    ],
    'E',
    'Simple past: was/were + past participle.',
    'Simple past: was/were + तीसरा रूप।',
  ],
  [
    'Ravi will help you.',
    'You will be helped by Ravi.',
    ['You would be helped by Ravi.', 'You will have been helped by Ravi.', 'You are helped by Ravi.'],
    'E',
    'Simple future: will + be + past participle.',
    'Simple future: will + be + तीसरा रूप।',
  ],
  [
    'Who wrote this poem?',
    'By whom was this poem written?',
    ['By whom is this poem written?', 'Who was this poem written?', 'By whom this poem was written?'],
    'H',
    "A question with 'who' becomes 'By whom' + was/were + subject + past participle.",
    "'who' वाले प्रश्न में 'By whom' + was/were + कर्म + तीसरा रूप आता है।",
  ],
  [
    'Open the door.',
    'Let the door be opened.',
    ['The door is opened.', 'Let the door is opened.', 'The door should opened.'],
    'H',
    "An imperative becomes 'Let' + object + be + past participle.",
    "आज्ञार्थक वाक्य 'Let' + कर्म + be + तीसरा रूप बनता है।",
  ],
  [
    'The mother was cooking food.',
    'Food was being cooked by the mother.',
    [
      'Food was cooked by the mother.',
      'Food is being cooked by the mother.',
      'Food had been cooked by the mother.',
    ],
    'M',
    'Past continuous: was/were + being + past participle.',
    'Past continuous: was/were + being + तीसरा रूप।',
  ],
  [
    'He had finished the project.',
    'The project had been finished by him.',
    [
      'The project has been finished by him.',
      'The project was finished by him.',
      'The project had finished by him.',
    ],
    'M',
    'Past perfect: had + been + past participle.',
    'Past perfect: had + been + तीसरा रूप।',
  ],
  [
    'Did she invite you?',
    'Were you invited by her?',
    ['Was you invited by her?', 'Are you invited by her?', 'Had you been invited by her?'],
    'M',
    "A simple past question starting with 'did' becomes was/were + subject + past participle.",
    "'did' से आरंभ होने वाला प्रश्न was/were + कर्म + तीसरा रूप बनता है।",
  ],
  [
    'The teacher punished the students.',
    'The students were punished by the teacher.',
    [
      'The students are punished by the teacher.',
      'The students had been punished by the teacher.',
      'The students was punished by the teacher.',
    ],
    'E',
    'Simple past with a plural subject: were + past participle.',
    'Simple past, बहुवचन कर्ता: were + तीसरा रूप।',
  ],
  [
    'We must obey the laws.',
    'The laws must be obeyed by us.',
    [
      'The laws must obeyed by us.',
      'The laws must have been obeyed by us.',
      'The laws should be obeying by us.',
    ],
    'M',
    'Modal verbs: modal + be + past participle.',
    'Modal क्रिया: modal + be + तीसरा रूप।',
  ],
  [
    'They are building a new bridge.',
    'A new bridge is being built by them.',
    [
      'A new bridge is built by them.',
      'A new bridge was being built by them.',
      'A new bridge has been built by them.',
    ],
    'E',
    'Present continuous: is/am/are + being + past participle.',
    'Present continuous: is/am/are + being + तीसरा रूप।',
  ],
  [
    'Do not touch the wire.',
    'Let the wire not be touched.',
    ['The wire is not touched.', 'Let not the wire touched.', 'The wire must not touched.'],
    'H',
    "A negative imperative becomes 'Let' + object + not be + past participle.",
    "निषेधात्मक आज्ञार्थक वाक्य 'Let' + कर्म + not be + तीसरा रूप बनता है।",
  ],
];

export const voiceQuestions = (): SeedQuestion[] =>
  fromList('english/voice', PASSIVE, ([given, answer, wrong, level, ruleEn, ruleHi]) =>
    eng('Active and Passive Voice', LEVEL[level], {
      question: t(
        `Select the option that expresses the given sentence in passive voice.\n${given}`,
        `उस विकल्प का चयन करें जो दिए गए वाक्य को कर्मवाच्य (passive voice) में व्यक्त करता है।\n${given}`,
      ),
      answer,
      wrong,
      explanation: t(`${ruleEn} Answer: ${answer}`, `${ruleHi} उत्तर: ${answer}`),
    }),
  );

import type { TestTemplate } from '@ssc/contracts';

/**
 * Real SSC exam patterns as editable data: an admin starts a test from one
 * (GET /api/admin/test-templates) and the seed bank builds its example tests from them
 * (tools/seed-bank). Each names its source; `note` says, in words for aspirants (the seeded tests'
 * descriptions carry it), where the real exam differs or sources disagree and which reading this
 * mock follows. Edit the numbers here, not in the form or the seed; the unit test checks they add
 * up (questions, marks, block minutes).
 */
export const EXAM_TEMPLATES: readonly TestTemplate[] = [
  {
    id: 'ssc-cgl-tier-1',
    name: 'SSC CGL Tier-I',
    source:
      'SSC notice of the Combined Graduate Level Examination (2024 and 2025), Scheme of Examination: Tier-I',
    note: 'Sections appear in the notice order (Reasoning, General Awareness, Quantitative Aptitude, English); some coaching sites list them in another order.',
    title: 'SSC CGL Tier-I Mock (CBT)',
    description:
      '100 questions in four sections of 25, 200 marks, 60 minutes on one clock; 2 marks a right answer, 0.5 off a wrong one.',
    testType: 'FULL_LENGTH',
    examType: 'SSC_CGL',
    sections: ['GENERAL_INTELLIGENCE', 'GENERAL_AWARENESS', 'QUANTITATIVE_APTITUDE', 'ENGLISH_COMPREHENSION'],
    questionsPerSection: [
      { section: 'GENERAL_INTELLIGENCE', questions: 25 },
      { section: 'GENERAL_AWARENESS', questions: 25 },
      { section: 'QUANTITATIVE_APTITUDE', questions: 25 },
      { section: 'ENGLISH_COMPREHENSION', questions: 25 },
    ],
    durationMinutes: 60,
    totalQuestions: 100,
    marksPerQuestion: 2,
    negativeMarks: 0.5,
    totalMarks: 200,
    mode: 'CBT',
    sectionTimings: [],
    sectionMarking: [],
    evaluateAnsweredAndMarked: true,
  },
  {
    id: 'ssc-cgl-tier-2-paper-1',
    name: 'SSC CGL Tier-II Paper I',
    source:
      'SSC notice of the Combined Graduate Level Examination (2024 and 2025), Scheme of Examination: Tier-II Paper I, Session I',
    note: "In the real exam the Computer Knowledge module only has to be passed, and Session II's Data Entry Speed Test is a typing test, not questions. In this mock, Computer Knowledge is the third timed section and its 60 marks count towards your score; the typing test is not included.",
    title: 'SSC CGL Tier-II Paper I Mock (CBT)',
    description:
      'Section I: Mathematics 30 + Reasoning 30 in one hour. Section II: English 45 + General Awareness 25 in one hour. Computer Knowledge: 20 questions in 15 minutes. 3 marks a right answer, 1 off a wrong one. Each section closes on its own.',
    testType: 'FULL_LENGTH',
    examType: 'SSC_CGL',
    sections: [
      'QUANTITATIVE_APTITUDE',
      'GENERAL_INTELLIGENCE',
      'ENGLISH_COMPREHENSION',
      'GENERAL_AWARENESS',
      'COMPUTER_KNOWLEDGE',
    ],
    questionsPerSection: [
      { section: 'QUANTITATIVE_APTITUDE', questions: 30 },
      { section: 'GENERAL_INTELLIGENCE', questions: 30 },
      { section: 'ENGLISH_COMPREHENSION', questions: 45 },
      { section: 'GENERAL_AWARENESS', questions: 25 },
      { section: 'COMPUTER_KNOWLEDGE', questions: 20 },
    ],
    durationMinutes: 135,
    totalQuestions: 150,
    marksPerQuestion: 3,
    negativeMarks: 1,
    totalMarks: 450,
    mode: 'CBT',
    sectionTimings: [
      {
        section: 'QUANTITATIVE_APTITUDE',
        sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'],
        durationMinutes: 60,
      },
      {
        section: 'ENGLISH_COMPREHENSION',
        sections: ['ENGLISH_COMPREHENSION', 'GENERAL_AWARENESS'],
        durationMinutes: 60,
      },
      { section: 'COMPUTER_KNOWLEDGE', durationMinutes: 15 },
    ],
    sectionMarking: [],
    evaluateAnsweredAndMarked: true,
  },
  {
    id: 'ssc-chsl-tier-1',
    name: 'SSC CHSL Tier-I',
    source:
      'SSC notice of the Combined Higher Secondary (10+2) Level Examination (2024 and 2025), Scheme of Examination: Tier-I',
    note: 'Sections appear in the notice order (English, Reasoning, Quantitative Aptitude, General Awareness).',
    title: 'SSC CHSL Tier-I Mock (CBT)',
    description:
      '100 questions in four sections of 25, 200 marks, 60 minutes on one clock; 2 marks a right answer, 0.5 off a wrong one.',
    testType: 'FULL_LENGTH',
    examType: 'SSC_CHSL',
    sections: ['ENGLISH_COMPREHENSION', 'GENERAL_INTELLIGENCE', 'QUANTITATIVE_APTITUDE', 'GENERAL_AWARENESS'],
    questionsPerSection: [
      { section: 'ENGLISH_COMPREHENSION', questions: 25 },
      { section: 'GENERAL_INTELLIGENCE', questions: 25 },
      { section: 'QUANTITATIVE_APTITUDE', questions: 25 },
      { section: 'GENERAL_AWARENESS', questions: 25 },
    ],
    durationMinutes: 60,
    totalQuestions: 100,
    marksPerQuestion: 2,
    negativeMarks: 0.5,
    totalMarks: 200,
    mode: 'CBT',
    sectionTimings: [],
    sectionMarking: [],
    evaluateAnsweredAndMarked: true,
  },
  {
    id: 'ssc-mts',
    name: 'SSC MTS (Sessions I and II)',
    source:
      'SSC notice of the Multi-Tasking (Non-Technical) Staff and Havaldar Examination (2024 and 2025), Scheme of Examination',
    note: 'In the real exam both sessions are compulsory and taken in one sitting, and Session II is marked only for those who qualify in Session I; in this mock they are one test with two timed sections. Papers before 2022 had a single paper of 100 questions in 90 minutes (1 mark for a right answer, 0.25 off for a wrong one); the other MTS mocks here follow that older pattern.',
    title: 'SSC MTS Mock (CBT, two sessions)',
    description:
      'Session I: Numerical Ability 20 + Reasoning 20, 120 marks in 45 minutes, no negative marking. Session II: General Awareness 25 + English 25, 150 marks in 45 minutes, 1 off a wrong answer.',
    testType: 'FULL_LENGTH',
    examType: 'SSC_MTS',
    sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE', 'GENERAL_AWARENESS', 'ENGLISH_COMPREHENSION'],
    questionsPerSection: [
      { section: 'QUANTITATIVE_APTITUDE', questions: 20 },
      { section: 'GENERAL_INTELLIGENCE', questions: 20 },
      { section: 'GENERAL_AWARENESS', questions: 25 },
      { section: 'ENGLISH_COMPREHENSION', questions: 25 },
    ],
    durationMinutes: 90,
    totalQuestions: 90,
    marksPerQuestion: 3,
    negativeMarks: 1,
    totalMarks: 270,
    mode: 'CBT',
    sectionTimings: [
      {
        section: 'QUANTITATIVE_APTITUDE',
        sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'],
        durationMinutes: 45,
      },
      {
        section: 'GENERAL_AWARENESS',
        sections: ['GENERAL_AWARENESS', 'ENGLISH_COMPREHENSION'],
        durationMinutes: 45,
      },
    ],
    sectionMarking: [
      { section: 'QUANTITATIVE_APTITUDE', marksPerQuestion: 3, negativeMarks: 0 },
      { section: 'GENERAL_INTELLIGENCE', marksPerQuestion: 3, negativeMarks: 0 },
      { section: 'GENERAL_AWARENESS', marksPerQuestion: 3, negativeMarks: 1 },
      { section: 'ENGLISH_COMPREHENSION', marksPerQuestion: 3, negativeMarks: 1 },
    ],
    evaluateAnsweredAndMarked: true,
  },
];

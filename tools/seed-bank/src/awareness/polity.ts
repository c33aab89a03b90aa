import type { SeedQuestion } from '../question-draft';
import { CONSTITUTION_FACTS } from './constitution-facts';
import { type Fact, factQuestions, row, tableQuestions } from './ga-draft';
import { PARLIAMENT_FACTS } from './parliament-facts';

const art = (n: string) => [`Article ${n}`, `अनुच्छेद ${n}`] as [string, string];

/** Articles of the Constitution of India and what they provide. */
const ARTICLES = [
  row(['equality before law', 'विधि के समक्ष समता'], art('14'), { level: 'EASY' }),
  row(['abolition of untouchability', 'अस्पृश्यता के अंत'], art('17'), { level: 'EASY' }),
  row(
    [
      'protection of certain rights regarding freedom of speech, assembly and movement',
      'वाक्-स्वातंत्र्य, सम्मेलन और संचरण आदि विषयक कुछ अधिकारों के संरक्षण',
    ],
    art('19'),
  ),
  row(['protection of life and personal liberty', 'प्राण और दैहिक स्वतंत्रता के संरक्षण'], art('21'), {
    level: 'EASY',
  }),
  row(['the right to education', 'शिक्षा के अधिकार'], art('21A')),
  row(
    [
      'remedies for enforcement of Fundamental Rights (constitutional remedies)',
      'मौलिक अधिकारों को प्रवर्तित कराने के उपचार (संवैधानिक उपचार)',
    ],
    art('32'),
    { level: 'EASY' },
  ),
  row(['organisation of village panchayats', 'ग्राम पंचायतों के संगठन'], art('40')),
  row(['a uniform civil code for citizens', 'नागरिकों के लिए एक समान सिविल संहिता'], art('44')),
  row(
    [
      'protection and improvement of the environment and safeguarding of forests and wildlife',
      'पर्यावरण के संरक्षण तथा संवर्धन और वन तथा वन्यजीवों की रक्षा',
    ],
    art('48A'),
    { level: 'HARD' },
  ),
  row(['Fundamental Duties', 'मौलिक कर्तव्य'], art('51A'), { level: 'EASY' }),
  row(['the office of the President of India', 'भारत के राष्ट्रपति के पद'], art('52')),
  row(['the procedure for impeachment of the President', 'राष्ट्रपति पर महाभियोग की प्रक्रिया'], art('61'), {
    level: 'HARD',
  }),
  row(['the office of the Vice-President of India', 'भारत के उपराष्ट्रपति के पद'], art('63'), { level: 'HARD' }),
  row(['the power of the President to grant pardons', 'राष्ट्रपति की क्षमादान शक्ति'], art('72')),
  row(['the Attorney-General for India', 'भारत के महान्यायवादी'], art('76')),
  row(['the definition of Money Bills', 'धन विधेयक की परिभाषा'], art('110'), { level: 'HARD' }),
  row(['the annual financial statement (Union Budget)', 'वार्षिक वित्तीय विवरण (केंद्रीय बजट)'], art('112')),
  row(
    ['the power of the President to promulgate ordinances', 'राष्ट्रपति की अध्यादेश जारी करने की शक्ति'],
    art('123'),
  ),
  row(
    ['the establishment and constitution of the Supreme Court', 'उच्चतम न्यायालय की स्थापना और गठन'],
    art('124'),
  ),
  row(
    [
      'the power of the President to consult the Supreme Court',
      'राष्ट्रपति की उच्चतम न्यायालय से परामर्श करने की शक्ति',
    ],
    art('143'),
    { level: 'HARD' },
  ),
  row(['the Comptroller and Auditor-General of India', 'भारत के नियंत्रक-महालेखापरीक्षक'], art('148')),
  row(['the appointment of the Governor of a State', 'राज्य के राज्यपाल की नियुक्ति'], art('155'), {
    level: 'HARD',
  }),
  row(['the Advocate-General for the State', 'राज्य के महाधिवक्ता'], art('165'), { level: 'HARD' }),
  row(['High Courts for States', 'राज्यों के लिए उच्च न्यायालय'], art('214'), { level: 'HARD' }),
  row(
    [
      'adjudication of disputes relating to waters of inter-State rivers',
      'अंतरराज्यिक नदियों के जल संबंधी विवादों के न्यायनिर्णयन',
    ],
    art('262'),
    { level: 'HARD' },
  ),
  row(['the Finance Commission', 'वित्त आयोग'], art('280')),
  row(
    ['the right to property as a constitutional right', 'संवैधानिक अधिकार के रूप में संपत्ति के अधिकार'],
    art('300A'),
  ),
  row(['the All-India Services', 'अखिल भारतीय सेवाएँ'], art('312')),
  row(
    ['Public Service Commissions for the Union and the States', 'संघ और राज्यों के लिए लोक सेवा आयोग'],
    art('315'),
  ),
  row(['the Election Commission', 'निर्वाचन आयोग'], art('324')),
  row(['the official language of the Union', 'संघ की राजभाषा'], art('343')),
  row(['the proclamation of a National Emergency', 'राष्ट्रीय आपात की उद्घोषणा'], art('352'), { level: 'EASY' }),
  row(
    [
      "President's Rule in a State (failure of constitutional machinery)",
      'राज्य में राष्ट्रपति शासन (संवैधानिक तंत्र की विफलता)',
    ],
    art('356'),
    { level: 'EASY' },
  ),
  row(['Financial Emergency', 'वित्तीय आपात'], art('360')),
  row(['the power of Parliament to amend the Constitution', 'संविधान में संशोधन करने की संसद की शक्ति'], art('368')),
];

const FACTS: Fact[] = [...CONSTITUTION_FACTS, ...PARLIAMENT_FACTS];

export const polityQuestions = (): SeedQuestion[] => [
  ...tableQuestions({
    name: 'awareness/polity/articles',
    tags: ['Indian Polity', 'Constitution'],
    level: 'MEDIUM',
    rows: ARTICLES,
    ask: (item) => ({
      en: `Which Article of the Constitution of India deals with ${item.en}?`,
      hi: `भारतीय संविधान का कौन-सा अनुच्छेद ${item.hi} से संबंधित है?`,
    }),
    explain: (r) => ({
      en: `${r.answer.en} of the Constitution deals with ${r.item.en}.`,
      hi: `संविधान का ${r.answer.hi} ${r.item.hi} से संबंधित है।`,
    }),
  }),
  ...factQuestions('awareness/polity/facts', ['Indian Polity', 'Constitution'], FACTS),
];

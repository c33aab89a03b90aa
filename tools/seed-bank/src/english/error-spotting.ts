import { fromList, type SeedQuestion, t } from '../question-draft';
import { eng, LEVEL, type Level } from './english-draft';

const NO_ERROR = 'No error';

/**
 * [three sentence parts, index of the part with the error (3 = no error), level,
 * correction in English, correction in Hindi]. Options stay in sentence order.
 */
type Entry = [[string, string, string], 0 | 1 | 2 | 3, Level, string, string];

const ITEMS: Entry[] = [
  [
    ['He did not knew', 'the answer', 'to the question.'],
    0,
    'E',
    "After 'did not' the base form is used: 'He did not know'.",
    "'did not' के बाद क्रिया का मूल रूप आता है: 'He did not know'।",
  ],
  [
    ['Each of the students', 'have submitted', 'the assignment.'],
    1,
    'M',
    "'Each' is singular: 'has submitted'.",
    "'each' एकवचन है: 'has submitted' होना चाहिए।",
  ],
  [
    ['She is', 'more taller', 'than her sister.'],
    1,
    'E',
    "'Taller' is already comparative; 'more' must be dropped.",
    "'taller' स्वयं तुलनात्मक है; 'more' हटाना होगा।",
  ],
  [
    ['The furniture in this room', 'are', 'very expensive.'],
    1,
    'M',
    "'Furniture' is uncountable and takes 'is'.",
    "'furniture' अगणनीय है, अतः 'is' आएगा।",
  ],
  [
    ['I have seen him', 'at the market', 'yesterday.'],
    0,
    'M',
    "With 'yesterday' the simple past is used: 'I saw him'.",
    "'yesterday' के साथ simple past आता है: 'I saw him'।",
  ],
  [
    ['He is', 'elder than', 'his brother.'],
    1,
    'M',
    "'Elder' is not followed by 'than'; use 'older than'.",
    "'elder' के साथ 'than' नहीं आता; 'older than' होना चाहिए।",
  ],
  [
    ['One of my friend', 'lives', 'in Pune.'],
    0,
    'E',
    "'One of' takes a plural noun: 'One of my friends'.",
    "'one of' के बाद बहुवचन संज्ञा आती है: 'One of my friends'।",
  ],
  [
    ['The police has', 'arrested', 'the thief.'],
    0,
    'M',
    "'Police' is a plural noun: 'The police have'.",
    "'police' बहुवचन संज्ञा है: 'The police have'।",
  ],
  [
    ['Neither of the two answers', 'are', 'correct.'],
    1,
    'H',
    "'Neither' is singular: 'is correct'.",
    "'neither' एकवचन है: 'is correct'।",
  ],
  [
    ['She prefers coffee', 'than', 'tea.'],
    1,
    'M',
    "'Prefer' takes 'to': 'prefers coffee to tea'.",
    "'prefer' के साथ 'to' आता है: 'prefers coffee to tea'।",
  ],
  [
    ['He returned back', 'from Delhi', 'last night.'],
    0,
    'M',
    "'Returned' already means 'came back'; 'back' is redundant.",
    "'returned' का अर्थ ही 'वापस आया' है; 'back' अनावश्यक है।",
  ],
  [
    ['The sceneries', 'of Kashmir', 'are beautiful.'],
    0,
    'H',
    "'Scenery' is uncountable: 'The scenery of Kashmir is beautiful'.",
    "'scenery' अगणनीय है: 'The scenery of Kashmir is beautiful'।",
  ],
  [
    ['I am', 'knowing', 'the answer.'],
    1,
    'M',
    "'Know' is a stative verb and is not used in the continuous form: 'I know the answer'.",
    "'know' स्थिति-सूचक क्रिया है, continuous रूप में प्रयुक्त नहीं होती: 'I know the answer'।",
  ],
  [
    ['He gave me', 'an advice', 'about my career.'],
    1,
    'M',
    "'Advice' is uncountable: 'some advice' or 'a piece of advice'.",
    "'advice' अगणनीय है: 'some advice' या 'a piece of advice'।",
  ],
  [
    ['Unless you do not work hard,', 'you will not', 'pass the examination.'],
    0,
    'H',
    "'Unless' already means 'if not': 'Unless you work hard'.",
    "'unless' का अर्थ ही 'if not' है: 'Unless you work hard'।",
  ],
  [
    ['The cattle is', 'grazing', 'in the field.'],
    0,
    'H',
    "'Cattle' is plural: 'The cattle are grazing'.",
    "'cattle' बहुवचन है: 'The cattle are grazing'।",
  ],
  [
    ['Hardly had he left', 'than', 'it began to rain.'],
    1,
    'H',
    "'Hardly' is followed by 'when', not 'than'.",
    "'hardly' के बाद 'than' नहीं, 'when' आता है।",
  ],
  [
    ['He has been', 'working here', 'since five years.'],
    2,
    'E',
    "A period of time takes 'for': 'for five years'.",
    "समय-अवधि के साथ 'for' आता है: 'for five years'।",
  ],
  [
    ['I look forward', 'to meet', 'you soon.'],
    1,
    'M',
    "'Look forward to' is followed by the -ing form: 'to meeting'.",
    "'look forward to' के बाद -ing रूप आता है: 'to meeting'।",
  ],
  [
    ['The Ganga is', 'one of the longest river', 'in India.'],
    1,
    'E',
    "'One of the' takes a plural noun: 'one of the longest rivers'.",
    "'one of the' के बाद बहुवचन संज्ञा आती है: 'one of the longest rivers'।",
  ],
  [
    ['Each boy and each girl', 'were given', 'a prize.'],
    1,
    'H',
    "Subjects joined by 'and' but each preceded by 'each' take a singular verb: 'was given'.",
    "'each' से आरंभ होकर 'and' से जुड़े कर्ता एकवचन क्रिया लेते हैं: 'was given'।",
  ],
  [
    ['She has been working', 'in this company', 'for ten years.'],
    3,
    'M',
    'The sentence is correct: the present perfect continuous with a period of time.',
    'वाक्य सही है: समय-अवधि के साथ present perfect continuous का प्रयोग उचित है।',
  ],
  [
    ['Neither he nor I', 'am going', 'to the party.'],
    3,
    'H',
    "The sentence is correct: with 'neither … nor' the verb agrees with the nearer subject 'I'.",
    "वाक्य सही है: 'neither … nor' में क्रिया निकटतम कर्ता 'I' के अनुसार होती है।",
  ],
  [
    ['The quality of these mangoes', 'is', 'very good.'],
    3,
    'M',
    "The sentence is correct: the subject is 'the quality', which is singular.",
    "वाक्य सही है: कर्ता 'the quality' एकवचन है।",
  ],
];

export const errorSpottingQuestions = (): SeedQuestion[] =>
  fromList('english/error-spotting', ITEMS, ([parts, wrongIndex, level, fixEn, fixHi]) => {
    const options = [...parts, NO_ERROR];
    const sentence = parts.join(' ');
    return eng('Error Spotting', LEVEL[level], {
      question: t(
        `The following sentence has been divided into parts. One of them may contain an error. Select the part that contains the error. If there is no error, select 'No error'.\n${sentence}`,
        `निम्नलिखित वाक्य को भागों में बाँटा गया है। इनमें से किसी एक भाग में त्रुटि हो सकती है। त्रुटि वाले भाग का चयन करें। यदि कोई त्रुटि नहीं है, तो 'No error' चुनें।\n${sentence}`,
      ),
      answer: options[wrongIndex] as string,
      wrong: options.filter((_, i) => i !== wrongIndex),
      answerSlot: wrongIndex,
      explanation: t(fixEn, fixHi),
    });
  });

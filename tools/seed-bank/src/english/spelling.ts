import { fromList, type SeedQuestion, t } from '../question-draft';
import { eng, LEVEL, type Level } from './english-draft';

/**
 * [correct spelling, three misspellings, level]. Words with two accepted spellings
 * (judgement/judgment, focused/focussed) are deliberately left out.
 */
type Entry = [string, [string, string, string], Level];

const WORDS: Entry[] = [
  ['Accommodate', ['Acommodate', 'Accomodate', 'Acomodate'], 'M'],
  ['Necessary', ['Neccessary', 'Necesary', 'Neccesary'], 'E'],
  ['Embarrass', ['Embarass', 'Embbarass', 'Emberrass'], 'M'],
  ['Occurrence', ['Occurence', 'Ocurrence', 'Occurrance'], 'H'],
  ['Separate', ['Seperate', 'Separete', 'Saparate'], 'E'],
  ['Definitely', ['Definately', 'Definitly', 'Defenitely'], 'E'],
  ['Conscience', ['Consience', 'Concience', 'Conscince'], 'M'],
  ['Millennium', ['Millenium', 'Milennium', 'Millenniem'], 'H'],
  ['Rhythm', ['Rythm', 'Rhythem', 'Rhytm'], 'M'],
  ['Maintenance', ['Maintainance', 'Maintenence', 'Maintanance'], 'H'],
  ['Privilege', ['Priviledge', 'Privelege', 'Privilige'], 'H'],
  ['Questionnaire', ['Questionaire', 'Questionnair', 'Questionnare'], 'H'],
  ['Entrepreneur', ['Entrepreneure', 'Enterpreneur', 'Entreprenuer'], 'H'],
  ['Guarantee', ['Garantee', 'Guarentee', 'Guarantie'], 'M'],
  ['Committee', ['Commitee', 'Comittee', 'Committe'], 'M'],
  ['Receive', ['Recieve', 'Receeve', 'Riceive'], 'E'],
  ['Beginning', ['Begining', 'Beginnig', 'Beggining'], 'E'],
  ['Environment', ['Enviroment', 'Environmant', 'Envirnment'], 'E'],
  ['Government', ['Goverment', 'Governmant', 'Govenment'], 'E'],
  ['Pronunciation', ['Pronounciation', 'Pronunciaton', 'Pronuntiation'], 'H'],
  ['Exaggerate', ['Exagerate', 'Exaggarate', 'Exxagerate'], 'M'],
  ['Hierarchy', ['Heirarchy', 'Hierarchi', 'Hiearchy'], 'M'],
  ['Mischievous', ['Mischievious', 'Mischevous', 'Mischeivous'], 'H'],
  ['Liaison', ['Liason', 'Liasion', 'Laison'], 'H'],
  ['Bureaucracy', ['Beaurocracy', 'Bureaucrasy', 'Burocracy'], 'H'],
  ['Conscious', ['Concious', 'Conscous', 'Consious'], 'E'],
  ['Restaurant', ['Restaurent', 'Resturant', 'Restuarant'], 'M'],
  ['Tomorrow', ['Tommorow', 'Tomorow', 'Tommorrow'], 'E'],
  ['Achievement', ['Acheivement', 'Achievment', 'Achievemant'], 'M'],
  ['Vacuum', ['Vaccum', 'Vacume', 'Vaccuum'], 'M'],
  ['Surveillance', ['Survelliance', 'Surveilance', 'Surveillence'], 'H'],
  ['Parallel', ['Paralel', 'Parralel', 'Paralell'], 'M'],
  ['Reference', ['Referance', 'Refference', 'Refrence'], 'M'],
  ['Occasionally', ['Ocasionally', 'Occassionally', 'Occasionaly'], 'M'],
  ['Acquaintance', ['Acquaintence', 'Aquaintance', 'Acquantance'], 'H'],
];

export const spellingQuestions = (): SeedQuestion[] =>
  fromList('english/spelling', WORDS, ([word, wrong, level]) =>
    eng('Spelling', LEVEL[level], {
      question: t('Select the correctly spelt word.', 'सही वर्तनी वाले शब्द का चयन करें।'),
      answer: word,
      wrong,
      explanation: t(`The correct spelling is '${word}'.`, `सही वर्तनी '${word}' है।`),
    }),
  );

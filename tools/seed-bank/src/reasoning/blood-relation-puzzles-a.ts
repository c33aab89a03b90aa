import { t } from '../question-draft';
import { type Puzzle, R } from './kinship';

/** Puzzles 1–9: worked through by hand; only the names change. */
export const PUZZLES_1_TO_9: Puzzle[] = [
  {
    slots: ['F'],
    level: 'HARD',
    question: ([a]) =>
      t(
        `Pointing to a man, ${a?.en} said, "He is the son of my paternal grandfather's only son." How is the man related to ${a?.en}?`,
        `एक आदमी की ओर इशारा करते हुए ${a?.hi} ने कहा, "वह मेरे दादा के इकलौते पुत्र का पुत्र है।" वह आदमी ${a?.hi} से किस प्रकार संबंधित है?`,
      ),
    answer: R.brother,
    wrong: [R.cousinBrother, R.father, R.paternalUncle],
    why: ([a]) =>
      t(
        `The only son of ${a?.en}'s paternal grandfather is ${a?.en}'s father; his son is ${a?.en}'s brother.`,
        `${a?.hi} के दादा का इकलौता पुत्र ${a?.hi} का पिता है; उसका पुत्र ${a?.hi} का भाई है।`,
      ),
  },
  {
    slots: ['M', 'F', 'M'],
    level: 'EASY',
    question: ([a, b, c]) =>
      t(
        `${a?.en} is the brother of ${b?.en}. ${b?.en} is the daughter of ${c?.en}. How is ${a?.en} related to ${c?.en}?`,
        `${a?.hi}, ${b?.hi} का भाई है। ${b?.hi}, ${c?.hi} की पुत्री है। ${a?.hi} का ${c?.hi} से क्या संबंध है?`,
      ),
    answer: R.son,
    wrong: [R.brother, R.nephewBrothers, R.father],
    why: ([a, b, c]) =>
      t(
        `${b?.en} is ${c?.en}'s daughter and ${a?.en} is her brother, so ${a?.en} is ${c?.en}'s son.`,
        `${b?.hi}, ${c?.hi} की पुत्री है और ${a?.hi} उसका भाई है, अतः ${a?.hi}, ${c?.hi} का पुत्र है।`,
      ),
  },
  {
    slots: ['F', 'F', 'M', 'M'],
    level: 'MEDIUM',
    question: ([a, b, c, d]) =>
      t(
        `${a?.en} is the mother of ${b?.en}. ${b?.en} is the sister of ${c?.en}. ${c?.en} is the father of ${d?.en}. How is ${a?.en} related to ${d?.en}?`,
        `${a?.hi}, ${b?.hi} की माता है। ${b?.hi}, ${c?.hi} की बहन है। ${c?.hi}, ${d?.hi} का पिता है। ${a?.hi} का ${d?.hi} से क्या संबंध है?`,
      ),
    answer: R.grandmother,
    wrong: [R.mother, R.paternalAunt, R.sister],
    why: ([a, b, c, d]) =>
      t(
        `${a?.en} is the mother of ${b?.en} and of her brother ${c?.en}. ${c?.en} is ${d?.en}'s father, so ${a?.en} is ${d?.en}'s grandmother (father's mother).`,
        `${a?.hi}, ${b?.hi} और उसके भाई ${c?.hi} की माता है। ${c?.hi}, ${d?.hi} का पिता है, अतः ${a?.hi}, ${d?.hi} की दादी है।`,
      ),
  },
  {
    slots: ['M', 'F', 'M'],
    level: 'EASY',
    question: ([a, b, c]) =>
      t(
        `${a?.en} is the son of ${b?.en}. ${b?.en} is the sister of ${c?.en}. How is ${c?.en} related to ${a?.en}?`,
        `${a?.hi}, ${b?.hi} का पुत्र है। ${b?.hi}, ${c?.hi} की बहन है। ${c?.hi} का ${a?.hi} से क्या संबंध है?`,
      ),
    answer: R.maternalUncle,
    wrong: [R.paternalUncle, R.father, R.brother],
    why: ([a, b, c]) =>
      t(
        `${c?.en} is the brother of ${a?.en}'s mother ${b?.en}, so ${c?.en} is ${a?.en}'s maternal uncle.`,
        `${c?.hi}, ${a?.hi} की माता ${b?.hi} का भाई है, अतः ${c?.hi}, ${a?.hi} का मामा है।`,
      ),
  },
  {
    slots: ['M', 'M', 'M'],
    level: 'EASY',
    question: ([a, b, c]) =>
      t(
        `${a?.en} is the son of ${b?.en}. ${b?.en} is the brother of ${c?.en}. How is ${c?.en} related to ${a?.en}?`,
        `${a?.hi}, ${b?.hi} का पुत्र है। ${b?.hi}, ${c?.hi} का भाई है। ${c?.hi} का ${a?.hi} से क्या संबंध है?`,
      ),
    answer: R.paternalUncle,
    wrong: [R.maternalUncle, R.maternalGrandfather, R.cousinBrother],
    why: ([a, b, c]) =>
      t(
        `${c?.en} is the brother of ${a?.en}'s father ${b?.en}, so ${c?.en} is ${a?.en}'s paternal uncle.`,
        `${c?.hi}, ${a?.hi} के पिता ${b?.hi} का भाई है, अतः ${c?.hi}, ${a?.hi} का चाचा/ताऊ है।`,
      ),
  },
  {
    slots: ['F', 'M', 'F'],
    level: 'MEDIUM',
    question: ([a, b, c]) =>
      t(
        `${a?.en} is the daughter of ${b?.en}. ${b?.en} is the only son of ${c?.en}. How is ${c?.en} related to ${a?.en}?`,
        `${a?.hi}, ${b?.hi} की पुत्री है। ${b?.hi}, ${c?.hi} का इकलौता पुत्र है। ${c?.hi} का ${a?.hi} से क्या संबंध है?`,
      ),
    answer: R.grandmother,
    wrong: [R.mother, R.paternalAunt, R.sister],
    why: ([a, b, c]) =>
      t(
        `${c?.en} is the mother of ${a?.en}'s father ${b?.en}, so she is ${a?.en}'s grandmother.`,
        `${c?.hi}, ${a?.hi} के पिता ${b?.hi} की माता है, अतः वह ${a?.hi} की दादी है।`,
      ),
  },
  {
    slots: ['M', 'M', 'F'],
    level: 'EASY',
    question: ([a, b, c]) =>
      t(
        `${a?.en} is the father of ${b?.en}. ${b?.en} is the husband of ${c?.en}. How is ${c?.en} related to ${a?.en}?`,
        `${a?.hi}, ${b?.hi} का पिता है। ${b?.hi}, ${c?.hi} का पति है। ${c?.hi} का ${a?.hi} से क्या संबंध है?`,
      ),
    answer: R.daughterInLaw,
    wrong: [R.daughter, R.wife, R.sister],
    why: ([a, b, c]) =>
      t(
        `${c?.en} is the wife of ${a?.en}'s son ${b?.en}, so she is ${a?.en}'s daughter-in-law.`,
        `${c?.hi}, ${a?.hi} के पुत्र ${b?.hi} की पत्नी है, अतः वह ${a?.hi} की पुत्रवधू है।`,
      ),
  },
  {
    slots: ['F', 'M', 'M'],
    level: 'EASY',
    question: ([a, b, c]) =>
      t(
        `${a?.en} is the wife of ${b?.en}. ${b?.en} is the only son of ${c?.en}. How is ${c?.en} related to ${a?.en}?`,
        `${a?.hi}, ${b?.hi} की पत्नी है। ${b?.hi}, ${c?.hi} का इकलौता पुत्र है। ${c?.hi} का ${a?.hi} से क्या संबंध है?`,
      ),
    answer: R.fatherInLaw,
    wrong: [R.father, R.husband, R.husbandsBrother],
    why: ([a, b, c]) =>
      t(
        `${c?.en} is the father of ${a?.en}'s husband ${b?.en}, so he is ${a?.en}'s father-in-law.`,
        `${c?.hi}, ${a?.hi} के पति ${b?.hi} का पिता है, अतः वह ${a?.hi} का ससुर है।`,
      ),
  },
  {
    slots: ['M', 'F', 'M'],
    level: 'MEDIUM',
    question: ([a, b, c]) =>
      t(
        `${a?.en} is the brother of ${b?.en}. ${b?.en} is the wife of ${c?.en}. How is ${a?.en} related to ${c?.en}?`,
        `${a?.hi}, ${b?.hi} का भाई है। ${b?.hi}, ${c?.hi} की पत्नी है। ${a?.hi} का ${c?.hi} से क्या संबंध है?`,
      ),
    answer: R.brotherInLaw,
    wrong: [R.brother, R.fatherInLaw, R.sonInLaw],
    why: ([a, , c]) =>
      t(
        `${a?.en} is the brother of ${c?.en}'s wife, so he is ${c?.en}'s brother-in-law.`,
        `${a?.hi}, ${c?.hi} की पत्नी का भाई है, अतः वह ${c?.hi} का साला है।`,
      ),
  },
];

import { t } from '../question-draft';
import { type Puzzle, R } from './kinship';

/** Puzzles 10–18: worked through by hand; only the names change. */
export const PUZZLES_10_TO_18: Puzzle[] = [
  {
    slots: ['F', 'M', 'M'],
    level: 'EASY',
    question: ([a, b, c]) =>
      t(
        `${a?.en} is the sister of ${b?.en}. ${b?.en} is the father of ${c?.en}. How is ${a?.en} related to ${c?.en}?`,
        `${a?.hi}, ${b?.hi} की बहन है। ${b?.hi}, ${c?.hi} का पिता है। ${a?.hi} का ${c?.hi} से क्या संबंध है?`,
      ),
    answer: R.paternalAunt,
    wrong: [R.mother, R.sister, R.grandmother],
    why: ([a, , c]) =>
      t(
        `${a?.en} is the sister of ${c?.en}'s father, so she is ${c?.en}'s paternal aunt.`,
        `${a?.hi}, ${c?.hi} के पिता की बहन है, अतः वह ${c?.hi} की बुआ है।`,
      ),
  },
  {
    slots: ['M'],
    level: 'HARD',
    question: ([a]) =>
      t(
        `Introducing a woman, ${a?.en} said, "Her mother is the only daughter of my mother." How is the woman related to ${a?.en}?`,
        `एक महिला का परिचय कराते हुए ${a?.hi} ने कहा, "इसकी माता मेरी माता की इकलौती पुत्री है।" वह महिला ${a?.hi} से किस प्रकार संबंधित है?`,
      ),
    answer: R.nieceSisters,
    wrong: [R.sister, R.daughter, R.maternalAunt],
    why: ([a]) =>
      t(
        `The only daughter of ${a?.en}'s mother is ${a?.en}'s sister. The woman is his sister's daughter, i.e. his niece.`,
        `${a?.hi} की माता की इकलौती पुत्री ${a?.hi} की बहन है। वह महिला उसकी बहन की पुत्री, अर्थात भांजी है।`,
      ),
  },
  {
    slots: ['F'],
    level: 'HARD',
    question: ([a]) =>
      t(
        `Pointing to a boy, ${a?.en} said, "He is the son of the only son of my father." How is the boy related to ${a?.en}?`,
        `एक लड़के की ओर इशारा करते हुए ${a?.hi} ने कहा, "वह मेरे पिता के इकलौते पुत्र का पुत्र है।" वह लड़का ${a?.hi} से किस प्रकार संबंधित है?`,
      ),
    answer: R.nephewBrothers,
    wrong: [R.brother, R.son, R.cousinBrother],
    why: ([a]) =>
      t(
        `The only son of ${a?.en}'s father is her brother. The boy is her brother's son, i.e. her nephew.`,
        `${a?.hi} के पिता का इकलौता पुत्र उसका भाई है। वह लड़का उसके भाई का पुत्र, अर्थात भतीजा है।`,
      ),
  },
  {
    slots: ['M', 'M', 'F', 'F'],
    level: 'MEDIUM',
    question: ([a, b, c, d]) =>
      t(
        `${a?.en} is the son of ${b?.en}. ${c?.en} is the daughter of ${d?.en}. ${d?.en} is the sister of ${b?.en}. How is ${c?.en} related to ${a?.en}?`,
        `${a?.hi}, ${b?.hi} का पुत्र है। ${c?.hi}, ${d?.hi} की पुत्री है। ${d?.hi}, ${b?.hi} की बहन है। ${c?.hi} का ${a?.hi} से क्या संबंध है?`,
      ),
    answer: R.cousinSister,
    wrong: [R.sister, R.nieceSisters, R.paternalAunt],
    why: ([a, b, c, d]) =>
      t(
        `${d?.en} is the sister of ${a?.en}'s father ${b?.en}, so ${d?.en} is his paternal aunt and her daughter ${c?.en} is his cousin.`,
        `${d?.hi}, ${a?.hi} के पिता ${b?.hi} की बहन, अर्थात ${a?.hi} की बुआ है; उसकी पुत्री ${c?.hi}, ${a?.hi} की फुफेरी बहन है।`,
      ),
  },
  {
    slots: ['M', 'F'],
    level: 'HARD',
    question: ([a, b]) =>
      t(
        `${a?.en}'s mother is the only daughter of ${b?.en}'s father. How is ${b?.en}'s husband related to ${a?.en}?`,
        `${a?.hi} की माता, ${b?.hi} के पिता की इकलौती पुत्री है। ${b?.hi} के पति का ${a?.hi} से क्या संबंध है?`,
      ),
    answer: R.father,
    wrong: [R.maternalGrandfather, R.maternalUncle, R.brother],
    why: ([a, b]) =>
      t(
        `${b?.en} is a daughter of her father, so his only daughter is ${b?.en} herself: ${b?.en} is ${a?.en}'s mother and her husband is ${a?.en}'s father.`,
        `${b?.hi} अपने पिता की पुत्री है, अतः उनकी इकलौती पुत्री स्वयं ${b?.hi} है: ${b?.hi}, ${a?.hi} की माता है और उसका पति ${a?.hi} का पिता है।`,
      ),
  },
  {
    slots: ['F', 'M', 'M'],
    level: 'MEDIUM',
    question: ([a, b, c]) =>
      t(
        `${a?.en} is the daughter-in-law of ${b?.en}. ${c?.en} is the only son of ${b?.en}. How is ${c?.en} related to ${a?.en}?`,
        `${a?.hi}, ${b?.hi} की पुत्रवधू है। ${c?.hi}, ${b?.hi} का इकलौता पुत्र है। ${c?.hi} का ${a?.hi} से क्या संबंध है?`,
      ),
    answer: R.husband,
    wrong: [R.brother, R.fatherInLaw, R.son],
    why: ([a, b, c]) =>
      t(
        `A daughter-in-law is a son's wife. ${b?.en} has only one son, ${c?.en}, so ${c?.en} is ${a?.en}'s husband.`,
        `पुत्रवधू पुत्र की पत्नी होती है। ${b?.hi} का इकलौता पुत्र ${c?.hi} है, अतः ${c?.hi}, ${a?.hi} का पति है।`,
      ),
  },
  {
    slots: ['F', 'F'],
    level: 'HARD',
    question: ([a, b]) =>
      t(
        `${a?.en} said, "My mother's brother's only sister is ${b?.en}." How is ${b?.en} related to ${a?.en}?`,
        `${a?.hi} ने कहा, "मेरी माता के भाई की इकलौती बहन ${b?.hi} है।" ${b?.hi} का ${a?.hi} से क्या संबंध है?`,
      ),
    answer: R.mother,
    wrong: [R.maternalAunt, R.maternalGrandmother, R.sister],
    why: ([a, b]) =>
      t(
        `${a?.en}'s mother is a sister of her own brother, so his only sister is ${a?.en}'s mother: ${b?.en}.`,
        `${a?.hi} की माता अपने भाई की बहन है, अतः उसकी इकलौती बहन ${a?.hi} की माता ${b?.hi} ही है।`,
      ),
  },
  {
    slots: ['M', 'F', 'F'],
    level: 'EASY',
    question: ([a, b, c]) =>
      t(
        `${a?.en} is the husband of ${b?.en}. ${c?.en} is the mother of ${b?.en}. How is ${a?.en} related to ${c?.en}?`,
        `${a?.hi}, ${b?.hi} का पति है। ${c?.hi}, ${b?.hi} की माता है। ${a?.hi} का ${c?.hi} से क्या संबंध है?`,
      ),
    answer: R.sonInLaw,
    wrong: [R.son, R.brother, R.husband],
    why: ([a, , c]) =>
      t(
        `${a?.en} is the husband of ${c?.en}'s daughter, so he is ${c?.en}'s son-in-law.`,
        `${a?.hi}, ${c?.hi} की पुत्री का पति है, अतः वह ${c?.hi} का दामाद है।`,
      ),
  },
  {
    slots: ['M', 'M', 'F'],
    level: 'EASY',
    question: ([a, b, c]) =>
      t(
        `${a?.en} and ${b?.en} are brothers. ${c?.en} is the daughter of ${b?.en}. How is ${a?.en} related to ${c?.en}?`,
        `${a?.hi} और ${b?.hi} भाई हैं। ${c?.hi}, ${b?.hi} की पुत्री है। ${a?.hi} का ${c?.hi} से क्या संबंध है?`,
      ),
    answer: R.paternalUncle,
    wrong: [R.father, R.brother, R.maternalUncle],
    why: ([a, b, c]) =>
      t(
        `${a?.en} is the brother of ${c?.en}'s father ${b?.en}, so he is her paternal uncle.`,
        `${a?.hi}, ${c?.hi} के पिता ${b?.hi} का भाई है, अतः वह ${c?.hi} का चाचा/ताऊ है।`,
      ),
  },
];

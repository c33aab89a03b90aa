import { plain, wrongTexts } from '../numeric';
import { type Template, t } from '../question-draft';
import { FEMALE_NAMES, MALE_NAMES, ordinal, reason } from './reasoning-draft';

const TOPIC = 'Order and Ranking';

export const rankingTemplates: Template[] = [
  {
    name: 'reasoning/ranking/other-end',
    count: 8,
    make: (rng) => {
      const who = rng.pick(MALE_NAMES);
      const n = rng.int(15, 60);
      const k = rng.int(2, n - 1);
      const ans = n - k + 1;
      return reason(TOPIC, 'EASY', {
        question: t(
          `In a row of ${n} students, ${who.en} is ${ordinal(k)} from the left end. What is his position from the right end?`,
          `${n} विद्यार्थियों की एक पंक्ति में ${who.hi} बाएँ छोर से ${k}वें स्थान पर है। दाएँ छोर से उसका स्थान क्या है?`,
        ),
        answer: plain(ans),
        wrong: wrongTexts(ans, [n - k, n - k + 2, k], 1, plain),
        explanation: t(
          `Position from the right = total − position from the left + 1 = ${n} − ${k} + 1 = ${ans}.`,
          `दाएँ से स्थान = कुल − बाएँ से स्थान + 1 = ${n} − ${k} + 1 = ${ans}।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/ranking/total',
    count: 8,
    make: (rng) => {
      const who = rng.pick(FEMALE_NAMES);
      const [a, b] = [rng.int(3, 40), rng.int(3, 40)];
      const ans = a + b - 1;
      return reason(TOPIC, 'EASY', {
        question: t(
          `In a class, ${who.en} is ${ordinal(a)} from the top and ${ordinal(b)} from the bottom in rank. How many students are there in the class?`,
          `एक कक्षा में ${who.hi} का स्थान ऊपर से ${a}वाँ और नीचे से ${b}वाँ है। कक्षा में कितने विद्यार्थी हैं?`,
        ),
        answer: plain(ans),
        wrong: wrongTexts(ans, [a + b, a + b + 1, a + b - 2], 1, plain),
        explanation: t(
          `Total = ${a} + ${b} − 1 = ${ans} (${who.en} is counted in both positions).`,
          `कुल = ${a} + ${b} − 1 = ${ans} (${who.hi} दोनों स्थानों में गिनी गई है)।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/ranking/between',
    count: 8,
    make: (rng) => {
      const [x, y] = [rng.pick(MALE_NAMES), rng.pick(FEMALE_NAMES)];
      const n = rng.int(20, 60);
      const a = rng.int(2, n - 5);
      const posB = rng.int(a + 2, n - 1);
      const b = n - posB + 1;
      const ans = posB - a - 1;
      return reason(TOPIC, 'MEDIUM', {
        question: t(
          `In a row of ${n} children, ${x.en} is ${ordinal(a)} from the left and ${y.en} is ${ordinal(b)} from the right. How many children are there between them?`,
          `${n} बच्चों की एक पंक्ति में ${x.hi} बाएँ से ${a}वें और ${y.hi} दाएँ से ${b}वें स्थान पर है। उनके बीच कितने बच्चे हैं?`,
        ),
        answer: plain(ans),
        wrong: wrongTexts(ans, [n - a - b, ans + 1, ans - 1], 1, plain),
        explanation: t(
          `${y.en}'s position from the left = ${n} − ${b} + 1 = ${posB}. Children between = ${posB} − ${a} − 1 = ${ans}.`,
          `बाएँ से ${y.hi} का स्थान = ${n} − ${b} + 1 = ${posB}। बीच में बच्चे = ${posB} − ${a} − 1 = ${ans}।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/ranking/interchange',
    count: 8,
    make: (rng) => {
      const [x, y] = [rng.pick(MALE_NAMES), rng.pick(MALE_NAMES)];
      if (x === y) return null;
      const n = rng.int(20, 60);
      const [posX, posY] = [rng.int(2, n - 1), rng.int(2, n - 1)];
      if (posX === posY) return null;
      const fromRightY = n - posY + 1;
      return reason(TOPIC, 'HARD', {
        question: t(
          `In a row of boys, ${x.en} is ${ordinal(posX)} from the left and ${y.en} is ${ordinal(fromRightY)} from the right. When they interchange their positions, ${x.en} becomes ${ordinal(posY)} from the left. How many boys are there in the row?`,
          `लड़कों की एक पंक्ति में ${x.hi} बाएँ से ${posX}वें और ${y.hi} दाएँ से ${fromRightY}वें स्थान पर है। जब वे अपने स्थान आपस में बदल लेते हैं, तो ${x.hi} बाएँ से ${posY}वें स्थान पर आ जाता है। पंक्ति में कितने लड़के हैं?`,
        ),
        answer: plain(n),
        wrong: wrongTexts(n, [posX + fromRightY - 1, posY + fromRightY, n - 2], 1, plain),
        explanation: t(
          `After the swap ${x.en} stands where ${y.en} stood: ${ordinal(posY)} from the left and ${ordinal(fromRightY)} from the right. Total = ${posY} + ${fromRightY} − 1 = ${n}.`,
          `स्थान बदलने पर ${x.hi} वहाँ है जहाँ ${y.hi} था: बाएँ से ${posY}वाँ और दाएँ से ${fromRightY}वाँ। कुल = ${posY} + ${fromRightY} − 1 = ${n}।`,
        ),
      });
    },
  },
];

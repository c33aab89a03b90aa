import { days, fmt, hours, isClean, wrongTexts } from '../numeric';
import { type Template, t } from '../question-draft';
import { rat, ratText } from '../rational';
import { quant } from './quant-draft';

const TOPIC = 'Time and Work';
const PIPES = [TOPIC, 'Pipes and Cisterns'];

export const timeWorkTemplates: Template[] = [
  {
    name: 'quant/time-work/together',
    count: 8,
    make: (rng) => {
      const a = rng.int(4, 60);
      const b = rng.int(a + 1, 90);
      const both = (a * b) / (a + b);
      if (!Number.isInteger(both)) return null;
      return quant(TOPIC, 'EASY', {
        question: t(
          `A can finish a piece of work in ${a} days and B can finish it in ${b} days. In how many days can they finish it working together?`,
          `A किसी कार्य को ${a} दिनों में और B उसे ${b} दिनों में पूरा कर सकता है। दोनों मिलकर उसे कितने दिनों में पूरा करेंगे?`,
        ),
        answer: days(both),
        wrong: wrongTexts(both, [(a + b) / 2, b - a, both + 2], 1, days),
        explanation: t(
          `One day's work together = 1/${a} + 1/${b} = ${ratText(rat(a + b, a * b))}. Time = ${both} days.`,
          `दोनों का एक दिन का कार्य = 1/${a} + 1/${b} = ${ratText(rat(a + b, a * b))}। समय = ${both} दिन।`,
        ),
      });
    },
  },
  {
    name: 'quant/time-work/men-days',
    count: 7,
    make: (rng) => {
      const m1 = rng.int(4, 40);
      const d1 = rng.int(6, 60);
      const m2 = rng.int(4, 60);
      const d2 = (m1 * d1) / m2;
      if (m1 === m2 || !Number.isInteger(d2)) return null;
      return quant(TOPIC, 'EASY', {
        question: t(
          `${m1} men can complete a work in ${d1} days. In how many days will ${m2} men complete the same work?`,
          `${m1} व्यक्ति एक कार्य को ${d1} दिनों में पूरा कर सकते हैं। ${m2} व्यक्ति उसी कार्य को कितने दिनों में पूरा करेंगे?`,
        ),
        answer: days(d2),
        wrong: wrongTexts(d2, [(m2 * d1) / m1, d1 + m1 - m2, d2 + 2], 1, days),
        explanation: t(
          `Total work = ${m1} × ${d1} = ${m1 * d1} man-days. Days for ${m2} men = ${m1 * d1}/${m2} = ${d2}.`,
          `कुल कार्य = ${m1} × ${d1} = ${m1 * d1} व्यक्ति-दिन। ${m2} व्यक्तियों के लिए दिन = ${m1 * d1}/${m2} = ${d2}।`,
        ),
      });
    },
  },
  {
    name: 'quant/time-work/one-alone',
    count: 7,
    make: (rng) => {
      const both = rng.int(4, 30);
      const a = rng.int(both + 1, 80);
      const b = (a * both) / (a - both);
      if (!Number.isInteger(b)) return null;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `A and B together can do a work in ${both} days. A alone can do it in ${a} days. In how many days can B alone do it?`,
          `A और B मिलकर एक कार्य ${both} दिनों में कर सकते हैं। A अकेला उसे ${a} दिनों में कर सकता है। B अकेला उसे कितने दिनों में करेगा?`,
        ),
        answer: days(b),
        wrong: wrongTexts(b, [a - both, a + both, b + 4], 2, days),
        explanation: t(
          `B's one day's work = 1/${both} − 1/${a} = ${ratText(rat(a - both, a * both))}. So B alone takes ${b} days.`,
          `B का एक दिन का कार्य = 1/${both} − 1/${a} = ${ratText(rat(a - both, a * both))}। अतः B अकेला ${b} दिन लेगा।`,
        ),
      });
    },
  },
  {
    name: 'quant/time-work/efficiency',
    count: 6,
    make: (rng) => {
      const k = rng.pick([2, 3]);
      const both = k * rng.int(2, 15);
      const aAlone = (both * (k + 1)) / k;
      const word = k === 2 ? t('twice', 'दोगुना') : t('three times', 'तीन गुना');
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `A is ${word.en} as efficient as B. Working together, they finish a work in ${both} days. In how many days can A alone finish it?`,
          `A, B से ${word.hi} कुशल है। दोनों मिलकर एक कार्य ${both} दिनों में पूरा करते हैं। A अकेला उसे कितने दिनों में पूरा करेगा?`,
        ),
        answer: days(aAlone),
        wrong: wrongTexts(aAlone, [both * (k + 1), both * k, both / k], 1, days),
        explanation: t(
          `If B does 1 unit a day, A does ${k}; together ${k + 1} units a day. Total work = ${k + 1} × ${both} = ${(k + 1) * both} units. A alone: ${(k + 1) * both}/${k} = ${aAlone} days.`,
          `यदि B प्रतिदिन 1 इकाई कार्य करता है, तो A ${k} इकाई करता है; दोनों मिलकर ${k + 1} इकाई। कुल कार्य = ${k + 1} × ${both} = ${(k + 1) * both} इकाई। A अकेला: ${(k + 1) * both}/${k} = ${aAlone} दिन।`,
        ),
      });
    },
  },
  {
    name: 'quant/time-work/one-leaves',
    count: 7,
    make: (rng) => {
      const a = rng.int(6, 40);
      const b = rng.int(6, 40);
      const k = rng.int(2, 8);
      // B's remaining days = b × (1 − k/a − k/b) = b − k·b/a − k.
      const rest = b - (k * b) / a - k;
      if (a === b || !Number.isInteger(rest) || rest <= 0) return null;
      return quant(TOPIC, 'HARD', {
        question: t(
          `A can do a work in ${a} days and B in ${b} days. They work together for ${k} days, after which A leaves. In how many days will B finish the remaining work?`,
          `A एक कार्य को ${a} दिनों में और B ${b} दिनों में कर सकता है। दोनों ${k} दिन साथ कार्य करते हैं, फिर A कार्य छोड़ देता है। शेष कार्य B कितने दिनों में पूरा करेगा?`,
        ),
        answer: days(rest),
        wrong: wrongTexts(rest, [b - k, rest + k, a - k], 1, days),
        explanation: t(
          `Work done in ${k} days = ${k}(1/${a} + 1/${b}) = ${ratText(rat(k * (a + b), a * b))}. Remaining work = ${ratText(rat(a * b - k * (a + b), a * b))}. B needs ${ratText(rat(a * b - k * (a + b), a * b))} × ${b} = ${rest} days.`,
          `${k} दिनों में किया गया कार्य = ${k}(1/${a} + 1/${b}) = ${ratText(rat(k * (a + b), a * b))}। शेष कार्य = ${ratText(rat(a * b - k * (a + b), a * b))}। B को ${ratText(rat(a * b - k * (a + b), a * b))} × ${b} = ${rest} दिन लगेंगे।`,
        ),
      });
    },
  },
  {
    name: 'quant/time-work/pipes-fill',
    count: 6,
    make: (rng) => {
      const a = rng.int(2, 30);
      const b = rng.int(a + 1, 60);
      const both = (a * b) / (a + b);
      if (!isClean(both, 1)) return null;
      return quant(PIPES, 'MEDIUM', {
        question: t(
          `Two pipes can fill a tank in ${a} hours and ${b} hours respectively. If both are opened together, how long will they take to fill the tank?`,
          `दो पाइप एक टंकी को क्रमशः ${a} घंटे और ${b} घंटे में भर सकते हैं। यदि दोनों एक साथ खोले जाएँ, तो टंकी कितने समय में भरेगी?`,
        ),
        answer: hours(both),
        wrong: wrongTexts(both, [(a + b) / 2, b - a, both + 1], 1, hours),
        explanation: t(
          `Part filled per hour = 1/${a} + 1/${b} = ${ratText(rat(a + b, a * b))}. Time = ${ratText(rat(a * b, a + b))} = ${fmt(both)} hours.`,
          `प्रति घंटा भरा भाग = 1/${a} + 1/${b} = ${ratText(rat(a + b, a * b))}। समय = ${ratText(rat(a * b, a + b))} = ${fmt(both)} घंटे।`,
        ),
      });
    },
  },
  {
    name: 'quant/time-work/pipes-fill-and-empty',
    count: 7,
    make: (rng) => {
      const a = rng.int(2, 30);
      const b = rng.int(a + 1, 60);
      const net = (a * b) / (b - a);
      if (!Number.isInteger(net)) return null;
      return quant(PIPES, 'HARD', {
        question: t(
          `A pipe can fill a tank in ${a} hours and another pipe can empty the full tank in ${b} hours. If both pipes are opened together in the empty tank, in how many hours will it be filled?`,
          `एक पाइप किसी टंकी को ${a} घंटे में भर सकता है और दूसरा पाइप भरी टंकी को ${b} घंटे में खाली कर सकता है। खाली टंकी में दोनों पाइप एक साथ खोलने पर वह कितने घंटे में भरेगी?`,
        ),
        answer: hours(net),
        wrong: wrongTexts(net, [(a * b) / (a + b), b - a, net + a], 2, hours),
        explanation: t(
          `Net part filled per hour = 1/${a} − 1/${b} = ${ratText(rat(b - a, a * b))}. Time = ${net} hours.`,
          `प्रति घंटा शुद्ध भरा भाग = 1/${a} − 1/${b} = ${ratText(rat(b - a, a * b))}। समय = ${net} घंटे।`,
        ),
      });
    },
  },
];

import { fmt, plain, wrongTexts, years } from '../numeric';
import { type Template, t } from '../question-draft';
import { quant } from './quant-draft';

const TOPIC = 'Averages';

const SERIES = [
  {
    en: 'natural numbers',
    hi: 'प्राकृत संख्याओं',
    average: (n: number) => (n + 1) / 2,
    why: (n: number) =>
      t(
        `Sum = n(n + 1)/2, so average = (n + 1)/2 = ${fmt((n + 1) / 2)}.`,
        `योग = n(n + 1)/2, अतः औसत = (n + 1)/2 = ${fmt((n + 1) / 2)}।`,
      ),
  },
  {
    en: 'odd numbers',
    hi: 'विषम संख्याओं',
    average: (n: number) => n,
    why: (n: number) =>
      t(
        `Sum of the first n odd numbers = n², so average = n = ${n}.`,
        `प्रथम n विषम संख्याओं का योग = n², अतः औसत = n = ${n}।`,
      ),
  },
  {
    en: 'even numbers',
    hi: 'सम संख्याओं',
    average: (n: number) => n + 1,
    why: (n: number) =>
      t(
        `Sum of the first n even numbers = n(n + 1), so average = n + 1 = ${n + 1}.`,
        `प्रथम n सम संख्याओं का योग = n(n + 1), अतः औसत = n + 1 = ${n + 1}।`,
      ),
  },
];

export const averageTemplates: Template[] = [
  {
    name: 'quant/average/five-numbers',
    count: 7,
    make: (rng) => {
      const nums = Array.from({ length: 5 }, () => rng.int(10, 99));
      const sum = nums.reduce((a, b) => a + b, 0);
      if (sum % 5 !== 0 || new Set(nums).size !== 5) return null;
      const avg = sum / 5;
      const list = `${nums.slice(0, 4).join(', ')}`;
      return quant(TOPIC, 'EASY', {
        question: t(
          `Find the average of ${list} and ${nums[4]}.`,
          `${list} और ${nums[4]} का औसत ज्ञात कीजिए।`,
        ),
        answer: plain(avg),
        wrong: wrongTexts(avg, [sum / 4, avg + 5, avg - 3], 2, plain),
        explanation: t(
          `Sum = ${nums.join(' + ')} = ${sum}. Average = ${sum}/5 = ${avg}.`,
          `योग = ${nums.join(' + ')} = ${sum}। औसत = ${sum}/5 = ${avg}।`,
        ),
      });
    },
  },
  {
    name: 'quant/average/first-n',
    count: 7,
    make: (rng) => {
      const series = rng.pick(SERIES);
      const n = rng.int(10, 99);
      const avg = series.average(n);
      return quant(TOPIC, 'EASY', {
        question: t(
          `What is the average of the first ${n} ${series.en}?`,
          `प्रथम ${n} ${series.hi} का औसत क्या है?`,
        ),
        answer: plain(avg),
        wrong: wrongTexts(avg, [n / 2, n + 1, n, (n + 1) / 2, n - 1], 1, plain),
        explanation: series.why(n),
      });
    },
  },
  {
    name: 'quant/average/removed-number',
    count: 7,
    make: (rng) => {
      const n = rng.int(5, 15);
      const a = rng.int(20, 60);
      const b = a + rng.pick([-3, -2, -1, 1, 2, 3]);
      const x = n * a - (n - 1) * b;
      if (x <= 0) return null;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `The average of ${n} numbers is ${a}. If one number is removed, the average of the remaining numbers becomes ${b}. Find the removed number.`,
          `${n} संख्याओं का औसत ${a} है। यदि एक संख्या हटा दी जाए, तो शेष संख्याओं का औसत ${b} हो जाता है। हटाई गई संख्या ज्ञात कीजिए।`,
        ),
        answer: plain(x),
        wrong: wrongTexts(x, [n * (a - b), Math.abs(a - b), (n + 1) * a - n * b], 3, plain),
        explanation: t(
          `Sum of ${n} numbers = ${n} × ${a} = ${n * a}. Sum of the remaining ${n - 1} = ${n - 1} × ${b} = ${(n - 1) * b}. Removed number = ${n * a} − ${(n - 1) * b} = ${x}.`,
          `${n} संख्याओं का योग = ${n} × ${a} = ${n * a}। शेष ${n - 1} संख्याओं का योग = ${n - 1} × ${b} = ${(n - 1) * b}। हटाई गई संख्या = ${n * a} − ${(n - 1) * b} = ${x}।`,
        ),
      });
    },
  },
  {
    name: 'quant/average/next-innings',
    count: 7,
    make: (rng) => {
      const n = rng.int(8, 25);
      const a = rng.int(25, 60);
      const b = a + rng.int(1, 4);
      const runs = (n + 1) * b - n * a;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `A batsman has an average of ${a} runs after ${n} innings. How many runs must he score in the next innings to raise his average to ${b}?`,
          `${n} पारियों के बाद एक बल्लेबाज़ का औसत ${a} रन है। अपना औसत ${b} करने के लिए उसे अगली पारी में कितने रन बनाने होंगे?`,
        ),
        answer: plain(runs),
        wrong: wrongTexts(runs, [b, b + (b - a), n * b - (n - 1) * a], 4, plain),
        explanation: t(
          `Runs so far = ${n} × ${a} = ${n * a}. Needed after ${n + 1} innings = ${n + 1} × ${b} = ${(n + 1) * b}. Runs in the next innings = ${(n + 1) * b} − ${n * a} = ${runs}.`,
          `अब तक के रन = ${n} × ${a} = ${n * a}। ${n + 1} पारियों के बाद आवश्यक रन = ${n + 1} × ${b} = ${(n + 1) * b}। अगली पारी में रन = ${(n + 1) * b} − ${n * a} = ${runs}।`,
        ),
      });
    },
  },
  {
    name: 'quant/average/teacher-age',
    count: 7,
    make: (rng) => {
      const n = rng.int(20, 45);
      const a = rng.int(10, 16);
      const inc = rng.pick([1, 0.5]);
      const teacher = (n + 1) * (a + inc) - n * a;
      if (!Number.isInteger(teacher) || teacher < 25 || teacher > 60) return null;
      const incEn = inc === 1 ? '1 year' : '6 months';
      const incHi = inc === 1 ? '1 वर्ष' : '6 महीने';
      return quant(TOPIC, 'HARD', {
        question: t(
          `The average age of ${n} students in a class is ${a} years. When the teacher's age is included, the average increases by ${incEn}. What is the teacher's age?`,
          `एक कक्षा के ${n} विद्यार्थियों की औसत आयु ${a} वर्ष है। शिक्षक की आयु सम्मिलित करने पर औसत ${incHi} बढ़ जाता है। शिक्षक की आयु क्या है?`,
        ),
        answer: years(teacher),
        wrong: wrongTexts(teacher, [a + inc * n, a + inc, teacher + 1], 2, years),
        explanation: t(
          `Teacher's age = new total − old total = ${n + 1} × ${fmt(a + inc)} − ${n} × ${a} = ${fmt((n + 1) * (a + inc))} − ${n * a} = ${teacher} years.`,
          `शिक्षक की आयु = नया योग − पुराना योग = ${n + 1} × ${fmt(a + inc)} − ${n} × ${a} = ${fmt((n + 1) * (a + inc))} − ${n * a} = ${teacher} वर्ष।`,
        ),
      });
    },
  },
  {
    name: 'quant/average/middle-result',
    count: 6,
    make: (rng) => {
      const first = rng.int(20, 60);
      const last = rng.int(20, 60);
      const sixth = rng.int(20, 90);
      const all = 6 * first + 6 * last - sixth;
      if (all % 11 !== 0) return null;
      const avg = all / 11;
      return quant(TOPIC, 'HARD', {
        question: t(
          `The average of 11 results is ${avg}. The average of the first six results is ${first} and that of the last six is ${last}. What is the sixth result?`,
          `11 परिणामों का औसत ${avg} है। पहले छह परिणामों का औसत ${first} और अंतिम छह का औसत ${last} है। छठा परिणाम क्या है?`,
        ),
        answer: plain(sixth),
        wrong: wrongTexts(
          sixth,
          [6 * first + 6 * last - 12 * avg, first + last - avg, (first + last) / 2],
          3,
          plain,
        ),
        explanation: t(
          `The sixth result is counted in both groups. Sixth = 6 × ${first} + 6 × ${last} − 11 × ${avg} = ${6 * first} + ${6 * last} − ${all} = ${sixth}.`,
          `छठा परिणाम दोनों समूहों में गिना जाता है। छठा = 6 × ${first} + 6 × ${last} − 11 × ${avg} = ${6 * first} + ${6 * last} − ${all} = ${sixth}।`,
        ),
      });
    },
  },
];

import { fmt, isClean, percent, rupees, wrongTexts, years } from '../numeric';
import { type Template, t } from '../question-draft';
import { quant } from './quant-draft';

const SI = 'Simple Interest';
const CI = 'Compound Interest';

/** Amount after `n` years of annual compounding, exactly (integer arithmetic, then one division). */
const compoundAmount = (p: number, r: number, n: number) => (p * (100 + r) ** n) / 100 ** n;

const TIMES = [
  { k: 3, en: 'three times', hi: 'तीन गुनी' },
  { k: 4, en: 'four times', hi: 'चार गुनी' },
  { k: 5, en: 'five times', hi: 'पाँच गुनी' },
];

export const interestTemplates: Template[] = [
  {
    name: 'quant/interest/simple-interest',
    count: 8,
    make: (rng) => {
      const p = rng.step(500, 20000, 500);
      const r = rng.int(4, 15);
      const n = rng.int(2, 6);
      const si = (p * r * n) / 100;
      return quant(SI, 'EASY', {
        question: t(
          `Find the simple interest on ₹${p} at ${r}% per annum for ${n} years.`,
          `₹${p} पर ${r}% वार्षिक दर से ${n} वर्ष का साधारण ब्याज ज्ञात कीजिए।`,
        ),
        answer: rupees(si),
        wrong: wrongTexts(si, [p + si, (p * r) / 100, (p * r * (n + 1)) / 100], 50, rupees),
        explanation: t(
          `SI = P × R × T/100 = ${p} × ${r} × ${n}/100 = ₹${fmt(si)}.`,
          `साधारण ब्याज = P × R × T/100 = ${p} × ${r} × ${n}/100 = ₹${fmt(si)}।`,
        ),
      });
    },
  },
  {
    name: 'quant/interest/simple-rate',
    count: 8,
    make: (rng) => {
      const p = rng.step(1000, 20000, 500);
      const r = rng.int(3, 15);
      const n = rng.int(2, 8);
      const si = (p * r * n) / 100;
      const amount = p + si;
      const onAmount = (si * 100) / (amount * n);
      return quant(SI, 'MEDIUM', {
        question: t(
          `A sum of ₹${p} amounts to ₹${fmt(amount)} in ${n} years at simple interest. What is the rate of interest per annum?`,
          `₹${p} की धनराशि साधारण ब्याज पर ${n} वर्ष में ₹${fmt(amount)} हो जाती है। वार्षिक ब्याज दर क्या है?`,
        ),
        answer: percent(r),
        wrong: wrongTexts(r, [isClean(onAmount) ? onAmount : r + 2, r * n, r + 1], 1, percent),
        explanation: t(
          `SI = ${fmt(amount)} − ${p} = ₹${fmt(si)}. Rate = SI × 100/(P × T) = ${fmt(si)} × 100/(${p} × ${n}) = ${r}%.`,
          `साधारण ब्याज = ${fmt(amount)} − ${p} = ₹${fmt(si)}। दर = ब्याज × 100/(मूलधन × समय) = ${fmt(si)} × 100/(${p} × ${n}) = ${r}%।`,
        ),
      });
    },
  },
  {
    name: 'quant/interest/simple-multiple',
    count: 7,
    make: (rng) => {
      const n = rng.int(4, 12);
      const times = rng.pick(TIMES);
      const ans = (times.k - 1) * n;
      return quant(SI, 'MEDIUM', {
        question: t(
          `A sum of money doubles itself in ${n} years at simple interest. In how many years will it become ${times.en} itself?`,
          `साधारण ब्याज पर कोई धनराशि ${n} वर्ष में दोगुनी हो जाती है। कितने वर्षों में यह ${times.hi} हो जाएगी?`,
        ),
        answer: years(ans),
        wrong: wrongTexts(ans, [times.k * n, (times.k * n) / 2, ans + n], 2, years),
        explanation: t(
          `Doubling means the interest equals the principal (100%) in ${n} years. To become ${times.en}, the interest must be ${(times.k - 1) * 100}% of the principal, which takes ${times.k - 1} × ${n} = ${ans} years.`,
          `दोगुनी होने का अर्थ है ${n} वर्ष में ब्याज = मूलधन (100%)। ${times.hi} होने के लिए ब्याज मूलधन का ${(times.k - 1) * 100}% होना चाहिए, जिसमें ${times.k - 1} × ${n} = ${ans} वर्ष लगेंगे।`,
        ),
      });
    },
  },
  {
    name: 'quant/interest/compound-two-years',
    count: 8,
    make: (rng) => {
      const r = rng.pick([5, 10, 15, 20]);
      const p = rng.step(1000, 20000, 400);
      const amount = compoundAmount(p, r, 2);
      const ci = amount - p;
      if (!Number.isInteger(ci)) return null;
      const si = (2 * p * r) / 100;
      return quant(CI, 'MEDIUM', {
        question: t(
          `Find the compound interest on ₹${p} for 2 years at ${r}% per annum, compounded annually.`,
          `₹${p} पर ${r}% वार्षिक दर से 2 वर्ष का चक्रवृद्धि ब्याज (वार्षिक संयोजित) ज्ञात कीजिए।`,
        ),
        answer: rupees(ci),
        wrong: wrongTexts(ci, [si, amount, ci + (p * r) / 100], 25, rupees),
        explanation: t(
          `Amount = ${p} × (${100 + r}/100)² = ₹${fmt(amount)}. CI = ${fmt(amount)} − ${p} = ₹${fmt(ci)}.`,
          `मिश्रधन = ${p} × (${100 + r}/100)² = ₹${fmt(amount)}। चक्रवृद्धि ब्याज = ${fmt(amount)} − ${p} = ₹${fmt(ci)}।`,
        ),
      });
    },
  },
  {
    name: 'quant/interest/compound-three-years',
    count: 7,
    make: (rng) => {
      const r = rng.pick([10, 20]);
      const p = rng.step(1000, 30000, 1000);
      const amount = compoundAmount(p, r, 3);
      const ci = amount - p;
      if (!Number.isInteger(ci)) return null;
      return quant(CI, 'HARD', {
        question: t(
          `What is the compound interest on ₹${p} for 3 years at ${r}% per annum, compounded annually?`,
          `₹${p} पर ${r}% वार्षिक दर से 3 वर्ष का चक्रवृद्धि ब्याज (वार्षिक संयोजित) क्या होगा?`,
        ),
        answer: rupees(ci),
        wrong: wrongTexts(ci, [(3 * p * r) / 100, amount, compoundAmount(p, r, 2) - p], 50, rupees),
        explanation: t(
          `Amount = ${p} × (${100 + r}/100)³ = ₹${fmt(amount)}. CI = ${fmt(amount)} − ${p} = ₹${fmt(ci)}.`,
          `मिश्रधन = ${p} × (${100 + r}/100)³ = ₹${fmt(amount)}। चक्रवृद्धि ब्याज = ${fmt(amount)} − ${p} = ₹${fmt(ci)}।`,
        ),
      });
    },
  },
  {
    name: 'quant/interest/ci-si-difference',
    count: 8,
    make: (rng) => {
      const r = rng.pick([4, 5, 6, 8, 10, 12, 15, 20]);
      const p = rng.step(1000, 50000, 500);
      const d = (p * r * r) / 10000;
      if (!Number.isInteger(d)) return null;
      return quant(CI, 'HARD', {
        question: t(
          `The difference between the compound interest and the simple interest on a certain sum for 2 years at ${r}% per annum is ₹${d}. Find the sum.`,
          `किसी धनराशि पर ${r}% वार्षिक दर से 2 वर्ष के चक्रवृद्धि ब्याज और साधारण ब्याज का अंतर ₹${d} है। धनराशि ज्ञात कीजिए।`,
        ),
        answer: rupees(p),
        wrong: wrongTexts(p, [(d * 100) / r, p / 2, p * 2], 500, rupees),
        explanation: t(
          `For 2 years, CI − SI = P × (R/100)². So P = ${d} × (100/${r})² = ${d} × 10000/${r * r} = ₹${p}.`,
          `2 वर्ष के लिए, चक्रवृद्धि ब्याज − साधारण ब्याज = P × (R/100)²। अतः P = ${d} × (100/${r})² = ${d} × 10000/${r * r} = ₹${p}।`,
        ),
      });
    },
  },
];

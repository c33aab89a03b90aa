import { fmt, percent, rupees, wrongTexts } from '../numeric';
import { type Template, t } from '../question-draft';
import { ARTICLES, profitOrLoss, quant } from './quant-draft';

const TOPIC = 'Discount';

export const discountTemplates: Template[] = [
  {
    name: 'quant/discount/selling-price',
    count: 8,
    make: (rng) => {
      const item = rng.pick(ARTICLES);
      const mp = rng.step(200, 5000, 50);
      const d = rng.pick([5, 10, 15, 20, 25, 30, 40]);
      const sp = (mp * (100 - d)) / 100;
      if (!Number.isInteger(sp)) return null;
      return quant(TOPIC, 'EASY', {
        question: t(
          `The marked price of a ${item.en} is ₹${mp}. A discount of ${d}% is given on it. What is its selling price?`,
          `एक ${item.hi} का अंकित मूल्य ₹${mp} है। इस पर ${d}% की छूट दी जाती है। इसका विक्रय मूल्य क्या है?`,
        ),
        answer: rupees(sp),
        wrong: wrongTexts(sp, [(mp * d) / 100, (mp * (100 + d)) / 100, mp - d], 10, rupees),
        explanation: t(
          `Discount = ${d}% of ${mp} = ₹${fmt((mp * d) / 100)}. SP = ${mp} − ${fmt((mp * d) / 100)} = ₹${sp}.`,
          `छूट = ${mp} का ${d}% = ₹${fmt((mp * d) / 100)}। विक्रय मूल्य = ${mp} − ${fmt((mp * d) / 100)} = ₹${sp}।`,
        ),
      });
    },
  },
  {
    name: 'quant/discount/successive',
    count: 8,
    make: (rng) => {
      const d1 = rng.step(5, 40, 5);
      const d2 = rng.step(5, 40, 5);
      const single = d1 + d2 - (d1 * d2) / 100;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `Two successive discounts of ${d1}% and ${d2}% are equivalent to a single discount of:`,
          `${d1}% और ${d2}% की दो क्रमागत छूटें किस एकल छूट के बराबर हैं?`,
        ),
        answer: percent(single),
        wrong: wrongTexts(single, [d1 + d2, d1 + d2 + (d1 * d2) / 100, (d1 + d2) / 2], 1, percent),
        explanation: t(
          `Single discount = ${d1} + ${d2} − (${d1} × ${d2})/100 = ${fmt(single)}%. The second discount applies to the already reduced price, so the discounts do not simply add.`,
          `एकल छूट = ${d1} + ${d2} − (${d1} × ${d2})/100 = ${fmt(single)}%। दूसरी छूट घटे हुए मूल्य पर लगती है, इसलिए छूटें सीधे नहीं जुड़तीं।`,
        ),
      });
    },
  },
  {
    name: 'quant/discount/markup-and-discount',
    count: 8,
    make: (rng) => {
      const x = rng.step(10, 80, 5);
      const y = rng.step(5, 40, 5);
      const sp = ((100 + x) * (100 - y)) / 100;
      const pct = sp - 100;
      if (pct === 0) return null;
      return quant(TOPIC, 'HARD', {
        question: t(
          `A shopkeeper marks his goods ${x}% above the cost price and allows a discount of ${y}%. What is his profit or loss percentage?`,
          `एक दुकानदार अपने माल पर क्रय मूल्य से ${x}% अधिक मूल्य अंकित करता है और ${y}% की छूट देता है। उसका लाभ या हानि प्रतिशत क्या है?`,
        ),
        answer: profitOrLoss(pct),
        wrong: [profitOrLoss(x - y), profitOrLoss(-pct), profitOrLoss(pct + (pct > 0 ? 5 : -5))],
        explanation: t(
          `Take CP = 100. MP = ${100 + x}. SP = ${100 + x} × ${100 - y}/100 = ${fmt(sp)}. So the ${pct > 0 ? 'profit' : 'loss'} is ${fmt(Math.abs(pct))}%.`,
          `क्रय मूल्य = 100 मानें। अंकित मूल्य = ${100 + x}। विक्रय मूल्य = ${100 + x} × ${100 - y}/100 = ${fmt(sp)}। अतः ${pct > 0 ? 'लाभ' : 'हानि'} ${fmt(Math.abs(pct))}% है।`,
        ),
      });
    },
  },
  {
    name: 'quant/discount/marked-price-for-gain',
    count: 7,
    make: (rng) => {
      const cp = rng.step(300, 3000, 60);
      const g = rng.pick([10, 12, 15, 20, 25, 26, 35]);
      const d = rng.pick([10, 12.5, 16, 20, 25, 30]);
      const mp = (cp * (100 + g)) / (100 - d);
      if (!Number.isInteger(mp)) return null;
      return quant(TOPIC, 'HARD', {
        question: t(
          `The cost price of an article is ₹${cp}. The shopkeeper wants a profit of ${g}% even after allowing a discount of ${d}%. What should the marked price be?`,
          `एक वस्तु का क्रय मूल्य ₹${cp} है। दुकानदार ${d}% की छूट देने के बाद भी ${g}% लाभ चाहता है। अंकित मूल्य क्या होना चाहिए?`,
        ),
        answer: rupees(mp),
        wrong: wrongTexts(
          mp,
          [(cp * (100 + g + d)) / 100, (cp * (100 + g)) / 100, (cp * (100 + g) * (100 + d)) / 10000],
          20,
          rupees,
        ),
        explanation: t(
          `Required SP = ${cp} × ${100 + g}/100 = ₹${fmt((cp * (100 + g)) / 100)}. This is ${fmt(100 - d)}% of the MP, so MP = ${fmt((cp * (100 + g)) / 100)} × 100/${fmt(100 - d)} = ₹${fmt(mp)}.`,
          `अभीष्ट विक्रय मूल्य = ${cp} × ${100 + g}/100 = ₹${fmt((cp * (100 + g)) / 100)}। यह अंकित मूल्य का ${fmt(100 - d)}% है, अतः अंकित मूल्य = ${fmt((cp * (100 + g)) / 100)} × 100/${fmt(100 - d)} = ₹${fmt(mp)}।`,
        ),
      });
    },
  },
];

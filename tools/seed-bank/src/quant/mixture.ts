import { fmt, gcd, isClean, litres, wrongTexts } from '../numeric';
import { same, type Template, t } from '../question-draft';
import { quant } from './quant-draft';

const TOPIC = 'Mixture and Alligation';

const ratio = (a: number, b: number) => {
  const g = gcd(a, b);
  return same(`${a / g} : ${b / g}`);
};

export const mixtureTemplates: Template[] = [
  {
    name: 'quant/mixture/alligation',
    count: 8,
    make: (rng) => {
      const cheap = rng.int(20, 80);
      const dear = rng.int(cheap + 4, 140);
      const mean = rng.int(cheap + 1, dear - 1);
      const ans = ratio(dear - mean, mean - cheap);
      const reduced = gcd(dear - mean, mean - cheap) > 1;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `In what ratio must rice costing ₹${cheap} per kg be mixed with rice costing ₹${dear} per kg so that the mixture costs ₹${mean} per kg?`,
          `₹${cheap} प्रति किग्रा वाले चावल को ₹${dear} प्रति किग्रा वाले चावल के साथ किस अनुपात में मिलाया जाए कि मिश्रण का मूल्य ₹${mean} प्रति किग्रा हो?`,
        ),
        answer: ans,
        wrong: [ratio(mean - cheap, dear - mean), ratio(dear - cheap, mean - cheap), ratio(mean, dear)],
        explanation: t(
          `By alligation, cheaper : dearer = (${dear} − ${mean}) : (${mean} − ${cheap}) = ${dear - mean} : ${mean - cheap}${reduced ? ` = ${ans.en}` : ''}.`,
          `मिश्रण के नियम से, सस्ता : महँगा = (${dear} − ${mean}) : (${mean} − ${cheap}) = ${dear - mean} : ${mean - cheap}${reduced ? ` = ${ans.hi}` : ''}।`,
        ),
      });
    },
  },
  {
    name: 'quant/mixture/add-water',
    count: 8,
    make: (rng) => {
      const a = rng.int(2, 9);
      const b = rng.int(1, 5);
      const k = rng.int(2, 12);
      const [milk, water] = [a * k, b * k];
      const c = rng.int(1, a);
      const d = rng.int(b + 1, 9);
      if (gcd(a, b) !== 1 || gcd(c, d) !== 1 || c * b >= a * d) return null;
      const needed = (milk * d) / c - water;
      if (!Number.isInteger(needed) || needed <= 0) return null;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `A ${milk + water}-litre mixture contains milk and water in the ratio ${a} : ${b}. How much water must be added to make the ratio ${c} : ${d}?`,
          `${milk + water} लीटर के एक मिश्रण में दूध और पानी का अनुपात ${a} : ${b} है। अनुपात ${c} : ${d} करने के लिए कितना पानी मिलाना होगा?`,
        ),
        answer: litres(needed),
        wrong: wrongTexts(needed, [(milk * d) / c, needed + water, Math.abs(d - b) * k], 1, litres),
        explanation: t(
          `Milk = ${milk} L and water = ${water} L. For ${c} : ${d}, water must be ${milk} × ${d}/${c} = ${(milk * d) / c} L. Water to add = ${(milk * d) / c} − ${water} = ${needed} L.`,
          `दूध = ${milk} लीटर और पानी = ${water} लीटर। ${c} : ${d} के लिए पानी ${milk} × ${d}/${c} = ${(milk * d) / c} लीटर होना चाहिए। मिलाया जाने वाला पानी = ${(milk * d) / c} − ${water} = ${needed} लीटर।`,
        ),
      });
    },
  },
  {
    name: 'quant/mixture/replacement',
    count: 8,
    make: (rng) => {
      const total = rng.step(20, 100, 5);
      const out = rng.int(2, Math.floor(total / 4));
      const left = ((total - out) * (total - out)) / total;
      if (!isClean(left, 2)) return null;
      return quant(TOPIC, 'HARD', {
        question: t(
          `A container holds ${total} litres of milk. ${out} litres are taken out and replaced with water. This is done once more. How much milk is now in the container?`,
          `एक बर्तन में ${total} लीटर दूध है। उसमें से ${out} लीटर दूध निकालकर उतना ही पानी मिला दिया जाता है। यह प्रक्रिया एक बार और दोहराई जाती है। अब बर्तन में कितना दूध है?`,
        ),
        answer: litres(left),
        wrong: wrongTexts(left, [total - 2 * out, total - out, left + out / 2], 1, litres),
        explanation: t(
          `Milk left = ${total} × (1 − ${out}/${total})² = ${total} × (${total - out}/${total})² = ${fmt(left)} litres.`,
          `शेष दूध = ${total} × (1 − ${out}/${total})² = ${total} × (${total - out}/${total})² = ${fmt(left)} लीटर।`,
        ),
      });
    },
  },
  {
    name: 'quant/mixture/water-for-gain',
    count: 6,
    make: (rng) => {
      const g = rng.pick([5, 10, 12.5, 20, 25, 40, 50]);
      const price = rng.int(30, 70);
      const ans = ratio(g * 2, 200);
      return quant(TOPIC, 'HARD', {
        question: t(
          `Milk costs ₹${price} per litre. In what ratio should a milkman mix water with milk so that by selling the mixture at ₹${price} per litre he gains ${fmt(g)}%?`,
          `दूध का मूल्य ₹${price} प्रति लीटर है। एक दूधवाला पानी और दूध को किस अनुपात में मिलाए कि मिश्रण को ₹${price} प्रति लीटर बेचने पर उसे ${fmt(g)}% लाभ हो?`,
        ),
        answer: ans,
        wrong: [ratio(200, g * 2), ratio(g * 2, 200 + g * 2), ratio(g * 2 + 200, 200)],
        explanation: t(
          `Water costs nothing. To gain ${fmt(g)}%, every 100 litres of milk must be sold as ${fmt(100 + g)} litres of mixture, so water : milk = ${fmt(g)} : 100 = ${ans.en}.`,
          `पानी का मूल्य शून्य है। ${fmt(g)}% लाभ के लिए प्रत्येक 100 लीटर दूध को ${fmt(100 + g)} लीटर मिश्रण के रूप में बेचना होगा, अतः पानी : दूध = ${fmt(g)} : 100 = ${ans.hi}।`,
        ),
      });
    },
  },
];

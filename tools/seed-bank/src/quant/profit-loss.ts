import { fmt, isClean, rupees, wrongTexts } from '../numeric';
import { type Template, t } from '../question-draft';
import { profitOrLoss, quant } from './quant-draft';

const TOPIC = 'Profit and Loss';

export const profitLossTemplates: Template[] = [
  {
    name: 'quant/profit-loss/selling-price',
    count: 8,
    make: (rng) => {
      const cp = rng.step(100, 5000, 50);
      const p = rng.pick([5, 10, 12, 15, 20, 25, 30, 40]);
      const gain = rng.chance(0.5);
      const factor = gain ? 100 + p : 100 - p;
      const sp = (cp * factor) / 100;
      if (!Number.isInteger(sp)) return null;
      const other = (cp * (gain ? 100 - p : 100 + p)) / 100;
      return quant(TOPIC, 'EASY', {
        question: t(
          `An article bought for ₹${cp} is sold at a ${gain ? 'profit' : 'loss'} of ${p}%. What is its selling price?`,
          `₹${cp} में खरीदी गई एक वस्तु ${p}% ${gain ? 'लाभ' : 'हानि'} पर बेची जाती है। उसका विक्रय मूल्य क्या है?`,
        ),
        answer: rupees(sp),
        wrong: wrongTexts(sp, [other, (cp * p) / 100, gain ? cp + p : cp - p], 10, rupees),
        explanation: t(
          `SP = CP × (100 ${gain ? '+' : '−'} ${p})/100 = ${cp} × ${factor}/100 = ₹${sp}.`,
          `विक्रय मूल्य = क्रय मूल्य × (100 ${gain ? '+' : '−'} ${p})/100 = ${cp} × ${factor}/100 = ₹${sp}।`,
        ),
      });
    },
  },
  {
    name: 'quant/profit-loss/percentage-from-prices',
    count: 8,
    make: (rng) => {
      const cp = rng.step(200, 4000, 40);
      const p = rng.pick([4, 5, 8, 10, 12.5, 15, 20, 25, 30]);
      const gain = rng.chance(0.5);
      const sp = (cp * (gain ? 100 + p : 100 - p)) / 100;
      if (!Number.isInteger(sp)) return null;
      const diff = Math.abs(sp - cp);
      const onSp = (diff / sp) * 100;
      const signed = gain ? p : -p;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `A shopkeeper buys an article for ₹${cp} and sells it for ₹${sp}. Find his profit or loss percentage.`,
          `एक दुकानदार एक वस्तु ₹${cp} में खरीदकर ₹${sp} में बेचता है। उसका लाभ या हानि प्रतिशत ज्ञात कीजिए।`,
        ),
        answer: profitOrLoss(signed),
        wrong: [
          profitOrLoss(-signed),
          isClean(onSp) ? profitOrLoss(gain ? onSp : -onSp) : profitOrLoss(gain ? p * 2 : -p * 2),
          profitOrLoss(gain ? p + 5 : -(p + 5)),
        ],
        explanation: t(
          `${gain ? 'Profit' : 'Loss'} = ₹${diff}. ${gain ? 'Profit' : 'Loss'}% = ${diff}/${cp} × 100 = ${fmt(p)}% (always on the cost price).`,
          `${gain ? 'लाभ' : 'हानि'} = ₹${diff}। ${gain ? 'लाभ' : 'हानि'}% = ${diff}/${cp} × 100 = ${fmt(p)}% (सदैव क्रय मूल्य पर)।`,
        ),
      });
    },
  },
  {
    name: 'quant/profit-loss/articles-ratio',
    count: 7,
    make: (rng) => {
      const a = rng.int(8, 30);
      const b = rng.int(8, 30);
      if (a === b) return null;
      const pct = ((a - b) / b) * 100;
      if (!isClean(pct)) return null;
      const onA = ((a - b) / a) * 100;
      const gain = a > b;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `The cost price of ${a} articles is equal to the selling price of ${b} articles. Find the profit or loss percentage.`,
          `${a} वस्तुओं का क्रय मूल्य ${b} वस्तुओं के विक्रय मूल्य के बराबर है। लाभ या हानि प्रतिशत ज्ञात कीजिए।`,
        ),
        answer: profitOrLoss(pct),
        wrong: [profitOrLoss(-pct), profitOrLoss(isClean(onA) ? onA : pct * 2), profitOrLoss(a - b)],
        explanation: t(
          `Let the CP of one article be ₹1. The ${b} articles cost ₹${b} and sell for ₹${a}. ${gain ? 'Profit' : 'Loss'}% = ${Math.abs(a - b)}/${b} × 100 = ${fmt(Math.abs(pct))}%.`,
          `मान लीजिए एक वस्तु का क्रय मूल्य ₹1 है। ${b} वस्तुओं का क्रय मूल्य ₹${b} और विक्रय मूल्य ₹${a} है। ${gain ? 'लाभ' : 'हानि'}% = ${Math.abs(a - b)}/${b} × 100 = ${fmt(Math.abs(pct))}%।`,
        ),
      });
    },
  },
  {
    name: 'quant/profit-loss/loss-to-gain',
    count: 8,
    make: (rng) => {
      const cp = rng.step(200, 3000, 100);
      const l = rng.pick([5, 10, 15, 20, 25]);
      const g = rng.pick([5, 10, 15, 20, 25, 30]);
      const sold = (cp * (100 - l)) / 100;
      const target = (cp * (100 + g)) / 100;
      return quant(TOPIC, 'HARD', {
        question: t(
          `By selling an article for ₹${sold}, a man loses ${l}%. At what price should he sell it to gain ${g}%?`,
          `एक वस्तु को ₹${sold} में बेचने पर एक व्यक्ति को ${l}% की हानि होती है। ${g}% लाभ कमाने के लिए उसे वह वस्तु किस मूल्य पर बेचनी चाहिए?`,
        ),
        answer: rupees(target),
        wrong: wrongTexts(target, [(sold * (100 + g)) / 100, sold + (sold * (l + g)) / 100, cp], 20, rupees),
        explanation: t(
          `CP = ${sold} × 100/${100 - l} = ₹${cp}. Required SP = ${cp} × ${100 + g}/100 = ₹${target}.`,
          `क्रय मूल्य = ${sold} × 100/${100 - l} = ₹${cp}। अभीष्ट विक्रय मूल्य = ${cp} × ${100 + g}/100 = ₹${target}।`,
        ),
      });
    },
  },
  {
    name: 'quant/profit-loss/same-price-gain-and-loss',
    count: 6,
    make: (rng) => {
      const x = rng.pick([5, 10, 15, 20, 25, 30, 40]);
      const sp = rng.step(500, 5000, 100);
      const loss = (x * x) / 100;
      return quant(TOPIC, 'HARD', {
        question: t(
          `A man sells two articles for ₹${sp} each. On one he gains ${x}% and on the other he loses ${x}%. What is his overall gain or loss percentage?`,
          `एक व्यक्ति दो वस्तुएँ ₹${sp} प्रत्येक में बेचता है। एक पर उसे ${x}% लाभ और दूसरी पर ${x}% हानि होती है। कुल लाभ या हानि प्रतिशत क्या है?`,
        ),
        answer: profitOrLoss(-loss),
        wrong: [t('No profit, no loss', 'न लाभ, न हानि'), profitOrLoss(loss), profitOrLoss(-2 * loss)],
        explanation: t(
          `When two articles are sold at the same price with an equal gain and loss of x%, the result is always a loss of x²/100 % = ${x}²/100 = ${fmt(loss)}%. The selling price does not matter.`,
          `जब दो वस्तुएँ समान मूल्य पर बेची जाएँ और एक पर x% लाभ तथा दूसरी पर x% हानि हो, तो सदैव x²/100 % की हानि होती है = ${x}²/100 = ${fmt(loss)}%। विक्रय मूल्य का कोई प्रभाव नहीं पड़ता।`,
        ),
      });
    },
  },
];

import { type Template, type Text, t } from '../question-draft';
import { DAYS, MONTHS, reason } from './reasoning-draft';

const TOPIC = 'Calendar';

export const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Day of the week, 0 = Sunday (Sakamoto's method for the Gregorian calendar). */
export function weekday(y: number, m: number, d: number): number {
  const offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  const yy = m < 3 ? y - 1 : y;
  return (
    (yy + Math.floor(yy / 4) - Math.floor(yy / 100) + Math.floor(yy / 400) + (offsets[m - 1] as number) + d) %
    7
  );
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (y: number, m: number) => (m === 2 && isLeap(y) ? 29 : (MONTH_DAYS[m - 1] as number));

const date = (y: number, m: number, d: number): Text => {
  const month = MONTHS[m - 1] as Text;
  return t(`${d} ${month.en} ${y}`, `${d} ${month.hi} ${y}`);
};

/** The answer day and three other days, nearest first (the usual off-by-one slips). */
const dayOptions = (answer: number) => ({
  answer: DAYS[answer] as Text,
  wrong: [1, 6, 2].map((k) => DAYS[(answer + k) % 7] as Text),
});

/** Dates stay in the past so every question can say "was". */
export const calendarTemplates: Template[] = [
  {
    name: 'reasoning/calendar/after-n-days',
    count: 9,
    make: (rng) => {
      const today = rng.int(0, 6);
      const n = rng.int(10, 150);
      const ans = (today + n) % 7;
      return reason(TOPIC, 'EASY', {
        question: t(
          `If today is ${DAYS[today]?.en}, what day of the week will it be after ${n} days?`,
          `यदि आज ${DAYS[today]?.hi} है, तो ${n} दिन बाद सप्ताह का कौन-सा दिन होगा?`,
        ),
        ...dayOptions(ans),
        explanation: t(
          `${n} = 7 × ${Math.floor(n / 7)} + ${n % 7}. Whole weeks bring back the same day, so count ${n % 7} day(s) on from ${DAYS[today]?.en}: ${DAYS[ans]?.en}.`,
          `${n} = 7 × ${Math.floor(n / 7)} + ${n % 7}। पूरे सप्ताह बाद वही दिन आता है, अतः ${DAYS[today]?.hi} से ${n % 7} दिन आगे गिनें: ${DAYS[ans]?.hi}।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/calendar/next-year',
    count: 8,
    make: (rng) => {
      const y = rng.int(1901, 2019);
      const start = weekday(y, 1, 1);
      const ans = weekday(y + 1, 1, 1);
      const leap = isLeap(y);
      return reason(TOPIC, 'MEDIUM', {
        question: t(
          `1 January ${y} was a ${DAYS[start]?.en}. What day of the week was 1 January ${y + 1}?`,
          `1 जनवरी ${y} को ${DAYS[start]?.hi} था। 1 जनवरी ${y + 1} को सप्ताह का कौन-सा दिन था?`,
        ),
        ...dayOptions(ans),
        explanation: t(
          `${y} ${leap ? 'is a leap year (366 days = 52 weeks + 2 days)' : 'is not a leap year (365 days = 52 weeks + 1 day)'}, so the day moves ${leap ? 2 : 1} forward: ${DAYS[ans]?.en}.`,
          `${y} ${leap ? 'लीप वर्ष है (366 दिन = 52 सप्ताह + 2 दिन)' : 'लीप वर्ष नहीं है (365 दिन = 52 सप्ताह + 1 दिन)'}, अतः दिन ${leap ? 2 : 1} आगे बढ़ता है: ${DAYS[ans]?.hi}।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/calendar/same-year',
    count: 9,
    make: (rng) => {
      const y = rng.int(1950, 2020);
      const [m1, m2] = [rng.int(1, 6), rng.int(7, 12)];
      const [d1, d2] = [rng.int(1, daysIn(y, m1)), rng.int(1, daysIn(y, m2))];
      const [w1, w2] = [weekday(y, m1, d1), weekday(y, m2, d2)];
      const gap = Math.round((Date.UTC(y, m2 - 1, d2) - Date.UTC(y, m1 - 1, d1)) / 86_400_000);
      return reason(TOPIC, 'MEDIUM', {
        question: t(
          `If ${date(y, m1, d1).en} was a ${DAYS[w1]?.en}, what day of the week was ${date(y, m2, d2).en}?`,
          `यदि ${date(y, m1, d1).hi} को ${DAYS[w1]?.hi} था, तो ${date(y, m2, d2).hi} को सप्ताह का कौन-सा दिन था?`,
        ),
        ...dayOptions(w2),
        explanation: t(
          `There are ${gap} days from ${date(y, m1, d1).en} to ${date(y, m2, d2).en}${isLeap(y) && m1 <= 2 ? ` (${y} is a leap year)` : ''}. ${gap} = 7 × ${Math.floor(gap / 7)} + ${gap % 7}, so move ${gap % 7} day(s) on from ${DAYS[w1]?.en}: ${DAYS[w2]?.en}.`,
          `${date(y, m1, d1).hi} से ${date(y, m2, d2).hi} तक ${gap} दिन हैं${isLeap(y) && m1 <= 2 ? ` (${y} लीप वर्ष है)` : ''}। ${gap} = 7 × ${Math.floor(gap / 7)} + ${gap % 7}, अतः ${DAYS[w1]?.hi} से ${gap % 7} दिन आगे: ${DAYS[w2]?.hi}।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/calendar/day-of-date',
    count: 10,
    make: (rng) => {
      const y = rng.int(1901, 2020);
      const m = rng.int(1, 12);
      const d = rng.int(1, daysIn(y, m));
      const w = weekday(y, m, d);
      const ref = weekday(y, 1, 1);
      // Odd days from 1 January 1900 (a Monday) to 1 January y, then from 1 January to the date.
      const years = y - 1900;
      let leaps = 0;
      for (let yy = 1900; yy < y; yy++) if (isLeap(yy)) leaps++;
      const yearOdd = (years + leaps) % 7;
      const inYear = Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000);
      return reason(TOPIC, 'HARD', {
        question: t(
          `What day of the week was ${date(y, m, d).en}?`,
          `${date(y, m, d).hi} को सप्ताह का कौन-सा दिन था?`,
        ),
        ...dayOptions(w),
        explanation: t(
          `1 January 1900 was a Monday. Up to 1 January ${y} there are ${years} years, ${leaps} of them leap years, giving ${years} + ${leaps} = ${years + leaps} odd days; ${years + leaps} mod 7 = ${yearOdd}, so 1 January ${y} was a ${DAYS[ref]?.en}. ${date(y, m, d).en} is ${inYear} days later; ${inYear} mod 7 = ${inYear % 7}, so it was a ${DAYS[w]?.en}.`,
          `1 जनवरी 1900 को सोमवार था। 1 जनवरी ${y} तक ${years} वर्ष हैं, जिनमें ${leaps} लीप वर्ष हैं; विषम दिन = ${years} + ${leaps} = ${years + leaps}; ${years + leaps} mod 7 = ${yearOdd}, अतः 1 जनवरी ${y} को ${DAYS[ref]?.hi} था। ${date(y, m, d).hi} उससे ${inYear} दिन बाद है; ${inYear} mod 7 = ${inYear % 7}, अतः उस दिन ${DAYS[w]?.hi} था।`,
        ),
      });
    },
  },
];

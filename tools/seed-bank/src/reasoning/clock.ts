import { degrees, fmt, wrongTexts } from '../numeric';
import { type Template, t } from '../question-draft';
import { reason } from './reasoning-draft';

const TOPIC = 'Clock';

/** Smaller angle between the hands at h:m (hour hand 0.5°/min, minute hand 6°/min). */
export const handsAngle = (h: number, m: number) => {
  const raw = Math.abs(30 * (h % 12) - 5.5 * m);
  return Math.min(raw, 360 - raw);
};

const time = (h: number, m: number) => `${h}:${String(m).padStart(2, '0')}`;

export const clockTemplates: Template[] = [
  {
    name: 'reasoning/clock/hour-angle',
    count: 6,
    make: (rng) => {
      const h = rng.int(1, 11);
      const ans = handsAngle(h, 0);
      return reason(TOPIC, 'EASY', {
        question: t(
          `What is the angle between the hour hand and the minute hand of a clock at ${h} o'clock?`,
          `${h} बजे घड़ी की घंटे की सुई और मिनट की सुई के बीच कितना कोण होता है?`,
        ),
        answer: degrees(ans),
        wrong: wrongTexts(ans, [360 - ans, h * 6, ans + 30], 30, degrees),
        explanation: t(
          `Each hour mark is 30° apart. At ${h} o'clock the hands are ${Math.min(h, 12 - h)} hour marks apart: ${Math.min(h, 12 - h)} × 30° = ${ans}°.`,
          `प्रत्येक घंटे का निशान 30° की दूरी पर है। ${h} बजे सुइयाँ ${Math.min(h, 12 - h)} निशान दूर होती हैं: ${Math.min(h, 12 - h)} × 30° = ${ans}°।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/clock/angle',
    count: 14,
    make: (rng) => {
      const h = rng.int(1, 12);
      const m = rng.int(1, 59);
      const ans = handsAngle(h, m);
      if (ans === 0) return null;
      const naive = Math.abs(30 * (h % 12) - 6 * m);
      return reason(TOPIC, m % 2 === 0 ? 'MEDIUM' : 'HARD', {
        question: t(
          `What is the angle between the hour hand and the minute hand of a clock at ${time(h, m)}?`,
          `${time(h, m)} बजे घड़ी की घंटे की सुई और मिनट की सुई के बीच कितना कोण है?`,
        ),
        answer: degrees(ans),
        wrong: wrongTexts(ans, [Math.min(naive, 360 - naive), 360 - ans, ans + 5.5], 2.5, degrees),
        explanation: t(
          `Angle = |30 × H − 5.5 × M| = |30 × ${h % 12} − 5.5 × ${m}|${h === 12 ? " (12 o'clock counts as H = 0)" : ''} = ${fmt(Math.abs(30 * (h % 12) - 5.5 * m))}°${Math.abs(30 * (h % 12) - 5.5 * m) > 180 ? `; the smaller angle is 360° − ${fmt(Math.abs(30 * (h % 12) - 5.5 * m))}° = ${fmt(ans)}°` : ''}.`,
          `कोण = |30 × H − 5.5 × M| = |30 × ${h % 12} − 5.5 × ${m}|${h === 12 ? ' (12 बजे को H = 0 मानें)' : ''} = ${fmt(Math.abs(30 * (h % 12) - 5.5 * m))}°${Math.abs(30 * (h % 12) - 5.5 * m) > 180 ? `; छोटा कोण 360° − ${fmt(Math.abs(30 * (h % 12) - 5.5 * m))}° = ${fmt(ans)}°` : ''}।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/clock/hands-together',
    count: 10,
    make: (rng) => {
      const h = rng.int(1, 10);
      const straight = rng.chance(0.5);
      // The minute hand gains 5.5°/min on the hour hand, starting 30h° behind it. Only hours
      // where the moment falls inside the hour survive the check below, so each has one answer.
      const gap = straight ? 30 * h + 180 : 30 * h;
      const twoMinutes = gap * 2;
      const minutes = (2 * gap) / 11;
      if (minutes >= 60) return null;
      const whole = Math.floor(minutes);
      const num = 2 * gap - 11 * whole;
      const show = (w: number, n: number) => (n === 0 ? `${w}` : `${w} ${n}/11`);
      const answer = show(whole, num);
      const wrongs = [
        show(whole, (num + 5) % 11 || 1),
        show(whole + 1, num),
        show(Math.max(whole - 1, 0), num),
      ];
      return reason(TOPIC, 'HARD', {
        question: t(
          `At what time between ${h} and ${h + 1} o'clock will the hands of a clock be ${straight ? 'in a straight line but pointing in opposite directions' : 'together'}? (minutes past ${h})`,
          `${h} और ${h + 1} बजे के बीच किस समय घड़ी की सुइयाँ ${straight ? 'एक सीधी रेखा में परंतु विपरीत दिशाओं में' : 'एक साथ (संपाती)'} होंगी? (${h} बजे के बाद के मिनट)`,
        ),
        answer: t(`${answer} minutes past ${h}`, `${h} बजकर ${answer} मिनट`),
        wrong: wrongs.map((w) => t(`${w} minutes past ${h}`, `${h} बजकर ${w} मिनट`)),
        explanation: t(
          `At ${h} o'clock the minute hand is ${30 * h}° behind the hour hand and gains 5.5° per minute. It must gain ${gap}°: ${gap}/5.5 = ${twoMinutes}/11 = ${answer} minutes past ${h}.`,
          `${h} बजे मिनट की सुई घंटे की सुई से ${30 * h}° पीछे होती है और प्रति मिनट 5.5° आगे बढ़ती है। उसे ${gap}° आगे बढ़ना है: ${gap}/5.5 = ${twoMinutes}/11 = ${h} बजकर ${answer} मिनट।`,
        ),
      });
    },
  },
];

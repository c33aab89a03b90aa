import { fmt, hours, isClean, kmph, mps, seconds, wrongTexts } from '../numeric';
import { type Template, t } from '../question-draft';
import { quant } from './quant-draft';

const TOPIC = 'Time and Distance';
const BOATS = [TOPIC, 'Boats and Streams'];

export const speedTemplates: Template[] = [
  {
    name: 'quant/speed/convert',
    count: 6,
    make: (rng) => {
      const v = rng.step(18, 180, 18);
      const ms = (v * 5) / 18;
      return quant(TOPIC, 'EASY', {
        question: t(
          `Express a speed of ${v} km/h in metres per second.`,
          `${v} किमी/घंटा की चाल को मीटर प्रति सेकंड में व्यक्त कीजिए।`,
        ),
        answer: mps(ms),
        wrong: wrongTexts(ms, [(v * 18) / 5, v / 5, ms * 2], 5, mps),
        explanation: t(
          `1 km/h = 5/18 m/s, so ${v} × 5/18 = ${ms} m/s.`,
          `1 किमी/घंटा = 5/18 मी/से, अतः ${v} × 5/18 = ${ms} मी/से।`,
        ),
      });
    },
  },
  {
    name: 'quant/speed/journey-time',
    count: 6,
    make: (rng) => {
      const v = rng.step(30, 90, 5);
      const d = rng.step(40, 600, 10);
      const h = d / v;
      if (!isClean(h, 1)) return null;
      return quant(TOPIC, 'EASY', {
        question: t(
          `A bus travels at a uniform speed of ${v} km/h. How long will it take to cover ${d} km?`,
          `एक बस ${v} किमी/घंटा की समान चाल से चलती है। ${d} किमी की दूरी तय करने में उसे कितना समय लगेगा?`,
        ),
        answer: hours(h),
        wrong: wrongTexts(h, [v / 10, h + 1, h * 2], 0.5, hours),
        explanation: t(
          `Time = Distance/Speed = ${d}/${v} = ${fmt(h)} hours.`,
          `समय = दूरी/चाल = ${d}/${v} = ${fmt(h)} घंटे।`,
        ),
      });
    },
  },
  {
    name: 'quant/speed/train-pole',
    count: 7,
    make: (rng) => {
      const v = rng.step(36, 144, 18);
      const len = rng.step(100, 500, 10);
      const time = len / ((v * 5) / 18);
      if (!Number.isInteger(time)) return null;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `A train ${len} m long is running at ${v} km/h. In how many seconds will it cross a pole?`,
          `${len} मीटर लंबी एक रेलगाड़ी ${v} किमी/घंटा की चाल से चल रही है। वह एक खंभे को कितने सेकंड में पार करेगी?`,
        ),
        answer: seconds(time),
        wrong: wrongTexts(time, [(len * 5) / (v * 18), time * 2, time + 5], 3, seconds),
        explanation: t(
          `Speed = ${v} × 5/18 = ${(v * 5) / 18} m/s. To cross a pole the train covers its own length: ${len}/${(v * 5) / 18} = ${time} seconds.`,
          `चाल = ${v} × 5/18 = ${(v * 5) / 18} मी/से। खंभा पार करने में रेलगाड़ी अपनी लंबाई जितनी दूरी तय करती है: ${len}/${(v * 5) / 18} = ${time} सेकंड।`,
        ),
      });
    },
  },
  {
    name: 'quant/speed/train-platform',
    count: 7,
    make: (rng) => {
      const v = rng.step(36, 126, 18);
      const len = rng.step(100, 400, 10);
      const platform = rng.step(100, 600, 10);
      const speed = (v * 5) / 18;
      const time = (len + platform) / speed;
      if (!Number.isInteger(time)) return null;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `A train ${len} m long runs at ${v} km/h. How many seconds will it take to cross a platform ${platform} m long?`,
          `${len} मीटर लंबी एक रेलगाड़ी ${v} किमी/घंटा की चाल से चलती है। ${platform} मीटर लंबे प्लेटफ़ॉर्म को पार करने में उसे कितने सेकंड लगेंगे?`,
        ),
        answer: seconds(time),
        wrong: wrongTexts(time, [len / speed, platform / speed, time + 6], 2, seconds),
        explanation: t(
          `Distance = ${len} + ${platform} = ${len + platform} m. Speed = ${v} × 5/18 = ${speed} m/s. Time = ${len + platform}/${speed} = ${time} seconds.`,
          `दूरी = ${len} + ${platform} = ${len + platform} मीटर। चाल = ${v} × 5/18 = ${speed} मी/से। समय = ${len + platform}/${speed} = ${time} सेकंड।`,
        ),
      });
    },
  },
  {
    name: 'quant/speed/average-speed',
    count: 7,
    make: (rng) => {
      const u = rng.step(10, 90, 5);
      const w = rng.step(10, 90, 5);
      const avg = (2 * u * w) / (u + w);
      if (u === w || !Number.isInteger(avg)) return null;
      return quant(TOPIC, 'HARD', {
        question: t(
          `A man travels from town P to town Q at ${u} km/h and returns by the same route at ${w} km/h. What is his average speed for the whole journey?`,
          `एक व्यक्ति नगर P से नगर Q तक ${u} किमी/घंटा की चाल से जाता है और उसी मार्ग से ${w} किमी/घंटा की चाल से लौटता है। पूरी यात्रा में उसकी औसत चाल क्या है?`,
        ),
        answer: kmph(avg),
        wrong: wrongTexts(avg, [(u + w) / 2, Math.abs(u - w), avg + 2], 1, kmph),
        explanation: t(
          `For equal distances, average speed = 2 × ${u} × ${w}/(${u} + ${w}) = ${2 * u * w}/${u + w} = ${avg} km/h (not the simple mean of the speeds).`,
          `समान दूरियों के लिए औसत चाल = 2 × ${u} × ${w}/(${u} + ${w}) = ${2 * u * w}/${u + w} = ${avg} किमी/घंटा (चालों का साधारण औसत नहीं)।`,
        ),
      });
    },
  },
  {
    name: 'quant/speed/two-trains',
    count: 7,
    make: (rng) => {
      const v1 = rng.step(36, 108, 9);
      const v2 = rng.step(27, 90, 9);
      const l1 = rng.step(100, 300, 10);
      const l2 = rng.step(100, 300, 10);
      const opposite = rng.chance(0.5);
      if (!opposite && v1 <= v2) return null;
      const relKmph = opposite ? v1 + v2 : v1 - v2;
      const rel = (relKmph * 5) / 18;
      const time = (l1 + l2) / rel;
      if (!Number.isInteger(time)) return null;
      const other = (l1 + l2) / (((opposite ? v1 - v2 : v1 + v2) * 5) / 18);
      const dirEn = opposite ? 'in opposite directions' : 'in the same direction';
      const dirHi = opposite ? 'विपरीत दिशाओं में' : 'एक ही दिशा में';
      return quant(TOPIC, 'HARD', {
        question: t(
          `Two trains ${l1} m and ${l2} m long are running ${dirEn} on parallel tracks at ${v1} km/h and ${v2} km/h. In how many seconds will they completely cross each other?`,
          `${l1} मीटर और ${l2} मीटर लंबी दो रेलगाड़ियाँ समानांतर पटरियों पर ${dirHi} ${v1} किमी/घंटा और ${v2} किमी/घंटा की चाल से चल रही हैं। वे एक-दूसरे को पूरी तरह कितने सेकंड में पार करेंगी?`,
        ),
        answer: seconds(time),
        wrong: wrongTexts(
          time,
          [isClean(other) && other > 0 ? other : time * 2, l1 / rel, time + 4],
          2,
          seconds,
        ),
        explanation: t(
          `Relative speed ${opposite ? `= ${v1} + ${v2}` : `= ${v1} − ${v2}`} = ${relKmph} km/h = ${fmt(rel)} m/s. Distance = ${l1} + ${l2} = ${l1 + l2} m. Time = ${l1 + l2}/${fmt(rel)} = ${time} seconds.`,
          `सापेक्ष चाल ${opposite ? `= ${v1} + ${v2}` : `= ${v1} − ${v2}`} = ${relKmph} किमी/घंटा = ${fmt(rel)} मी/से। दूरी = ${l1} + ${l2} = ${l1 + l2} मीटर। समय = ${l1 + l2}/${fmt(rel)} = ${time} सेकंड।`,
        ),
      });
    },
  },
  {
    name: 'quant/speed/boat-still-water',
    count: 8,
    make: (rng) => {
      const boat = rng.int(6, 30);
      const stream = rng.int(1, 6);
      if (stream >= boat) return null;
      const t1 = rng.int(2, 6);
      const t2 = rng.int(2, 6);
      const down = (boat + stream) * t1;
      const up = (boat - stream) * t2;
      const askBoat = rng.chance(0.5);
      const ans = askBoat ? boat : stream;
      return quant(BOATS, 'MEDIUM', {
        question: t(
          `A boat covers ${down} km downstream in ${t1} hours and ${up} km upstream in ${t2} hours. What is the speed of the ${askBoat ? 'boat in still water' : 'stream'}?`,
          `एक नाव धारा के अनुकूल ${down} किमी ${t1} घंटे में और धारा के प्रतिकूल ${up} किमी ${t2} घंटे में तय करती है। ${askBoat ? 'शांत जल में नाव' : 'धारा'} की चाल क्या है?`,
        ),
        answer: kmph(ans),
        wrong: wrongTexts(ans, [askBoat ? stream : boat, boat + stream, boat - stream], 1, kmph),
        explanation: t(
          `Downstream speed = ${down}/${t1} = ${boat + stream} km/h; upstream speed = ${up}/${t2} = ${boat - stream} km/h. ${askBoat ? `Boat = (${boat + stream} + ${boat - stream})/2 = ${boat}` : `Stream = (${boat + stream} − ${boat - stream})/2 = ${stream}`} km/h.`,
          `अनुकूल चाल = ${down}/${t1} = ${boat + stream} किमी/घंटा; प्रतिकूल चाल = ${up}/${t2} = ${boat - stream} किमी/घंटा। ${askBoat ? `नाव = (${boat + stream} + ${boat - stream})/2 = ${boat}` : `धारा = (${boat + stream} − ${boat - stream})/2 = ${stream}`} किमी/घंटा।`,
        ),
      });
    },
  },
];

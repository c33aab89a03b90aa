import { describe, expect, it } from 'vitest';
import { correctOption } from '../question-options';
import { quantQuestions } from './index';

/** Independent re-solving of number, algebra, geometry and mixture items (see quant-answers-a). */
const show = (n: number) => String(Math.round(n * 100) / 100);
const num = (s: string | undefined) => Number(s);
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const frac = (p: number, q: number) => {
  const g = gcd(Math.abs(p), Math.abs(q));
  const [n, d] = [(Math.sign(q) * p) / g, Math.abs(q) / g];
  return d === 1 ? String(n) : `${n}/${d}`;
};
const firstInt = (from: number, to: number, ok: (x: number) => boolean) => {
  for (let x = from; x <= to; x++) if (ok(x)) return x;
  return Number.NaN;
};
const SUPER = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** Exact rational evaluator for the "Simplify:" stems: + − × ÷ / ( ) ² √ and decimals. */
function evaluate(expr: string): [number, number] {
  const tokens = expr.match(/\d+(?:\.\d+)?|[+−×÷/()²√]/g) ?? [];
  let i = 0;
  const norm = ([p, q]: [number, number]): [number, number] => {
    const g = gcd(Math.abs(p), Math.abs(q)) || 1;
    return [(Math.sign(q) * p) / g, Math.abs(q) / g];
  };
  const atom = (): [number, number] => {
    const t = tokens[i++] as string;
    if (t === '(') {
      const v = sum();
      i++;
      return v;
    }
    if (t === '√') {
      const [p, q] = atom();
      return norm([Math.round(Math.sqrt(p)), Math.round(Math.sqrt(q))]);
    }
    const [whole, dec = ''] = t.split('.');
    return norm([Number(`${whole}${dec}`), 10 ** dec.length]);
  };
  const power = (): [number, number] => {
    const [p, q] = atom();
    if (tokens[i] === '²') {
      i++;
      return [p * p, q * q];
    }
    return [p, q];
  };
  const product = (): [number, number] => {
    let [p, q] = power();
    while (tokens[i] === '×' || tokens[i] === '÷' || tokens[i] === '/') {
      const op = tokens[i++];
      const [r, s] = power();
      [p, q] = op === '×' ? norm([p * r, q * s]) : norm([p * s, q * r]);
    }
    return [p, q];
  };
  const sum = (): [number, number] => {
    let [p, q] = product();
    while (tokens[i] === '+' || tokens[i] === '−') {
      const op = tokens[i++];
      const [r, s] = product();
      [p, q] = norm([op === '+' ? p * s + r * q : p * s - r * q, q * s]);
    }
    return [p, q];
  };
  return sum();
}

/** Numeric value of an option such as "19/3", "30√3 m", "-7". */
const optionValue = (text: string) => {
  const [, k = '1', root, p, q] = text.match(/^(-?\d*)(√3)?(?:\s*m)?$|^(-?\d+)\/(\d+)$/) ?? [];
  if (p !== undefined) return num(p) / num(q);
  return (k === '' ? 1 : num(k)) * (root ? Math.sqrt(3) : 1);
};
const RAD = Math.PI / 180;
const TRIG: Record<string, (x: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  cot: (x) => 1 / Math.tan(x),
  sec: (x) => 1 / Math.cos(x),
  cosec: (x) => 1 / Math.sin(x),
};
const fn = (name: string | undefined) => TRIG[name ?? ''] as (x: number) => number;

type Check = [RegExp, (m: string[]) => string | number];

const CHECKS: Check[] = [
  [
    /^Find the HCF of (\d+) and (\d+)\.$/,
    ([, a, b]) => String(firstInt(-num(a), -1, (x) => num(a) % -x === 0 && num(b) % -x === 0) * -1),
  ],
  [
    /^Find the LCM of (\d+), (\d+) and (\d+)\.$/,
    ([, a, b, c]) =>
      String(firstInt(1, 1e6, (x) => x % num(a) === 0 && x % num(b) === 0 && x % num(c) === 0)),
  ],
  [
    /^The HCF of two numbers is (\d+) and their LCM is (\d+)\. If one of the numbers is (\d+), find the other\.$/,
    ([, h, l, a]) =>
      String(firstInt(1, num(l), (b) => gcd(num(a), b) === num(h) && (num(a) * b) / num(h) === num(l))),
  ],
  [
    /^What is the remainder when (\d+) is divided by (\d+)\?$/,
    ([, n, d]) => String(num(n) - num(d) * Math.floor(num(n) / num(d))),
  ],
  [
    /^What is the least number which, when divided by (\d+), (\d+) and (\d+), leaves a remainder of (\d+) in each case\?$/,
    ([, a, b, c, r]) =>
      String(firstInt(num(r) + 1, 1e6, (x) => [a, b, c].every((d) => x % num(d) === num(r)))),
  ],
  [
    /^If the (\d)-digit number (\d*a\d*) is divisible by (9|11), what is the value of the digit a\?$/,
    ([, , shown, d]) => {
      const fits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(
        (x) => Number((shown ?? '').replace('a', String(x))) % num(d) === 0,
      );
      return fits.length === 1 ? String(fits[0]) : `ambiguous ${fits}`;
    },
  ],
  [
    /^What is the unit digit of (\d+)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)\?$/,
    ([, base, exp]) => {
      const e = BigInt(
        (exp ?? '')
          .split('')
          .map((c) => SUPER.indexOf(c))
          .join(''),
      );
      return String(BigInt(base ?? '0') ** e % 10n);
    },
  ],
  [
    /^What is the sum of (the squares of )?the first (\d+) natural numbers\?$/,
    ([, squares, n]) => {
      let s = 0;
      for (let i = 1; i <= num(n); i++) s += squares ? i * i : i;
      return String(s);
    },
  ],
  [
    /^Simplify: (.+)$/,
    ([, expr]) => {
      const [p, q] = evaluate(expr ?? '');
      return (expr ?? '').includes('/') ? frac(p, q) : show(p / q);
    },
  ],
  [
    /^A rectangle is (\d+) cm long and (\d+) cm wide\. What is its (area|perimeter)\?$/,
    ([, l, b, what]) =>
      what === 'area' ? `${num(l) * num(b)} cm²` : `${num(l) + num(b) + num(l) + num(b)} cm`,
  ],
  [
    /^The diagonal of a square is (\d+) cm\. What is its area\?$/,
    ([, d]) => `${show((num(d) / Math.SQRT2) ** 2)} cm²`,
  ],
  [
    /^Find the (area|circumference) of a circle of radius (\d+) cm\. \(Take π = 22\/7\)$/,
    ([, what, r]) =>
      what === 'area' ? `${show((22 / 7) * num(r) ** 2)} cm²` : `${show((22 / 7) * 2 * num(r))} cm`,
  ],
  [
    /^A cuboid measures (\d+) cm × (\d+) cm × (\d+) cm\. What is its (volume|total surface area)\?$/,
    ([, l, b, h, what]) => {
      const [x, y, z] = [num(l), num(b), num(h)];
      return what === 'volume' ? `${x * y * z} cm³` : `${x * y * 2 + y * z * 2 + z * x * 2} cm²`;
    },
  ],
  [
    /^The total surface area of a cube is (\d+) cm²\. What is its volume\?$/,
    ([, s]) => `${show(Math.sqrt(num(s) / 6) ** 3)} cm³`,
  ],
  [
    /^Find the (volume|curved surface area|surface area) of a (cylinder|cone|sphere) with radius (\d+) cm(?: and height (\d+) cm)?\./,
    ([, what, solid, r, h]) => {
      const [R, H, pi] = [num(r), num(h), 22 / 7];
      const base = pi * R * R;
      const formulas: Record<string, number> = {
        'volume/cylinder': base * H,
        'volume/cone': (base * H) / 3,
        'curved surface area/cylinder': 2 * pi * R * H,
        'surface area/sphere': 4 * base,
        'volume/sphere': (4 / 3) * base * R,
      };
      const value = formulas[`${what}/${solid}`];
      return `${show(value ?? Number.NaN)} ${what === 'volume' ? 'cm³' : 'cm²'}`;
    },
  ],
  [
    /^Find the area of a triangle whose sides are (\d+) cm, (\d+) cm and (\d+) cm\.$/,
    ([, a, b, c]) => {
      // Base c, height from the coordinates of the apex (no Heron's formula).
      const [A, B, C] = [num(a), num(b), num(c)];
      const x = (A * A - B * B + C * C) / (2 * C);
      return `${show((C * Math.sqrt(A * A - x * x)) / 2)} cm²`;
    },
  ],
  [
    /^If (\d+)x ([+−]) (\d+) = (-?\d+), find the value of x\.$/,
    ([, a, sign, b, c]) => show((num(c) - (sign === '+' ? 1 : -1) * num(b)) / num(a)),
  ],
  [/^Find the value of (\d+)² − (\d+)²\.$/, ([, a, b]) => String(num(a) * num(a) - num(b) * num(b))],
  [
    /^If x \+ y = (\d+) and xy = (\d+), find the value of (x² \+ y²|\(x − y\)²)\.$/,
    ([, s, p, what]) => {
      const root = Math.sqrt(num(s) ** 2 - 4 * num(p));
      const [x, y] = [(num(s) + root) / 2, (num(s) - root) / 2];
      return show(what === 'x² + y²' ? x * x + y * y : (x - y) ** 2);
    },
  ],
  [
    /^If x \+ 1\/x = (\d+), find the value of x(²|³) \+ 1\/x[²³]\.$/,
    ([, k, p]) => {
      const x = (num(k) + Math.sqrt(num(k) ** 2 - 4)) / 2;
      const e = p === '²' ? 2 : 3;
      return show(x ** e + x ** -e);
    },
  ],
  [
    /^If a \+ b \+ c = (\d+) and ab \+ bc \+ ca = (\d+), find the value of a² \+ b² \+ c²\.$/,
    ([, s, q]) => show(num(s) ** 2 - 2 * num(q)),
  ],
  [
    /^If a \+ b = (\d+) and ab = (\d+), find the value of a³ \+ b³\.$/,
    ([, s, p]) => {
      const root = Math.sqrt(num(s) ** 2 - 4 * num(p));
      return show(((num(s) + root) / 2) ** 3 + ((num(s) - root) / 2) ** 3);
    },
  ],
  [
    /^Find the value of ((?:\d+ )?(?:sin|cos|tan|cot|sec|cosec)² \d+°(?: \+ (?:\d+ )?(?:sin|cos|tan|cot|sec|cosec)² \d+°)*)\.$/,
    ([, expr]) =>
      (expr ?? '').split(' + ').reduce((sum, term) => {
        const [, k = '1', f, deg] = term.match(/^(?:(\d+) )?(\w+)² (\d+)°$/) ?? [];
        return sum + num(k) * fn(f)(num(deg) * RAD) ** 2;
      }, 0),
  ],
  [
    /^If (\w+) θ = (\d+)\/(\d+) \(θ acute\), find (\w+) θ\.$/,
    ([, given, p, q, asked]) => {
      const target = num(p) / num(q);
      let [lo, hi] = [1e-9, Math.PI / 2 - 1e-9];
      const inc = fn(given)(lo) < fn(given)(hi);
      for (let i = 0; i < 200; i++) {
        const mid = (lo + hi) / 2;
        if (fn(given)(mid) < target === inc) lo = mid;
        else hi = mid;
      }
      return fn(asked)(lo);
    },
  ],
  [
    /^If tan θ = (\d+)\/(\d+), find the value of \((?:(\d+) )?sin θ \+ (?:(\d+) )?cos θ\)\/\((?:\d+ )?sin θ − (?:\d+ )?cos θ\)\.$/,
    ([, p, q, a = '1', b = '1']) => {
      const th = Math.atan(num(p) / num(q));
      return (
        (num(a) * Math.sin(th) + num(b) * Math.cos(th)) / (num(a) * Math.sin(th) - num(b) * Math.cos(th))
      );
    },
  ],
  [
    /^From a point on the ground (\d+) m away from the foot of .+, the angle of elevation of its top is (\d+)°\./,
    ([, d, angle]) => num(d) * Math.tan(num(angle) * RAD),
  ],
  [
    /^The ages of \w+ and \w+ are in the ratio (\d+) : (\d+)\. The sum of their ages is (\d+) years\./,
    ([, a, b, s]) => `${show((num(s) * num(a)) / (num(a) + num(b)))} years`,
  ],
  [
    /^\w+ is (\d+) times as old as \w+\. After (\d+) years, \w+ will be (\d+) times as old as \w+\./,
    ([, k, n, m]) => `${firstInt(1, 200, (y) => num(k) * y + num(n) === num(m) * (y + num(n)))} years`,
  ],
  [
    /^The present ages of \w+ and \w+ are in the ratio (\d+) : (\d+)\. After (\d+) years, the ratio will be (\d+) : (\d+)\./,
    ([, a, b, n, c, d]) =>
      `${num(a) * firstInt(1, 200, (k) => (num(a) * k + num(n)) * num(d) === (num(b) * k + num(n)) * num(c))} years`,
  ],
  [
    /^The sum of the present ages of a father and his son is (\d+) years\. (\d+) years ago, the father's age was (\d+) times the son's age\./,
    ([, s, n, k]) => `${firstInt(1, 200, (son) => num(s) - son - num(n) === num(k) * (son - num(n)))} years`,
  ],
  [
    /^In what ratio must rice costing ₹(\d+) per kg be mixed with rice costing ₹(\d+) per kg so that the mixture costs ₹(\d+) per kg\?$/,
    ([, a, b, m]) => {
      for (let t = 2; t < 400; t++)
        for (let x = 1; x < t; x++)
          if (num(a) * x + num(b) * (t - x) === num(m) * t && gcd(x, t - x) === 1) return `${x} : ${t - x}`;
      return 'none';
    },
  ],
  [
    /^A (\d+)-litre mixture contains milk and water in the ratio (\d+) : (\d+)\. How much water must be added to make the ratio (\d+) : (\d+)\?$/,
    ([, total, a, b, c, d]) => {
      const milk = (num(total) * num(a)) / (num(a) + num(b));
      return `${firstInt(0, 10_000, (w) => milk * num(d) === (num(total) - milk + w) * num(c))} litres`;
    },
  ],
  [
    /^A container holds (\d+) litres of milk\. (\d+) litres are taken out and replaced with water\. This is done once more\./,
    ([, total, out]) => {
      let milk = num(total);
      for (let i = 0; i < 2; i++) milk -= (milk / num(total)) * num(out);
      return `${show(milk)} litres`;
    },
  ],
  [
    /^Milk costs ₹(\d+) per litre\. In what ratio should a milkman mix water with milk so that by selling the mixture at ₹\d+ per litre he gains ([\d.]+)%\?$/,
    ([, , g]) => {
      const [w, m] = [num(g) * 10, 1000];
      return `${w / gcd(w, m)} : ${m / gcd(w, m)}`;
    },
  ],
];

const TOPICS = new Set([
  'Number System',
  'Simplification',
  'Mensuration',
  'Algebra',
  'Trigonometry',
  'Problems on Ages',
  'Mixture and Alligation',
]);

describe('quantitative answers: numbers, simplification, geometry, algebra, trigonometry, ages, mixtures', () => {
  const questions = quantQuestions().filter((q) => TOPICS.has(q.topicTags[0] ?? ''));

  it('covers every question of these chapters with exactly one independent check', () => {
    expect(questions.length).toBeGreaterThan(200);
    for (const q of questions) {
      expect(
        CHECKS.filter(([re]) => re.test(q.questionTextEnglish)),
        q.questionTextEnglish,
      ).toHaveLength(1);
    }
  });

  it('marks the option that the independent calculation gives', () => {
    for (const q of questions) {
      const [re, solve] = CHECKS.find(([r]) => r.test(q.questionTextEnglish)) as Check;
      const expected = solve([...(q.questionTextEnglish.match(re) as RegExpMatchArray)]);
      const marked = correctOption(q);
      if (typeof expected === 'number') {
        // Surds and trigonometric ratios: compare values, and make sure no other option has it.
        expect(optionValue(marked), q.questionTextEnglish).toBeCloseTo(expected, 6);
      } else {
        expect(marked, q.questionTextEnglish).toBe(expected);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { caseCollisions, checkPathCase } from './path-case';

describe('paths that differ only by letter case', () => {
  it('catches two files', () => {
    expect(caseCollisions(['docs/Readme.md', 'docs/README.md', 'docs/other.md'])).toEqual([
      ['docs/README.md', 'docs/Readme.md'],
    ]);
  });

  it('catches two folders, even when the files in them differ', () => {
    expect(caseCollisions(['src/Auth/SignIn.tsx', 'src/auth/signUp.tsx'])).toEqual([
      ['src/Auth', 'src/auth'],
    ]);
  });

  it('catches two files whose names differ by case before their extension', () => {
    expect(caseCollisions(['src/Greeting.tsx', 'src/greeting.ts', 'src/greeting.unit.test.ts'])).toEqual([
      ['src/Greeting.tsx', 'src/greeting.ts'],
    ]);
    // A style sheet is imported by its whole name.
    expect(caseCollisions(['src/Mark.tsx', 'src/mark.css'])).toEqual([]);
  });

  it('lets distinct paths and one spelling used many times through', () => {
    expect(caseCollisions(['a/b.ts', 'a/c.ts', 'a/B/d.ts', 'x.ts'])).toEqual([]);
  });

  it('fails the lint step and names each pair', () => {
    expect(checkPathCase(['e2e/Support.ts', 'e2e/support.ts', 'e2e/auth.spec.ts'])).toEqual({
      code: 1,
      lines: [
        '[path-case] 1 set(s) of tracked paths differ only by letter case (rename one of each):',
        '  e2e/Support.ts  ~  e2e/support.ts',
      ],
    });
    expect(checkPathCase(['e2e/support.ts'])).toEqual({ code: 0, lines: [] });
  });
});

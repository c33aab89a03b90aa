import { call } from './stack-session';

/** A student signed up for a phone bench, and the test the phone benches open. */
export type PhoneStudent = {
  token: string;
  /** The full-length test of the catalog (its first test if none), the same in every phone bench. */
  testId: string;
  /** What the app keeps in local storage for them (packages/web-core/src/session/storedSession.ts). */
  localStorage: Record<string, string>;
};

/** Signs a new student ("Phone Aspirant {n}") up through the gateway at `base`. */
export async function phoneStudent(base: string, bench: string, n: number): Promise<PhoneStudent> {
  const auth = await call(base, 'POST', '/api/auth/signup', null, {
    email: `${bench}-${Date.now().toString(36)}-${n}@bench.test`,
    password: 'bench-password-1',
    displayName: `Phone Aspirant ${n}`,
  });
  const token = auth.session.access_token as string;
  const tests = (await call(base, 'GET', '/api/tests', token)) as { id: string; testType: string }[];
  const test = tests.find((t) => t.testType === 'FULL_LENGTH') ?? tests[0];
  if (!test) throw new Error('the catalog has no tests');
  return {
    token,
    testId: test.id,
    localStorage: {
      token,
      user: JSON.stringify(auth.user),
      refresh_token: auth.session.refresh_token as string,
      token_expires_at: String(Date.now() + auth.session.expires_in * 1000),
    },
  };
}

/**
 * Gives the student a Hindi interface, as the header's switch does: the profile says HINDI, and
 * so does the session the app keeps (updateStoredUserMetadata), so the first render is in Hindi.
 */
export async function inHindi(base: string, student: PhoneStudent): Promise<void> {
  await call(base, 'PUT', '/api/profile', student.token, { languagePreference: 'HINDI' });
  const user = JSON.parse(student.localStorage.user as string);
  user.user_metadata = { ...user.user_metadata, language_preference: 'HINDI' };
  student.localStorage.user = JSON.stringify(user);
}

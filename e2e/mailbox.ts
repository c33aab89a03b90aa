import { expect } from '@playwright/test';

/**
 * The mail the stack sent, read from the local catcher's HTTP API (Mailpit; the e2e stack's auth
 * sends to its SMTP port, global-setup.ts names its address).
 */
const mailpitUrl = (): string => {
  const url = process.env.E2E_MAILPIT_URL;
  if (!url) throw new Error('E2E_MAILPIT_URL is not set (global-setup)');
  return url;
};

type Summary = { ID: string; Subject: string };

async function summariesTo(address: string): Promise<Summary[]> {
  const query = encodeURIComponent(`to:"${address}"`);
  const res = await fetch(`${mailpitUrl()}/api/v1/search?query=${query}`);
  if (!res.ok) throw new Error(`Mailpit search answered ${res.status}`);
  return ((await res.json()) as { messages: Summary[] }).messages;
}

/**
 * Waits for `count` mails to `address` and returns them, newest first, with their text. With
 * `linking`, only the mails whose text holds that path count (an account gets a verification
 * mail at sign-up besides any it asks for).
 */
export async function mailsTo(
  address: string,
  count = 1,
  linking?: string,
): Promise<{ subject: string; text: string }[]> {
  let found: { subject: string; text: string }[] = [];
  await expect
    .poll(
      async () => {
        const all = await Promise.all(
          (await summariesTo(address)).map(async ({ ID, Subject }) => {
            const res = await fetch(`${mailpitUrl()}/api/v1/message/${ID}`);
            return { subject: Subject, text: ((await res.json()) as { Text: string }).Text };
          }),
        );
        found = linking ? all.filter((mail) => mail.text.includes(linking)) : all;
        return found.length;
      },
      { message: `mail to ${address}`, timeout: 30_000 },
    )
    .toBe(count);
  return found;
}

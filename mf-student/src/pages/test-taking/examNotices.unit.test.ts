import { beforeAll, describe, expect, it } from 'vitest';
import { showInterfaceIn } from '../../i18n/interfaceLanguage';
import { noticeFor } from './examNotices';
import { translate } from './examTesting';

beforeAll(() => showInterfaceIn('en'));

describe('the toasts of the taking screen (spec section 8)', () => {
  it('says what happened in the spec’s words', () => {
    expect(noticeFor({ type: 'resumed' }, translate)).toEqual({
      kind: 'info',
      text: 'Test resumed from where you left off',
    });
    expect(noticeFor({ type: 'answer-from-other-tab' }, translate)).toEqual({
      kind: 'info',
      text: 'Answer updated from another tab',
    });
    expect(noticeFor({ type: 'answer-rejected', error: new Error('x') }, translate)).toEqual({
      kind: 'error',
      text: 'Failed to save answer',
    });
    expect(noticeFor({ type: 'submitted' }, translate)).toEqual({
      kind: 'success',
      text: 'Test submitted successfully!',
    });
  });

  it('a failed submission shows the reason, or a fallback when there is none', () => {
    expect(noticeFor({ type: 'submit-failed', error: new Error('Gateway down') }, translate)?.text).toBe(
      'Failed to submit test: Gateway down',
    );
    expect(noticeFor({ type: 'submit-failed', error: 'boom' }, translate)?.text).toBe(
      'Failed to submit test: Unknown error occurred',
    );
  });

  it('shows nothing where the page acts instead (sign-in again, reload a closed attempt)', () => {
    expect(noticeFor({ type: 'auth-failed', error: new Error('401') }, translate)).toBeNull();
    expect(noticeFor({ type: 'closed' }, translate)).toBeNull();
  });
});

import type { AttemptChannel, AttemptMessage, OpenChannel } from './examEffects';

/** Another tab may run an older build: anything that is not a message we know is ignored. */
export function isAttemptMessage(value: unknown): value is AttemptMessage {
  if (!value || typeof value !== 'object') return false;
  const message = value as Record<string, unknown>;
  if (message.type === 'submitted') return true;
  return (
    message.type === 'answer' &&
    typeof message.questionId === 'string' &&
    typeof message.clientTs === 'number' &&
    typeof message.marked === 'boolean'
  );
}

export type AnswerMessage = Extract<AttemptMessage, { type: 'answer' }>;

interface CrossTabHandlers {
  onAnswer: (message: AnswerMessage) => void;
  /** Another tab submitted the attempt. */
  onSubmitted: () => void;
}

/** The attempt's channel while the screen runs; posting never throws (a closed or missing channel is no loss). */
export class CrossTabSync {
  private channel: AttemptChannel | null = null;

  constructor(
    private readonly attemptId: string,
    private readonly openChannel: OpenChannel,
    private readonly handlers: CrossTabHandlers,
  ) {}

  open(): void {
    this.channel ??= this.openChannel(`ssc-attempt:${this.attemptId}`, (data) => {
      if (!isAttemptMessage(data)) return;
      if (data.type === 'submitted') this.handlers.onSubmitted();
      else this.handlers.onAnswer(data);
    });
  }

  close(): void {
    this.channel?.close();
    this.channel = null;
  }

  post(message: AttemptMessage): void {
    try {
      this.channel?.post(message);
    } catch (error) {
      console.warn('Could not notify other tabs', error);
    }
  }
}

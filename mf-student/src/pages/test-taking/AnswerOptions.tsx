import type { Answer } from '@ssc/contracts';
import { type KeyboardEvent, useRef } from 'react';
import type { LocalizedOption } from '../../language/localizeQuestion';
import { useExamMessages } from './examCatalog';

interface AnswerOptionsProps {
  options: readonly LocalizedOption[];
  number: number;
  selected: Answer | null;
  onSelect: (option: Answer) => void;
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * The options as a radio group, keyed as native radios are: one Tab stop (the chosen option, or
 * the first), the arrow keys move round the group and choose the option they land on, Space or a
 * click chooses the focused one. A click or Space on the chosen option clears it, as the exam
 * always allowed; arrows never clear. Each option is named by what it shows, "Option A: 39%", the
 * visible "A 39%" inside its name (WCAG 2.5.3 Label in Name).
 */
export function AnswerOptions({ options, number, selected, onSelect }: AnswerOptionsProps) {
  const { _ } = useExamMessages();
  const radios = useRef<Array<HTMLButtonElement | null>>([]);
  const tabStop = Math.max(
    0,
    options.findIndex((option) => option.key === selected),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
    if (step === 0 || options.length === 0) return;
    event.preventDefault();
    const from = radios.current.indexOf(document.activeElement as HTMLButtonElement | null);
    const to = ((from < 0 ? tabStop : from) + step + options.length) % options.length;
    const option = options[to];
    if (!option) return;
    radios.current[to]?.focus();
    if (option.key !== selected) onSelect(option.key);
  };

  return (
    <div
      role="radiogroup"
      className="answer-options"
      aria-label={_('exam.optionsFor', { number })}
      onKeyDown={onKeyDown}
    >
      {options.map((option, i) => {
        const checked = selected === option.key;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a click on the chosen option clears it, which a native radio cannot do
          <button
            key={option.key}
            ref={(radio) => {
              radios.current[i] = radio;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={i === tabStop ? 0 : -1}
            className={checked ? 'answer-option is-selected' : 'answer-option'}
            onClick={() => onSelect(option.key)}
          >
            {/* Read as one piece, "Option A:", the letter drawn in its circle beside it. */}
            <span className="visually-hidden">
              {_(option.text ? 'exam.option' : 'exam.optionPicture', { key: option.key })}
            </span>
            <span className="answer-option__key" aria-hidden="true">
              {option.key}
            </span>
            <span className="answer-option__content">
              {option.text ? <span>{option.text}</span> : null}
              {option.imageUrl ? (
                <img className="answer-option__image" src={option.imageUrl} alt="" decoding="async" />
              ) : null}
            </span>
          </button>
        );
      })}
    </div>
  );
}

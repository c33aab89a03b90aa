import type { AdminTest } from '@ssc/contracts';
import { blockSections } from '@ssc/contracts/exam-rules';
import { SECTION_LABELS } from '@ssc/web-core';

/** A listed test's timed blocks and per-section marks; nothing for one clock and one scheme. */
export function TestBlocks({ test }: { test: AdminTest }) {
  if (test.sectionTimings.length === 0 && test.sectionMarking.length === 0) return null;
  return (
    <div className="test-blocks">
      {test.sectionTimings.length > 0 ? (
        <ol className="test-blocks__list" aria-label={`Timed blocks of ${test.title}`}>
          {test.sectionTimings.map((block, i) => (
            <li key={block.section}>
              Block {i + 1}:{' '}
              {blockSections(block)
                .map((s) => SECTION_LABELS[s])
                .join(' + ')}{' '}
              — {block.durationMinutes} min
            </li>
          ))}
        </ol>
      ) : null}
      {test.sectionMarking.length > 0 ? (
        <p className="text-muted">
          Per-section marks:{' '}
          {test.sectionMarking
            .map((m) => `${SECTION_LABELS[m.section]} +${m.marksPerQuestion}/−${m.negativeMarks}`)
            .join(' · ')}
        </p>
      ) : null}
    </div>
  );
}

import type { AdminTest } from '@ssc/contracts';
import { blockSections } from '@ssc/contracts/exam-rules';
import { SECTION_LABELS, useMessages } from '@ssc/web-core';
import { adminCatalog } from '../i18n/adminCatalog';

/** A listed test's timed blocks and per-section marks; nothing for one clock and one scheme. */
export function TestBlocks({ test }: { test: AdminTest }) {
  const { _ } = useMessages(adminCatalog);
  if (test.sectionTimings.length === 0 && test.sectionMarking.length === 0) return null;
  return (
    <div className="test-blocks">
      {test.sectionTimings.length > 0 ? (
        <ol className="test-blocks__list" aria-label={_('admin.testBlocks.list', { title: test.title })}>
          {test.sectionTimings.map((block, i) => (
            <li key={block.section}>
              {_('admin.testBlocks.block', {
                n: i + 1,
                sections: blockSections(block)
                  .map((s) => SECTION_LABELS[s])
                  .join(' + '),
                minutes: block.durationMinutes,
              })}
            </li>
          ))}
        </ol>
      ) : null}
      {test.sectionMarking.length > 0 ? (
        <p className="text-muted">
          {_('admin.testBlocks.marks', {
            marks: test.sectionMarking
              .map((m) => `${SECTION_LABELS[m.section]} +${m.marksPerQuestion}/−${m.negativeMarks}`)
              .join(' · '),
          })}
        </p>
      ) : null}
    </div>
  );
}

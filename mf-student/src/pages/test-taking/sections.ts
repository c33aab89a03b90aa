import type { Section, TestType } from '@ssc/contracts';

export interface SectionGroup {
  section: Section;
  /** Positions in the attempt's question list, in order. */
  indices: number[];
}

/** The attempt's sections in order of first appearance, each with its questions' positions. */
export function groupBySection(sections: readonly Section[]): SectionGroup[] {
  const groups: SectionGroup[] = [];
  const bySection = new Map<Section, SectionGroup>();
  sections.forEach((section, index) => {
    let group = bySection.get(section);
    if (!group) {
      group = { section, indices: [] };
      bySection.set(section, group);
      groups.push(group);
    }
    group.indices.push(index);
  });
  return groups;
}

/** Spec section 2: sections get tabs only for full-length and previous-year tests with more than one section. */
export function usesSectionedLayout(testType: TestType, sectionCount: number): boolean {
  return (testType === 'FULL_LENGTH' || testType === 'PREVIOUS_YEAR') && sectionCount > 1;
}

/** Where switching to a section lands: its first question (spec section 4). */
export function firstIndexOf(groups: readonly SectionGroup[], section: Section): number | null {
  return groups.find((group) => group.section === section)?.indices[0] ?? null;
}

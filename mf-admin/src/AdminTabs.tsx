import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ssc/web-core';
import { Tabs } from '@ssc/web-core/tabs';

const SECTIONS = [
  {
    value: 'tests',
    label: 'Tests',
    title: 'Test management',
    body: 'Create, edit and delete tests and pick their questions.',
  },
  {
    value: 'questions',
    label: 'Questions',
    title: 'Question bank',
    body: 'Add, edit, search and filter questions with images.',
  },
  {
    value: 'bulk-upload',
    label: 'Bulk Upload',
    title: 'Bulk upload',
    body: 'Import questions from a CSV file with a per-row report.',
  },
  {
    value: 'settings',
    label: 'Settings',
    title: 'System information',
    body: 'Database status, storage and service health.',
  },
];

export function AdminTabs() {
  return (
    <Tabs
      label="Admin sections"
      items={SECTIONS.map((section) => ({
        value: section.value,
        label: section.label,
        content: (
          <Card>
            <CardHeader>
              <CardTitle>{section.title}</CardTitle>
              <CardDescription>{section.body}</CardDescription>
            </CardHeader>
            <CardContent>
              <p className="badge badge--primary">Coming with the test catalog</p>
            </CardContent>
          </Card>
        ),
      }))}
    />
  );
}

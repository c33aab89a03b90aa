import type { Settings } from '@ssc/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  currentUserAtom,
  Spinner,
  useSettingsQuery,
} from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { LoginPrompt } from '../../components/LoginPrompt';
import { DangerZoneCard } from './DangerZoneCard';
import { PrivacyCard } from './PrivacyCard';
import { SettingToggleRow } from './SettingToggleRow';
import './settings.css';
import { useSettingMutation } from './useSettingMutation';

interface ToggleSpec {
  key: keyof Settings;
  label: string;
  description: string;
}

const GROUPS: Array<{ title: string; description: string; toggles: ToggleSpec[] }> = [
  {
    title: 'Notifications',
    description: 'Choose how we keep you informed.',
    toggles: [
      {
        key: 'notifications',
        label: 'Push Notifications',
        description: 'Reminders about tests and new content.',
      },
      { key: 'emailUpdates', label: 'Email Updates', description: 'News, tips and results by email.' },
    ],
  },
  {
    title: 'Appearance',
    description: 'Customise how SSC Mock looks on your devices.',
    toggles: [{ key: 'darkMode', label: 'Dark Mode', description: 'Use a dark colour theme.' }],
  },
  {
    title: 'Test Preferences',
    description: 'How tests behave while you take them.',
    toggles: [
      {
        key: 'soundEffects',
        label: 'Sound Effects',
        description: 'Play sounds for timer warnings and actions.',
      },
      { key: 'autoSubmit', label: 'Auto Submit', description: 'Submit automatically when the timer ends.' },
    ],
  },
];

export default function SettingsPage() {
  const user = useAtomValue(currentUserAtom);
  const settings = useSettingsQuery();
  const save = useSettingMutation();

  if (!user) return <LoginPrompt message="You need to login to access settings" />;

  return (
    <div className="container page settings">
      <header className="page__header">
        <h1 className="page__title">Settings</h1>
        <p className="page__subtitle">Manage your account preferences.</p>
      </header>
      {settings.isPending ? <Spinner label="Loading settings..." /> : null}
      {settings.isError ? (
        <div className="alert alert--danger row" role="alert">
          <span>We could not load your settings.</span>
          <Button size="sm" variant="outline" onClick={() => settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {settings.data
        ? GROUPS.map((group) => (
            <Card key={group.title}>
              <CardHeader>
                <CardTitle>{group.title}</CardTitle>
                <CardDescription>{group.description}</CardDescription>
              </CardHeader>
              <CardContent>
                {group.toggles.map((toggle) => (
                  <SettingToggleRow
                    key={toggle.key}
                    id={`setting-${toggle.key}`}
                    label={toggle.label}
                    description={toggle.description}
                    checked={settings.data[toggle.key]}
                    onChange={(value) => save.mutate({ key: toggle.key, value })}
                  />
                ))}
              </CardContent>
            </Card>
          ))
        : null}
      <PrivacyCard />
      <DangerZoneCard />
    </div>
  );
}

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
  useMessages,
  useSettingsQuery,
} from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { LoginPrompt } from '../../components/LoginPrompt';
import { DangerZoneCard } from './DangerZoneCard';
import { PrivacyCard } from './PrivacyCard';
import { SettingToggleRow } from './SettingToggleRow';
import { settingsCatalog } from './settingsCatalog';
import './settings.css';
import { TextSizeRow } from './TextSizeRow';
import { useSettingMutation } from './useSettingMutation';

/** A switch: its setting and the catalog ids of its words. */
interface ToggleSpec {
  key: keyof Settings;
  label: string;
  description: string;
}

const GROUPS: Array<{ id: string; title: string; description: string; toggles: ToggleSpec[] }> = [
  {
    id: 'notifications',
    title: 'settings.notifications.title',
    description: 'settings.notifications.description',
    toggles: [
      {
        key: 'notifications',
        label: 'settings.pushNotifications',
        description: 'settings.pushNotifications.description',
      },
      {
        key: 'emailUpdates',
        label: 'settings.emailUpdates',
        description: 'settings.emailUpdates.description',
      },
    ],
  },
  {
    id: 'appearance',
    title: 'settings.appearance.title',
    description: 'settings.appearance.description',
    toggles: [{ key: 'darkMode', label: 'settings.darkMode', description: 'settings.darkMode.description' }],
  },
  {
    id: 'test',
    title: 'settings.test.title',
    description: 'settings.test.description',
    toggles: [
      {
        key: 'soundEffects',
        label: 'settings.soundEffects',
        description: 'settings.soundEffects.description',
      },
      { key: 'autoSubmit', label: 'settings.autoSubmit', description: 'settings.autoSubmit.description' },
    ],
  },
];

export default function SettingsPage() {
  const user = useAtomValue(currentUserAtom);
  const settings = useSettingsQuery();
  const save = useSettingMutation();
  const { _ } = useMessages(settingsCatalog);

  if (!user) return <LoginPrompt message={_('settings.loginNeeded')} />;

  return (
    <div className="container page settings">
      <header className="page__header">
        <h1 className="page__title">{_('settings.title')}</h1>
        <p className="page__subtitle">{_('settings.subtitle')}</p>
      </header>
      {settings.isPending ? <Spinner label={_('settings.loading')} /> : null}
      {settings.isError ? (
        <div className="alert alert--danger row" role="alert">
          <span>{_('settings.loadFailed')}</span>
          <Button size="sm" variant="outline" onClick={() => settings.refetch()}>
            {_('settings.tryAgain')}
          </Button>
        </div>
      ) : null}
      {settings.data
        ? GROUPS.map((group) => {
            // The text size is kept on this device, not in the server's settings: it shows with them.
            const extra: ReactNode = group.id === 'test' ? <TextSizeRow /> : null;
            return (
              <Card key={group.id}>
                <CardHeader>
                  <CardTitle>{_(group.title)}</CardTitle>
                  <CardDescription>{_(group.description)}</CardDescription>
                </CardHeader>
                <CardContent>
                  {group.toggles.map((toggle) => (
                    <SettingToggleRow
                      key={toggle.key}
                      id={`setting-${toggle.key}`}
                      label={_(toggle.label)}
                      description={_(toggle.description)}
                      checked={settings.data[toggle.key]}
                      onChange={(value) => save.mutate({ key: toggle.key, value })}
                    />
                  ))}
                  {extra}
                </CardContent>
              </Card>
            );
          })
        : null}
      <PrivacyCard />
      <DangerZoneCard />
    </div>
  );
}

import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  handleApiError,
  toast,
  useMessages,
} from '@ssc/web-core';
import { useMutation } from '@tanstack/react-query';
import { downloadJson } from './downloadJson';
import { exportMyData } from './exportMyData';
import { settingsCatalog } from './settingsCatalog';

export const EXPORT_FILE_NAME = 'ssc-mock-my-data.json';

export function PrivacyCard() {
  const { _ } = useMessages(settingsCatalog);
  const exportData = useMutation({
    mutationFn: exportMyData,
    onSuccess: (data) => {
      downloadJson(data, EXPORT_FILE_NAME);
      toast.success(_('settings.exportDone'));
    },
    onError: handleApiError,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('settings.privacy.title')}</CardTitle>
        <CardDescription>{_('settings.privacy.description')}</CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <div>
          <Button variant="outline" loading={exportData.isPending} onClick={() => exportData.mutate()}>
            {_('settings.export')}
          </Button>
        </div>
        <p className="field__hint">{_('settings.privacy.body')}</p>
      </CardContent>
    </Card>
  );
}

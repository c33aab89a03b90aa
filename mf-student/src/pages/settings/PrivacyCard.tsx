import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  handleApiError,
  toast,
} from '@ssc/web-core';
import { useMutation } from '@tanstack/react-query';
import { downloadJson } from './downloadJson';
import { exportMyData } from './exportMyData';

export const EXPORT_FILE_NAME = 'ssc-mock-my-data.json';

export function PrivacyCard() {
  const exportData = useMutation({
    mutationFn: exportMyData,
    onSuccess: (data) => {
      downloadJson(data, EXPORT_FILE_NAME);
      toast.success('Your data has been downloaded.');
    },
    onError: handleApiError,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacy &amp; Security</CardTitle>
        <CardDescription>Control your data and how it is used.</CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <div>
          <Button variant="outline" loading={exportData.isPending} onClick={() => exportData.mutate()}>
            Export My Data
          </Button>
        </div>
        <p className="field__hint">
          We use your data only to run your mock tests, calculate results and rankings, and personalise your
          practice. The export contains your profile, settings, test attempts and results.
        </p>
      </CardContent>
    </Card>
  );
}

import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  signOut,
  toast,
  useMessages,
} from '@ssc/web-core';
import { AlertDialog } from '@ssc/web-core/dialog';
import { useNavigate } from 'react-router-dom';
import { settingsCatalog } from './settingsCatalog';

export function DangerZoneCard() {
  const navigate = useNavigate();
  const { _ } = useMessages(settingsCatalog);
  const logOut = () => signOut(() => navigate('/', { replace: true }));

  return (
    <Card className="card--danger">
      <CardHeader>
        <CardTitle>{_('settings.danger.title')}</CardTitle>
        <CardDescription>{_('settings.danger.description')}</CardDescription>
      </CardHeader>
      <CardContent className="row">
        <Button variant="outline" onClick={logOut}>
          {_('settings.signOut')}
        </Button>
        <AlertDialog
          trigger={<Button variant="destructive">{_('settings.deleteAccount')}</Button>}
          title={_('settings.delete.title')}
          description={
            <>
              <p>{_('settings.delete.body')}</p>
              <ul>
                <li>{_('settings.delete.attempts')}</li>
                <li>{_('settings.delete.profile')}</li>
                <li>{_('settings.delete.progress')}</li>
              </ul>
            </>
          }
          confirmLabel={_('settings.delete.confirm')}
          destructive
          onConfirm={() => toast.info(_('settings.delete.demo'))}
        />
      </CardContent>
    </Card>
  );
}

import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  signOut,
  toast,
} from '@ssc/web-core';
import { AlertDialog } from '@ssc/web-core/dialog';
import { useNavigate } from 'react-router-dom';

export function DangerZoneCard() {
  const navigate = useNavigate();
  const logOut = () => signOut(() => navigate('/', { replace: true }));

  return (
    <Card className="card--danger">
      <CardHeader>
        <CardTitle>Danger Zone</CardTitle>
        <CardDescription>Sign out of this device or remove your account.</CardDescription>
      </CardHeader>
      <CardContent className="row">
        <Button variant="outline" onClick={logOut}>
          Sign Out
        </Button>
        <AlertDialog
          trigger={<Button variant="destructive">Delete Account</Button>}
          title="Are you absolutely sure?"
          description={
            <>
              <p>This action cannot be undone. This will permanently delete your account and remove:</p>
              <ul>
                <li>All your test attempts and scores</li>
                <li>Your profile information</li>
                <li>Your progress and test history</li>
              </ul>
            </>
          }
          confirmLabel="Yes, delete my account"
          destructive
          onConfirm={() => toast.info('Account deletion is not available in demo mode')}
        />
      </CardContent>
    </Card>
  );
}

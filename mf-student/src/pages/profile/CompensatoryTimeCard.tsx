import type { Profile } from '@ssc/contracts';
import { COMPENSATORY_MINUTES_PER_HOUR } from '@ssc/contracts/constants';
import { Card, CardContent, CardHeader, CardTitle, useMessages } from '@ssc/web-core';
import { Label } from '@ssc/web-core/form';
import { Switch } from '@ssc/web-core/switch';
import { profileCatalog } from './profileCatalog';
import { useCompensatoryTime } from './useProfileMutations';

/**
 * SSC's compensatory time: a student declares eligibility here and the server adds
 * 20 minutes per hour to every test started afterwards, and in proportion to each timed section.
 * Saved at once (PUT /api/profile `compensatoryTime`); the switch shows the server's value.
 */
export function CompensatoryTimeCard({ profile }: { profile: Profile }) {
  const save = useCompensatoryTime();
  const { _ } = useMessages(profileCatalog);
  const checked = save.isPending && save.variables !== undefined ? save.variables : profile.compensatoryTime;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('profile.accommodations')}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="setting-row">
          <div className="setting-row__text">
            <Label htmlFor="profile-compensatory-time">{_('profile.compensatoryLabel')}</Label>
            <p id="profile-compensatory-time-description" className="field__hint">
              {_('profile.compensatoryHint', { minutes: COMPENSATORY_MINUTES_PER_HOUR })}
            </p>
          </div>
          <Switch
            id="profile-compensatory-time"
            checked={checked}
            disabled={save.isPending}
            onCheckedChange={(on) => save.mutate(on)}
            aria-describedby="profile-compensatory-time-description"
          />
        </div>
      </CardContent>
    </Card>
  );
}

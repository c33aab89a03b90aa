import type { Profile } from '@ssc/contracts';
import { COMPENSATORY_MINUTES_PER_HOUR } from '@ssc/contracts/constants';
import { Card, CardContent, CardHeader, CardTitle, Label } from '@ssc/web-core';
import { Switch } from '@ssc/web-core/switch';
import { useCompensatoryTime } from './useProfileMutations';

export const COMPENSATORY_LABEL = 'I am eligible for compensatory time';

/**
 * SSC's compensatory time: a student declares eligibility here and the server adds
 * 20 minutes per hour to every test started afterwards, and in proportion to each timed section.
 * Saved at once (PUT /api/profile `compensatoryTime`); the switch shows the server's value.
 */
export function CompensatoryTimeCard({ profile }: { profile: Profile }) {
  const save = useCompensatoryTime();
  const checked = save.isPending && save.variables !== undefined ? save.variables : profile.compensatoryTime;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Exam accommodations</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="setting-row">
          <div className="setting-row__text">
            <Label htmlFor="profile-compensatory-time">{COMPENSATORY_LABEL}</Label>
            <p id="profile-compensatory-time-description" className="field__hint">
              For persons with benchmark disabilities, or candidates who use a scribe: SSC gives{' '}
              {COMPENSATORY_MINUTES_PER_HOUR} minutes per hour of test. It applies to tests you start after
              turning it on, and to each timed section in proportion.
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

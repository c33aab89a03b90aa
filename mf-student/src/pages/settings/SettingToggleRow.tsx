import { Label } from '@ssc/web-core/form';
import { Switch } from '@ssc/web-core/switch';

interface Props {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function SettingToggleRow({ id, label, description, checked, onChange }: Props) {
  return (
    <div className="setting-row">
      <div className="setting-row__text">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="field__hint">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </div>
  );
}

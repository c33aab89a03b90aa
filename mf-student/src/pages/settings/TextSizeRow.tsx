import { useMessages } from '@ssc/web-core';
import { Label, Select } from '@ssc/web-core/form';
import { TEXT_SIZES, type TextSize, useTextSize } from '../../cbt/textSize';
import { settingsCatalog } from './settingsCatalog';

const SIZE_IDS: Record<TextSize, string> = {
  normal: 'settings.textSize.normal',
  large: 'settings.textSize.large',
  largest: 'settings.textSize.largest',
};

/**
 * The exam's text size, the same choice as the exam screen's own control: both read and write
 * the one value textSize.ts keeps on this device, so a change in either place shows in the other.
 */
export function TextSizeRow() {
  const [size, setSize] = useTextSize();
  const { _ } = useMessages(settingsCatalog);
  return (
    <div className="setting-row">
      <div className="setting-row__text">
        <Label htmlFor="setting-textSize">{_('settings.textSize')}</Label>
        <p id="setting-textSize-description" className="field__hint">
          {_('settings.textSize.description')}
        </p>
      </div>
      <Select
        id="setting-textSize"
        className="setting-row__select"
        value={size}
        aria-describedby="setting-textSize-description"
        onChange={(event) => setSize(event.target.value as TextSize)}
      >
        {TEXT_SIZES.map((option) => (
          <option key={option} value={option}>
            {_(SIZE_IDS[option])}
          </option>
        ))}
      </Select>
    </div>
  );
}

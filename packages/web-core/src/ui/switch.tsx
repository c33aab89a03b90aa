import * as SwitchPrimitive from '@radix-ui/react-switch';

export interface SwitchProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/** Radix switch (role="switch", keyboard and screen-reader support); label it with <Label htmlFor={id}>. */
export function Switch({ id, checked, onCheckedChange, disabled, ...aria }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      id={id}
      className="switch"
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      {...aria}
    >
      <SwitchPrimitive.Thumb className="switch__thumb" />
    </SwitchPrimitive.Root>
  );
}

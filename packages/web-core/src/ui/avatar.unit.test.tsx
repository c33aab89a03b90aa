// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

afterEach(cleanup);

const inButton = (avatar: ReactElement) => render(<button type="button">{avatar}</button>);

describe('Avatar', () => {
  it('is decoration without a label', () => {
    inButton(<Avatar name="Asha Verma" />);
    expect(screen.getByRole('button').textContent).toBe('AV');
    expect(screen.queryByRole('button', { name: /AV/ })).toBeNull();
  });

  it('with a label, names its button from the initials it shows, then the label', () => {
    inButton(<Avatar name="Asha Verma" label="Account menu for Asha Verma" />);
    expect(screen.getByRole('button', { name: 'AV, Account menu for Asha Verma' })).toBeTruthy();
  });

  it('with a label and a photo, the photo carries the label; if it fails, the initials come back', () => {
    inButton(<Avatar name="Asha Verma" imageUrl="/a.png" label="Account menu for Asha Verma" />);
    expect(screen.getByRole('button', { name: 'Account menu for Asha Verma' })).toBeTruthy();
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('button', { name: 'AV, Account menu for Asha Verma' })).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { useMobileNumber } from './use-mobile-number';

function PhoneForm({ tried = false }: { tried?: boolean }) {
  const [value, setValue] = useState('');
  const phone = useMobileNumber(value, setValue, tried);
  return (
    <form>
      <label>
        Phone
        <input value={value} onChange={(event) => setValue(event.target.value)} onBlur={phone.onBlur} />
      </label>
      <p>{phone.problemKey ?? 'no message'}</p>
      <input aria-label="Other field" />
      <button type="button">Continue</button>
    </form>
  );
}

describe('useMobileNumber', () => {
  it('says nothing while typing, the problem once the field is left, and follows the typing after', async () => {
    const user = userEvent.setup();
    render(<PhoneForm />);
    await user.type(screen.getByLabelText('Phone'), '12345');
    expect(screen.getByText('no message')).toBeTruthy();
    await user.click(screen.getByLabelText('Other field'));
    expect(screen.getByText('phone.error.notMobile')).toBeTruthy();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '8123');
    expect(screen.getByText('phone.error.tooShort')).toBeTruthy();
  });

  it('tidies a good number to its digits after +62 when the field is left', async () => {
    const user = userEvent.setup();
    render(<PhoneForm />);
    await user.type(screen.getByLabelText('Phone'), '+62 812-3456-7890');
    await user.tab();
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '81234567890');
    expect(screen.getByText('no message')).toBeTruthy();
  });

  it('leaves the message to the button pressed, so it does not move away under the pointer', async () => {
    const user = userEvent.setup();
    render(<PhoneForm />);
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('no message')).toBeTruthy();
  });

  it('an empty field is required only once the form was tried', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PhoneForm />);
    await user.click(screen.getByLabelText('Phone'));
    await user.tab();
    expect(screen.getByText('no message')).toBeTruthy();
    rerender(<PhoneForm tried />);
    expect(screen.getByText('phone.error.required')).toBeTruthy();
  });
});

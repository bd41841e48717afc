import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { emptyOtp } from '@/features/verify-account/otp-digits';
import { OtpInput } from '@/features/verify-account/otp-input';

function Harness({ resetKey = 0 }: { resetKey?: number }) {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <>
      <span id="code-label">Kode verifikasi</span>
      <OtpInput digits={digits} onChange={setDigits} labelledBy="code-label" resetKey={resetKey} />
      <output>{digits.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('shows six labelled numeric boxes in a named group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Kode verifikasi' })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 1 dari 6' }).getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('textbox', { name: 'Digit 6 dari 6' })).toBeTruthy();
  });

  it('moves forward as digits are typed and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('1a2');
    expect(screen.getByRole('status').textContent).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('Backspace on an empty box moves back and clears it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[2]);
    expect(screen.getByRole('status').textContent).toBe('12');
  });

  it('pasting a 6-digit code fills every box', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => '482913' } });
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('a new resetKey focuses the first box', () => {
    const { rerender } = render(<Harness />);
    rerender(<Harness resetKey={1} />);
    expect(document.activeElement).toBe(boxes()[0]);
  });
});

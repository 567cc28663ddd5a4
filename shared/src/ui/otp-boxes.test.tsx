// OtpBoxes: six labelled digit boxes; typing advances, non-digits are refused, a pasted code fills all,
// Backspace on an empty box goes back, Enter on the last box submits only a complete code.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyDigits, OtpBoxes } from './otp-boxes';

function Harness({ onComplete = jest.fn(), onDigits }: { onComplete?: () => void; onDigits?: (d: string[]) => void }) {
  const [digits, setDigits] = useState(emptyDigits);
  return (
    <>
      <span id="code-label">Código</span>
      <OtpBoxes
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          onDigits?.(next);
        }}
        onComplete={onComplete}
        labelledBy="code-label"
        digitLabel={(n, total) => `Dígito ${n} de ${total}`}
      />
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Dígito ${n} de 6` });

it('renders six labelled boxes in a group named by the label and focuses the first', () => {
  render(<Harness />);
  expect(screen.getByRole('group', { name: 'Código' })).toBeInTheDocument();
  expect(screen.getAllByRole('textbox')).toHaveLength(6);
  expect(box(1)).toHaveFocus();
});

it('typing moves to the next box and letters are refused', async () => {
  render(<Harness />);
  await userEvent.keyboard('1a2');
  expect(box(1)).toHaveValue('1');
  expect(box(2)).toHaveValue('2');
  expect(box(3)).toHaveFocus();
});

it('a pasted code fills every box wherever it is pasted, keeping digits only', async () => {
  const onDigits = jest.fn();
  render(<Harness onDigits={onDigits} />);
  await userEvent.click(box(3));
  await userEvent.paste('12-34 56');
  expect(onDigits).toHaveBeenLastCalledWith(['1', '2', '3', '4', '5', '6']);
  expect(box(6)).toHaveValue('6');
});

it('Backspace on an empty box clears the previous one and moves back', async () => {
  render(<Harness />);
  await userEvent.keyboard('12');
  expect(box(3)).toHaveFocus();
  await userEvent.keyboard('{Backspace}');
  expect(box(2)).toHaveValue('');
  expect(box(2)).toHaveFocus();
});

it('Enter on the last box submits a complete code, and only a complete one', async () => {
  const onComplete = jest.fn();
  render(<Harness onComplete={onComplete} />);
  await userEvent.keyboard('12345');
  await userEvent.click(box(6));
  await userEvent.keyboard('{Enter}');
  expect(onComplete).not.toHaveBeenCalled();
  await userEvent.keyboard('6');
  await userEvent.click(box(6));
  await userEvent.keyboard('{Enter}');
  expect(onComplete).toHaveBeenCalledTimes(1);
});

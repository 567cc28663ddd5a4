// Six one-digit code boxes: typing moves on, Backspace goes back, a pasted or autofilled code fills them all,
// Enter on the last box submits a complete code. Used by the login dialog, the
// profile's e-mail change and the cart's add-email check, so it lives in the design system.
import Box from '@mui/material/Box';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@shop/shared/constants';

const onlyDigits = (text: string): string => text.replace(/\D/g, '');

/** Blocks printable keys other than digits; shortcuts (Ctrl/Cmd+V, ...) and editing keys pass. */
function blockNonDigitKey(event: KeyboardEvent<HTMLElement>): void {
  if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) event.preventDefault();
}

export interface OtpBoxesProps {
  /** One entry per box: '' or a digit. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  onComplete: () => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of the text describing the boxes (the error under them). */
  describedBy?: string;
  labelledBy: string;
  /** Changes whenever the boxes should take the focus again (first empty box). */
  focusKey?: number;
  /** Each box's accessible name in the app's words, e.g. "Dígito 1 de 6". */
  digitLabel: (n: number, total: number) => string;
}

export const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

export function OtpBoxes({ digits, onChange, onComplete, disabled, invalid, describedBy, labelledBy, focusKey = 0, digitLabel }: OtpBoxesProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  useEffect(() => {
    if (disabled) return;
    const firstEmpty = digits.findIndex((d) => d === '');
    refs.current[firstEmpty === -1 ? 0 : firstEmpty]?.focus();
    // Only a new focusKey (step shown, code cleared) moves the focus, not every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey, disabled]);

  /** Writes `text`'s digits from box `index` on; returns the index after the last one written. */
  const fill = (index: number, text: string): number => {
    const incoming = onlyDigits(text).slice(0, OTP_LENGTH - index).split('');
    const next = [...digits];
    incoming.forEach((d, i) => (next[index + i] = d));
    onChange(next);
    return index + incoming.length;
  };

  const handleChange = (index: number, value: string) => {
    const typed = onlyDigits(value);
    if (typed === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    // A box holding a digit receives the old digit plus the new one: keep the one just typed.
    if (typed.length === 2 && digits[index] !== '' && typed.includes(digits[index]!)) {
      const fresh = typed[0] === digits[index] ? typed[1]! : typed[0]!;
      fill(index, fresh);
      focusBox(index + 1);
      return;
    }
    // One digit typed, or the browser's one-time-code autofill of the whole code into one box.
    const end = fill(index, typed);
    focusBox(end);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (!pasted) return;
    // A whole code fills every box, wherever it is pasted.
    const end = fill(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
    focusBox(end);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        if (digits[index] === '' && index > 0) {
          event.preventDefault();
          const next = [...digits];
          next[index - 1] = '';
          onChange(next);
          focusBox(index - 1);
        }
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Enter':
        event.preventDefault();
        if (index === OTP_LENGTH - 1 && digits.every((d) => d !== '')) onComplete();
        return;
      default:
        blockNonDigitKey(event);
    }
  };

  return (
    <Box role="group" aria-labelledby={labelledBy} sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center' }}>
      {digits.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(el: HTMLInputElement | null) => {
            refs.current[index] = el;
          }}
          value={digit}
          disabled={disabled}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={digitLabel(index + 1, OTP_LENGTH)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => handleChange(index, (e.target as HTMLInputElement).value)}
          onPaste={(e: ClipboardEvent<HTMLInputElement>) => handlePaste(index, e)}
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, e)}
          onFocus={(e) => (e.target as HTMLInputElement).select()}
          sx={{
            width: { xs: 40, sm: 48 },
            height: { xs: 48, sm: 56 },
            textAlign: 'center',
            fontSize: '1.5rem',
            fontFamily: 'inherit',
            borderRadius: 1,
            border: '1px solid',
            borderColor: invalid ? 'error.main' : 'grey.500',
            bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
            color: 'text.primary',
            '&:focus-visible, &:focus': { outline: '3px solid', outlineColor: 'info.main', outlineOffset: 2 },
          }}
        />
      ))}
    </Box>
  );
}

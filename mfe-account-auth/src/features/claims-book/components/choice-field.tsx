// A required one-of choice of the claim sheet (product or service; reclamo or queja), as a labelled radio group.
import { memo, useId } from 'react';
import { Box, Typography } from '@shop/shared/ui';
import { FormControl, FormControlLabel, FormHelperText, Radio, RadioGroup } from '@shop/shared/ui-forms';

export interface ChoiceOption {
  value: string;
  label: string;
  /** The explanation under the label (what a reclamo and a queja are). */
  help?: string;
}

export interface ChoiceFieldProps<F extends string> {
  name: F;
  legend: string;
  value: string;
  options: readonly ChoiceOption[];
  error?: string;
  onValue: (name: F, value: string) => void;
}

function ChoiceFieldInner<F extends string>({ name, legend, value, options, error, onValue }: ChoiceFieldProps<F>) {
  const legendId = useId();
  const helpId = useId();
  const described = options.some((o) => o.help);
  return (
    // The legend carries the one asterisk: a required FormControl would repeat it after every option.
    <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%' }}>
      <Typography id={legendId} component="legend" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>{`${legend} *`}</Typography>
      <RadioGroup
        name={name}
        row={!described}
        value={value}
        onChange={(e) => onValue(name, e.target.value)}
        aria-labelledby={legendId}
        aria-required="true"
        aria-describedby={error ? helpId : undefined}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.help ? (
              <Box component="span" sx={{ display: 'block', py: 0.5 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>{option.label}</Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>{option.help}</Typography>
              </Box>
            ) : option.label}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={helpId}>{error}</FormHelperText>}
    </FormControl>
  );
}

export const ChoiceField = memo(ChoiceFieldInner) as typeof ChoiceFieldInner;

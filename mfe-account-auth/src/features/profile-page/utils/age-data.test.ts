// The profile form's verdict on a date of birth and its "today" (the ID and date rules themselves: api/test/rules).
import { dobProblem, latestDob, shopToday } from './age-data';

describe('date of birth', () => {
  it('is at most today minus 16 years', () => {
    expect(latestDob('2025-06-15')).toBe('2009-06-15');
    expect(dobProblem('2009-06-15', '2025-06-15')).toBeNull();
    expect(dobProblem('2009-06-16', '2025-06-15')).toBe('tooYoung');
    expect(dobProblem('', '2025-06-15')).toBe('required');
    expect(dobProblem('2001-02-30', '2025-06-15')).toBe('invalid');
    expect(dobProblem('1899-12-31', '2025-06-15')).toBe('invalid');
    expect(dobProblem('2025-06-16', '2025-06-15')).toBe('tooYoung');
  });

  it("counts today in Lima (UTC−5): 03:00Z is still the day before", () => {
    expect(shopToday(Date.parse('2025-06-15T03:00:00Z'))).toBe('2025-06-14');
    expect(shopToday(Date.parse('2025-06-15T05:00:00Z'))).toBe('2025-06-15');
  });
});

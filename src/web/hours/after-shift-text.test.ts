import { describe, expect, test } from 'bun:test';
import { afterShiftText } from './after-shift-text';

describe('afterShiftText', () => {
  test('the vet: submit, wait, answer a correction, then rate; nothing before the end', () => {
    const vet = (stage: Parameters<typeof afterShiftText>[0]) => afterShiftText(stage, 'relief_vet', 'Front Range Vets');
    expect(vet('ahead')).toBeNull();
    expect(vet('to_submit')).toEqual({ text: 'Hours to submit', action: { kind: 'hours', label: 'Submit hours', primary: true } });
    expect(vet('submitted')).toEqual({ text: 'Hours submitted · waiting for Front Range Vets', action: { kind: 'hours', label: 'See hours', primary: false } });
    expect(vet('correction_proposed')?.action?.label).toBe('Review correction');
    expect(vet('to_rate')).toEqual({ text: 'Hours approved · rate Front Range Vets', action: { kind: 'rate', label: 'Rate', primary: true } });
    expect(vet('approved')).toEqual({ text: 'Hours approved', action: { kind: 'hours', label: 'See hours', primary: false } });
  });

  test('the clinic: waits for the hours, reviews them, then rates', () => {
    const clinic = (stage: Parameters<typeof afterShiftText>[0]) => afterShiftText(stage, 'clinic', 'Dr. Sam Rivera');
    expect(clinic('to_submit')).toEqual({ text: "Waiting for Dr. Sam Rivera's hours", action: null });
    expect(clinic('submitted')?.action).toEqual({ kind: 'hours', label: 'Review hours', primary: true });
    expect(clinic('correction_proposed')?.text).toBe('Your correction is waiting for the vet');
    expect(clinic('to_rate')?.action?.kind).toBe('rate');
  });
});

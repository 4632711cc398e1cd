// What an accepted booking's card says after the shift, and the action it offers in place — the
// To do strip's words, on the booking itself: hours to submit, waiting, to review, approved, a
// rating to give.
import type { AfterShiftStage } from '../../shared/shift-day';

export interface AfterShiftText {
  text: string;
  /** The button: open the hours, or rate; null when there is nothing to press. */
  action: { kind: 'hours' | 'rate'; label: string; primary: boolean } | null;
}

const SEE_HOURS = { kind: 'hours', label: 'See hours', primary: false } as const;

/** The card's line at `stage` for `viewer`; `otherParty` is whom the viewer worked with. Null before the end. */
export function afterShiftText(stage: AfterShiftStage, viewer: 'clinic' | 'relief_vet', otherParty: string): AfterShiftText | null {
  if (stage === 'ahead') return null;
  if (stage === 'approved') return { text: 'Hours approved', action: SEE_HOURS };
  if (stage === 'to_rate') return { text: `Hours approved · rate ${otherParty}`, action: { kind: 'rate', label: 'Rate', primary: true } };
  if (viewer === 'relief_vet') {
    if (stage === 'to_submit') return { text: 'Hours to submit', action: { kind: 'hours', label: 'Submit hours', primary: true } };
    if (stage === 'submitted') return { text: `Hours submitted · waiting for ${otherParty}`, action: SEE_HOURS };
    return { text: `${otherParty} proposed corrected hours`, action: { kind: 'hours', label: 'Review correction', primary: true } };
  }
  if (stage === 'to_submit') return { text: `Waiting for ${otherParty}'s hours`, action: null };
  if (stage === 'submitted') return { text: `${otherParty} submitted hours`, action: { kind: 'hours', label: 'Review hours', primary: true } };
  return { text: 'Your correction is waiting for the vet', action: SEE_HOURS };
}

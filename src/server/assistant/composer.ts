// The built-in message assistant: suggestions assembled from the context in each tone, with no
// I/O and no invention — every name, date, time and rate in a suggestion comes from the context.
import { endsNextDay } from '../../shared/shifts';
import type { MESSAGE_TYPES, Suggestion, SuggestionCategory, SuggestionTone } from '../../shared/messages';
import type { AssistantContext, ContextShift } from './context';

type MessageType = (typeof MESSAGE_TYPES)[number];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '08:00' → '8:00 AM'. */
export function clockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** '2026-12-12' → 'Saturday, December 12'. */
export function calendarDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day, 12)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${MONTH_NAMES[month - 1]} ${day}`;
}

/** 8500 → '$85', 8550 → '$85.50': whole dollars as lists show them, cents only when there are some. */
function dollars(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** 'Saturday, December 12, 8:00 AM–6:00 PM at $85/hr'. */
export function describeShift(shift: ContextShift): string {
  const end = `${clockTime(shift.endTime)}${endsNextDay(shift.startTime, shift.endTime) ? ' (next day)' : ''}`;
  return `${calendarDay(shift.date)}, ${clockTime(shift.startTime)}–${end} at ${dollars(shift.hourlyRate)}/hr`;
}

type Lines = Record<SuggestionTone, string>;

function greetings(context: AssistantContext): Lines {
  const { recipient, sender } = context;
  return {
    professional: `Hello ${recipient.salutation}, this is ${sender.name}. I'd like to connect about relief coverage.`,
    friendly: `Hi ${recipient.salutation}! ${sender.name} here — great to connect.`,
    formal:
      sender.kind === 'clinic'
        ? `Dear ${recipient.salutation}, I am writing on behalf of ${sender.name} regarding relief coverage.`
        : `Dear ${recipient.salutation}, my name is ${sender.name}, and I am writing regarding relief coverage.`,
  };
}

function questions(context: AssistantContext, shift: ContextShift | undefined): Lines {
  if (context.sender.kind === 'clinic') {
    if (shift) {
      const when = describeShift(shift);
      return {
        professional: `Would you be available for our shift on ${when}?`,
        friendly: `Any chance you could cover ${when}? We'd love to have you!`,
        formal: `Might you be available to provide coverage on ${when}?`,
      };
    }
    return {
      professional: 'Which dates do you have open in the coming weeks?',
      friendly: 'What does your schedule look like over the next few weeks?',
      formal: 'Could you kindly share the dates on which you are available?',
    };
  }
  if (shift) {
    const when = describeShift(shift);
    return {
      professional: `Is the shift on ${when} still open?`,
      friendly: `Is ${when} still available? I'd be glad to help out.`,
      formal: `May I ask whether the shift on ${when} remains open?`,
    };
  }
  return {
    professional: 'Which dates do you need covered, and what are the hours?',
    friendly: 'What dates are you looking to fill? Happy to see if I can help.',
    formal: 'Could you please let me know which dates require coverage and the expected hours?',
  };
}

function availability(context: AssistantContext, shift: ContextShift | undefined, discussed: ContextShift | undefined): Lines {
  if (context.sender.kind === 'relief_vet') {
    const what = discussed ? `the shift on ${describeShift(discussed)}` : 'the dates you need covered';
    return {
      professional: `I'd be glad to cover ${what}. Please let me know the next steps.`,
      friendly: `I'd love to help with ${what} — just let me know!`,
      formal: `I would be pleased to provide coverage for ${what}. Kindly advise how you wish to proceed.`,
    };
  }
  const what = shift ? `our shift on ${describeShift(shift)}` : 'our open shifts';
  return {
    professional: `We're looking for coverage for ${what}. Let us know if it fits your schedule.`,
    friendly: `We'd love your help with ${what} if it works for you!`,
    formal: `We are seeking coverage for ${what} and would welcome your availability.`,
  };
}

function confirmations(context: AssistantContext, agreed: ContextShift | undefined): Lines {
  const replying = context.lastReceived !== null;
  const what = agreed ? ` for ${describeShift(agreed)}` : '';
  return {
    professional: `${replying ? 'Thank you for your message. ' : ''}Confirming the details${what}. Please let me know if anything changes.`,
    friendly: `${replying ? 'Thanks for getting back to me! ' : ''}${agreed ? `${describeShift(agreed)} works for me.` : 'Sounds good to me.'}`,
    formal: `${replying ? 'Thank you for your message. ' : ''}I am writing to confirm the arrangements${what}. Please do not hesitate to contact me should anything change.`,
  };
}

function scheduling(context: AssistantContext, shift: ContextShift | undefined): Lines {
  if (shift) {
    const when = describeShift(shift);
    return {
      professional: `Shall we confirm ${when}?`,
      friendly: `Want to lock in ${when}?`,
      formal: `Would you like to confirm the arrangement for ${when}?`,
    };
  }
  return {
    professional: `When would be a good time to go over the schedule, ${context.recipient.salutation}?`,
    friendly: 'When works for a quick chat about scheduling?',
    formal: 'Please let me know a convenient time to discuss the schedule.',
  };
}

function closings(context: AssistantContext): Lines {
  const { sender } = context;
  return {
    professional: `Thank you, and I look forward to hearing from you.\n\nBest regards,\n${sender.name}`,
    friendly: `Thanks so much — talk soon!\n\n${sender.name}`,
    formal: `Thank you for your time and consideration.\n\nSincerely,\n${sender.name}`,
  };
}

/** Which categories lead for the situation: a new thread opens, a question gets answered. */
function categoriesFor(context: AssistantContext, messageType: MessageType): SuggestionCategory[] {
  const asked = context.lastReceived?.includes('?') ?? false;
  if (messageType === 'availability') return ['availability', 'question', 'closing'];
  if (messageType === 'booking') return ['scheduling', 'confirmation', 'closing'];
  if (messageType === 'follow_up') return ['question', 'scheduling', 'closing'];
  if (context.lastReceived === null) return ['greeting', 'question', 'availability', 'closing'];
  return asked ? ['availability', 'confirmation', 'scheduling', 'closing'] : ['confirmation', 'question', 'scheduling', 'closing'];
}

const TONES: SuggestionTone[] = ['professional', 'friendly', 'formal'];

/** Suggestions for the next message, each category in each tone. Deterministic. */
export function composeSuggestions(context: AssistantContext, messageType: MessageType = 'general'): Suggestion[] {
  // Any known shift may be asked about or offered; a reply takes up or confirms only one the
  // thread named, never a different date the clinic happens to have open.
  const shift = context.shifts[0];
  const mentioned = context.shiftsMentioned ? shift : undefined;
  const discussed = context.lastReceived === null ? shift : mentioned;
  const build: Record<SuggestionCategory, () => Lines> = {
    greeting: () => greetings(context),
    question: () => questions(context, shift),
    availability: () => availability(context, shift, discussed),
    confirmation: () => confirmations(context, mentioned),
    scheduling: () => scheduling(context, discussed),
    closing: () => closings(context),
  };
  return categoriesFor(context, messageType).flatMap((category) => {
    const lines = build[category]();
    return TONES.map((tone) => ({ text: lines[tone], tone, category }));
  });
}

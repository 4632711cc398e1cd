// The built-in message assistant: suggestions assembled from the context in each tone, with no
// I/O and no invention — every name, date, time and rate in a suggestion comes from the context.
import { agreedRate } from '../../shared/money';
import { twelveHourRange } from '../../shared/time';
import type { MESSAGE_TYPES, Suggestion, SuggestionCategory, SuggestionTone } from '../../shared/messages';
import type { AssistantContext, ContextShift } from './context';

type MessageType = (typeof MESSAGE_TYPES)[number];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-12-12' → 'Saturday, December 12'. */
export function calendarDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day, 12)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${MONTH_NAMES[month - 1]} ${day}`;
}

/** 'Saturday, December 12, 8:00 AM – 6:00 PM at $85/hr'. */
export function describeShift(shift: ContextShift): string {
  return `${calendarDay(shift.date)}, ${twelveHourRange(shift.startTime, shift.endTime)} at ${agreedRate(shift.hourlyRate)}`;
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

/** What the last message asks, by its last question: the kinds the composer can answer from the context. */
type Asked = 'availability' | 'still-open' | 'hours' | 'rate' | 'other';

/** The last question in `text` ('…? And what time do we start?' → 'And what time do we start?'), or null. */
export function lastQuestion(text: string): string | null {
  const questions = text.match(/[^.!?\n]*\?/g);
  return questions?.at(-1)?.trim() ?? null;
}

function askedAbout(question: string): Asked {
  const q = question.toLowerCase();
  if (/\b(rate|pay|pays|paid|how much|compensation|per hour|hourly)\b/.test(q)) return 'rate';
  if (/\b(what time|when does|when do|start|finish|end time|hours|how long)\b/.test(q)) return 'hours';
  if (/\bstill (open|available|need|looking)|\b(is|are) (it|the shift|that shift|they|these)\b.*\b(open|available|free|taken)\b/.test(q)) return 'still-open';
  if (/\b(are|would) you (be )?(free|available|able)|\b(can|could) you (cover|work|do|help|make|come|take)|\bany chance|\binterested\b/.test(q))
    return 'availability';
  return 'other';
}

/**
 * A reply to the question in the last message, from the facts the context holds: a date the
 * thread named and its hours and rate, or, for a clinic, its next open shift. A question it
 * cannot answer from them gets an honest 'let me check'.
 */
function answers(context: AssistantContext, question: string, discussed: ContextShift | undefined): Lines {
  const clinic = context.sender.kind === 'clinic';
  const shift = discussed ?? (clinic ? context.shifts[0] : undefined);
  const asked = askedAbout(question);
  if (asked === 'rate' && shift) {
    const rate = `${agreedRate(shift.hourlyRate)}`;
    return {
      professional: `The shift on ${calendarDay(shift.date)} pays ${rate}.`,
      friendly: `It's ${rate} for ${calendarDay(shift.date)}!`,
      formal: `The rate for the shift on ${calendarDay(shift.date)} is ${rate}.`,
    };
  }
  if (asked === 'hours' && shift) {
    const hours = twelveHourRange(shift.startTime, shift.endTime);
    return {
      professional: `The shift on ${calendarDay(shift.date)} runs ${hours}.`,
      friendly: `It's ${hours} on ${calendarDay(shift.date)}.`,
      formal: `The shift on ${calendarDay(shift.date)} is scheduled for ${hours}.`,
    };
  }
  if (asked === 'still-open' && clinic) {
    if (!context.shifts.length) {
      return {
        professional: "We don't have an open shift right now. I'll let you know when we post one.",
        friendly: "Nothing open at the moment, but I'll let you know as soon as we post one!",
        formal: 'We have no open shifts at present. We will be in touch when we post one.',
      };
    }
    const when = describeShift(shift!);
    return discussed
      ? {
          professional: `Yes, the shift on ${when} is still open.`,
          friendly: `Yes, ${when} is still open!`,
          formal: `Yes, the shift on ${when} remains open.`,
        }
      : {
          professional: `Our next open shift is ${when}.`,
          friendly: `We've got ${when} open!`,
          formal: `Our next open shift is ${when}.`,
        };
  }
  if (asked === 'availability' && !clinic) {
    const what = discussed ? ` for the shift on ${describeShift(discussed)}` : '';
    return {
      professional: `Yes, I'm available${what}.`,
      friendly: `Yes, I'm free${what}!`,
      formal: `Yes, I am available${what}.`,
    };
  }
  return {
    professional: "Good question. Let me check and I'll get back to you today.",
    friendly: "Good question! Let me check and I'll get right back to you.",
    formal: 'Thank you for your question. I will look into it and reply shortly.',
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

/** Which categories lead for the situation: a new thread opens, a question gets answered first. */
function categoriesFor(context: AssistantContext, messageType: MessageType): SuggestionCategory[] {
  const asked = context.lastReceived !== null && lastQuestion(context.lastReceived) !== null;
  if (asked && messageType === 'general') return ['answer', 'availability', 'confirmation', 'scheduling', 'closing'];
  if (messageType === 'availability') return ['availability', 'question', 'closing'];
  if (messageType === 'booking') return ['scheduling', 'confirmation', 'closing'];
  if (messageType === 'follow_up') return ['question', 'scheduling', 'closing'];
  if (context.lastReceived === null) return ['greeting', 'question', 'availability', 'closing'];
  return ['confirmation', 'question', 'scheduling', 'closing'];
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
    answer: () => answers(context, lastQuestion(context.lastReceived ?? '') ?? '', mentioned),
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

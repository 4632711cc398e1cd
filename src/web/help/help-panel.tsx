// The help chat (spec 2 §2, issue 19): the user types a question or picks one of four quick
// topics; the answer comes after 1 s behind a typing indicator, from the help topics when one
// matches. Otherwise, or when the answer did not help, the chat offers to send the question to
// support (SUPPORT_EMAIL) by e-mail, replying to the user's address. Signed in, it opens from the
// header's Help button (wide screens) or the menu (phones), so nothing floats over the page;
// signed-out visitors get a floating button (help-dock.tsx, which holds this panel). Placement,
// hiding under dialogs and in print: `.help-chat` in styles.css.
import { Mail, SendHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { HelpQuestionSent } from '../../shared/help';
import { HELP_CHAT_REPLY_MS, SUPPORT_REPLY_HOURS } from '../../shared/legal';
import { cn } from '../lib/cn';
import { useConfig } from '../lib/config';
import { useHelpChat } from './help-chat-state';
import { HELP_TOPICS, matchTopic } from './help-topics';
import { SupportOffer } from './support-offer';

interface ChatMessage {
  id: number;
  from: 'assistant' | 'you';
  lines: string[];
}

/** The open chat, as `id` (the dock's button controls it); nothing while the chat is closed. */
export function HelpPanel({ id }: { id: string }) {
  const { appName, supportEmail } = useConfig();
  const { open, hide } = useHelpChat();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const [draft, setDraft] = useState('');
  /** The typed question the chat offers to send to support. */
  const [offered, setOffered] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const replyTimer = useRef<number | undefined>(undefined);
  const nextId = useRef(1);
  const titleId = useId();
  const inputId = useId();

  // Escape closes from anywhere while the panel is open; focus goes back to what opened it.
  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, hide]);

  useEffect(() => () => window.clearTimeout(replyTimer.current), []);

  // The typing dots stay in view; a new answer is shown from its question down, however long it is.
  useEffect(() => {
    const log = logRef.current;
    const newest = log?.lastElementChild;
    if (!log || !(newest instanceof HTMLElement) || messages.length + Number(typing) === 0) return;
    const question = newest.previousElementSibling;
    const anchor = question instanceof HTMLElement ? question : newest;
    log.scrollTop = typing ? log.scrollHeight : anchor.offsetTop - 12;
  }, [messages, typing]);

  const say = (from: ChatMessage['from'], lines: string[]) => setMessages((list) => [...list, { id: nextId.current++, from, lines }]);

  /** Asks `question`; a typed one (not a quick topic) may go to support when no topic answers it. */
  const ask = (question: string, typed: boolean) => {
    if (typing) return;
    say('you', [question]);
    setOffered(null);
    setTyping(true);
    replyTimer.current = window.setTimeout(() => {
      const topic = typed ? matchTopic(question) : HELP_TOPICS.find((t) => t.question === question)!;
      if (topic) say('assistant', topic.answer(appName));
      else
        say('assistant', [
          `I don't have a ready answer for that. I can send your question to our support team; they reply by e-mail in about ${SUPPORT_REPLY_HOURS} hours.`,
        ]);
      if (typed) setOffered(question);
      setTyping(false);
    }, HELP_CHAT_REPLY_MS);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question || typing) return;
    setDraft('');
    ask(question, true);
  };

  const sent = (answer: HelpQuestionSent) => {
    setOffered(null);
    say('assistant', [`Sent to ${answer.supportEmail}. Our team will reply to ${answer.replyTo} in about ${SUPPORT_REPLY_HOURS} hours.`]);
  };

  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(`${appName} help`)}`;

  if (!open) return null;
  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="flex max-h-[min(36rem,calc(100dvh-10rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-2xl"
    >
      <header className="flex items-start justify-between gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <div>
          <h2 id={titleId} className="font-semibold">
            {appName} Help
          </h2>
          <p className="text-xs text-teal-50">Quick answers now; our team replies in about {SUPPORT_REPLY_HOURS} hours.</p>
        </div>
        <button
          type="button"
          onClick={hide}
          aria-label="Close help chat"
          className="-mr-1 rounded-md p-1 hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <X className="size-5" aria-hidden />
        </button>
      </header>

      <div ref={logRef} role="log" aria-live="polite" aria-label="Help conversation" className="relative flex-1 space-y-3 overflow-y-auto px-4 py-3 text-sm">
        <Bubble from="assistant" lines={[`Hi! I'm the ${appName} help assistant. Type a question, or choose a topic below.`]} />
        {messages.map((message) => (
          <Bubble key={message.id} from={message.from} lines={message.lines} />
        ))}
        {typing && (
          <div className="flex w-fit items-center gap-1 rounded-2xl rounded-bl-sm bg-muted px-3 py-2.5">
            <span className="sr-only">The assistant is typing…</span>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                aria-hidden
                className="size-1.5 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </div>
        )}
      </div>

      <div className="space-y-3 border-t border-border px-4 py-3">
        {offered && <SupportOffer question={offered} supportEmail={supportEmail} onSent={sent} onDismiss={() => setOffered(null)} />}
        <form onSubmit={submit} className="flex items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            Your question
          </label>
          <input
            ref={inputRef}
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Type your question…"
            maxLength={2000}
            autoComplete="off"
            className="h-9 min-w-0 flex-1 rounded-lg border border-input bg-background px-3 text-sm text-foreground placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <button
            type="submit"
            aria-label="Ask"
            aria-disabled={typing || !draft.trim()}
            className={cn(
              'flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              (typing || !draft.trim()) && 'opacity-60',
            )}
          >
            <SendHorizontal className="size-4" aria-hidden />
          </button>
        </form>
        <fieldset>
          <legend className="mb-2 text-xs font-medium uppercase tracking-wide text-slate-600">Quick topics</legend>
          <div className="grid grid-cols-2 gap-2">
            {HELP_TOPICS.map((topic) => (
              <button
                key={topic.id}
                type="button"
                onClick={() => ask(topic.question, false)}
                aria-disabled={typing}
                className={cn(
                  'rounded-lg border border-border bg-background px-2.5 py-2 text-left text-xs font-medium text-foreground hover:border-primary hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  typing && 'cursor-wait opacity-60',
                )}
              >
                {topic.question}
              </button>
            ))}
          </div>
        </fieldset>
        <p className="text-xs text-slate-600">
          Need a person?{' '}
          <a href={mailto} className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-2">
            <Mail className="size-3.5" aria-hidden />
            {supportEmail}
          </a>{' '}
          — we answer in about {SUPPORT_REPLY_HOURS} hours.
        </p>
      </div>
    </section>
  );
}

function Bubble({ from, lines }: { from: ChatMessage['from']; lines: string[] }) {
  const mine = from === 'you';
  return (
    <div
      className={cn(
        'max-w-[88%] space-y-1.5 rounded-2xl px-3 py-2 leading-relaxed',
        mine ? 'ml-auto rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
      )}
    >
      <span className="sr-only">{mine ? 'You:' : 'Assistant:'}</span>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

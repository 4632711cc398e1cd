// The help chat on every page (spec 2 §2): a floating button opens a small panel with four quick
// topics; the scripted answer comes after 1 s behind a typing indicator, and a person is one
// e-mail away (about 24 hours). Placement, hiding under dialogs and in print: `.help-chat` in
// styles.css.
import { LifeBuoy, Mail, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { HELP_CHAT_REPLY_MS, SUPPORT_REPLY_HOURS } from '../../shared/legal';
import { cn } from '../lib/cn';
import { useConfig } from '../lib/config';
import { HELP_TOPICS, type HelpTopic } from './help-topics';

interface ChatMessage {
  id: number;
  from: 'assistant' | 'you';
  lines: string[];
}

export function HelpChat() {
  const { appName, supportEmail } = useConfig();
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const firstTopicRef = useRef<HTMLButtonElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const replyTimer = useRef<number | undefined>(undefined);
  const nextId = useRef(1);
  const panelId = useId();
  const titleId = useId();

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  // Escape closes from anywhere while the panel is open; focus goes back to the button.
  useEffect(() => {
    if (!open) return;
    firstTopicRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setOpen(false);
        launcherRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useEffect(() => () => window.clearTimeout(replyTimer.current), []);

  // The typing dots stay in view; a new answer is shown from its question down, however long it is.
  useEffect(() => {
    const log = logRef.current;
    const newest = log?.lastElementChild;
    if (!log || !(newest instanceof HTMLElement) || messages.length + Number(typing) === 0) return;
    // The answer's question (the bubble before it) stays on screen too.
    const question = newest.previousElementSibling;
    const anchor = question instanceof HTMLElement ? question : newest;
    log.scrollTop = typing ? log.scrollHeight : anchor.offsetTop - 12;
  }, [messages, typing]);

  const ask = (topic: HelpTopic) => {
    if (typing) return;
    setMessages((list) => [...list, { id: nextId.current++, from: 'you', lines: [topic.question] }]);
    setTyping(true);
    replyTimer.current = window.setTimeout(() => {
      setMessages((list) => [...list, { id: nextId.current++, from: 'assistant', lines: topic.answer(appName) }]);
      setTyping(false);
    }, HELP_CHAT_REPLY_MS);
  };

  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(`${appName} help`)}`;

  return (
    <div className="help-chat flex flex-col items-end gap-3">
      {open && (
        <section
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          className="flex max-h-[min(34rem,calc(100dvh-10rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-2xl"
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
              onClick={close}
              aria-label="Close help chat"
              className="-mr-1 rounded-md p-1 hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              <X className="size-5" aria-hidden />
            </button>
          </header>

          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label="Help conversation"
            className="relative flex-1 space-y-3 overflow-y-auto px-4 py-3 text-sm"
          >
            <Bubble from="assistant" lines={[`Hi! I'm the ${appName} help assistant. Choose a topic below for a quick answer.`]} />
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
            <fieldset>
              <legend className="mb-2 text-xs font-medium uppercase tracking-wide text-slate-600">Quick topics</legend>
              <div className="grid grid-cols-2 gap-2">
                {HELP_TOPICS.map((topic, index) => (
                  <button
                    key={topic.id}
                    ref={index === 0 ? firstTopicRef : undefined}
                    type="button"
                    onClick={() => ask(topic)}
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
      )}
      <button
        ref={launcherRef}
        type="button"
        onClick={() => (open ? close() : setOpen(true))}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label="Help chat"
        className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {open ? <X className="size-6" aria-hidden /> : <LifeBuoy className="size-6" aria-hidden />}
      </button>
    </div>
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

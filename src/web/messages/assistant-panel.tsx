// The message assistant in a thread (spec 2 §2, §8): suggestions by category, each usable or
// copyable, and Improve Draft. Says whether the built-in assistant or the language model wrote it.
// Its confirmations and errors show in the panel, not as toasts: a toast sits over the composer's
// Send button on phones.
import { useMutation } from '@tanstack/react-query';
import { Check, Copy, Wand2 } from 'lucide-react';
import { useState } from 'react';
import type { ImproveDraftResponse, Message, Suggestion, SuggestionsResponse } from '../../shared/messages';
import { SUGGESTION_CATEGORIES } from '../../shared/message-limits';
import { ApiError, apiJson } from '../lib/api-client';
import { messagePaths } from '../lib/paths';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { cn } from '../lib/cn';

/** Spec 2 §9: the copy confirmation shows for 2 s. */
const COPIED_MS = 2000;
const SOURCE_LABEL = { 'built-in': 'Written by the built-in assistant', model: 'Written by the language model' } as const;

interface Props {
  recipientUserId: number;
  draft: string;
  history: Message[];
  onUse(text: string): void;
}

export function AssistantPanel({ recipientUserId, draft, history, onUse }: Props) {
  const [copied, setCopied] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  const suggest = useMutation<SuggestionsResponse, Error>({
    mutationFn: () =>
      apiJson('POST', messagePaths.suggestions, {
        recipientUserId,
        messageType: 'general',
        currentDraft: draft,
        conversationHistory: history.map((message) => ({ fromUserId: message.fromUserId, content: message.content })),
      }),
    onMutate: () => setNotice(null),
    onError: () => setNotice({ text: 'Failed to generate suggestions. Please try again.', error: true }),
  });
  const improve = useMutation<ImproveDraftResponse, Error>({
    mutationFn: () => apiJson('POST', messagePaths.improveDraft, { currentDraft: draft, recipientUserId }),
    onMutate: () => setNotice(null),
    onSuccess: (answer) => {
      onUse(answer.improvedText);
      setNotice({ text: `Draft improved! ${SOURCE_LABEL[answer.source]}.` });
    },
    onError: (error) => setNotice({ text: (error instanceof ApiError && error.serverMessage) || 'Failed to improve draft. Please try again.', error: true }),
  });

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(text);
      setTimeout(() => setCopied((current) => (current === text ? null : current)), COPIED_MS);
    } catch {
      // Spec 2 §8: a failed clipboard write falls back to using the text.
      onUse(text);
    }
  }

  const empty = draft.trim().length === 0;
  const groups = SUGGESTION_CATEGORIES.map((category) => ({
    category,
    items: (suggest.data?.suggestions ?? []).filter((suggestion) => suggestion.category === category),
  })).filter((group) => group.items.length > 0);

  return (
    <section aria-label="Message assistant" className="rounded-xl border border-border bg-muted/40 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" onClick={() => suggest.mutate()} disabled={suggest.isPending}>
          {suggest.isPending && <Spinner className="size-4 text-current" label="Generating" />}
          Get suggestions
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={empty || improve.isPending}
          title={empty ? 'Please enter some text first' : undefined}
          onClick={() => (empty ? setNotice({ text: 'Please enter some text first' }) : improve.mutate())}
        >
          {improve.isPending ? <Spinner className="size-4 text-current" label="Improving" /> : <Wand2 aria-hidden />}
          Improve Draft
        </Button>
        {suggest.data && <span className="text-xs text-muted-foreground">{SOURCE_LABEL[suggest.data.source]}</span>}
      </div>
      <p role="status" className={cn('text-xs empty:hidden', notice && 'mt-2', notice?.error ? 'text-destructive' : 'text-emerald-800')}>
        {notice?.text}
      </p>
      {groups.length > 0 && (
        <div className="mt-3 max-h-40 space-y-3 overflow-y-auto pr-1 sm:max-h-48">
          {groups.map(({ category, items }) => (
            <div key={category}>
              <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{category}</h3>
              <ul className="space-y-1.5">
                {items.map((suggestion) => (
                  <SuggestionRow
                    key={`${suggestion.tone}:${suggestion.text}`}
                    suggestion={suggestion}
                    copied={copied === suggestion.text}
                    onUse={onUse}
                    onCopy={copy}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

function SuggestionRow({
  suggestion,
  copied,
  onUse,
  onCopy,
}: {
  suggestion: Suggestion;
  copied: boolean;
  onUse(text: string): void;
  onCopy(text: string): void;
}) {
  return (
    <li className="rounded-lg border border-border bg-card p-2.5">
      <p className="whitespace-pre-wrap break-words text-sm text-foreground">{suggestion.text}</p>
      <div className="mt-2 flex items-center gap-2">
        <Badge variant="secondary" className="capitalize">
          {suggestion.tone}
        </Badge>
        <span className="flex-1" />
        <Button size="sm" variant="ghost" className="h-8" onClick={() => onUse(suggestion.text)}>
          Use
        </Button>
        <Button size="sm" variant="ghost" className="h-8" onClick={() => onCopy(suggestion.text)} aria-label={copied ? 'Copied!' : 'Copy suggestion'}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
    </li>
  );
}

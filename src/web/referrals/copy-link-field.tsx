// A read-only link with a copy button that shows a check for 2 s (spec 2 §9) and toasts 'Copied!'.
import { Check, Copy } from 'lucide-react';
import { useCopy } from '../lib/use-copy';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { toast } from '../ui/use-toast';

export function CopyLinkField({ id, label, link }: { id: string; label: string; link: string }) {
  const { copied, copy } = useCopy();
  return (
    <div className="flex gap-2">
      <Input
        id={id}
        aria-label={label}
        readOnly
        value={link}
        className="min-w-0 flex-1 bg-muted/40 font-mono text-xs sm:text-sm"
        onFocus={(e) => e.target.select()}
      />
      <Button
        variant="outline"
        size="icon"
        className="shrink-0"
        aria-label={copied ? 'Copied' : 'Copy link'}
        onClick={async () => {
          if (await copy(link)) toast({ title: 'Copied!' });
        }}
      >
        {copied ? <Check className="text-emerald-600" aria-hidden /> : <Copy aria-hidden />}
      </Button>
    </div>
  );
}

import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from './ui/button';

/** Puts text on the clipboard (or, without the Clipboard API, through a selected text area). */
async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** A Copy button that says Copied for two seconds. */
export function CopyButton({
  text,
  label,
  copyLabel,
  copiedLabel,
}: {
  text: string;
  /** What a screen reader hears: what is copied. */
  label: string;
  copyLabel: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={label}
      onClick={() =>
        void copyText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? <CheckIcon aria-hidden className="text-emerald-600" /> : <CopyIcon aria-hidden />}
      {copied ? copiedLabel : copyLabel}
    </Button>
  );
}

import { useTranslation } from 'react-i18next';
export function TypingIndicator({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-1 rounded-2xl bg-muted px-3 py-2.5 w-fit">
      <span className="sr-only">{label ?? t('conversations.typingIndicator.sending')}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          className="size-1.5 rounded-full bg-muted-foreground animate-typing"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}

import { WandSparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

/** What the button and its question say, already translated. */
export interface LoadDefaultTexts {
  button: string;
  title: string;
  description: string;
  keep: string;
  replace: string;
}

/**
 * 'Load … Default': loads at once over text nobody edited (empty, the saved one or a default); over text someone has
 * edited, it asks first, so a click does not throw their work away.
 */
export function LoadDefaultButton({
  texts,
  untouched,
  onLoad,
}: {
  texts: LoadDefaultTexts;
  untouched: () => boolean;
  onLoad: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => (untouched() ? onLoad() : setAsking(true))}>
        <WandSparklesIcon aria-hidden /> {texts.button}
      </Button>
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          onLoad();
          setAsking(false);
        }}
        title={texts.title}
        description={texts.description}
        cancelLabel={texts.keep}
        confirmLabel={texts.replace}
      />
    </>
  );
}

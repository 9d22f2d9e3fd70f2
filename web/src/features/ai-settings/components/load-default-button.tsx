import { WandSparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

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
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.description}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setAsking(false)}>
              {texts.keep}
            </Button>
            <Button
              onClick={() => {
                onLoad();
                setAsking(false);
              }}
            >
              {texts.replace}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

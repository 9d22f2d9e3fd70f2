import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useRemoveTestLeads } from '../api/remove-test-leads';

/** After trying the endpoints: one click removes the test leads they made (managers and admins). */
export function RemoveTestLeadsCard() {
  const remove = useRemoveTestLeads();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Test leads</CardTitle>
        <CardDescription>
          Each Test above makes a lead marked “Test”. They stay out of the dashboard and reports; remove them
          when you are done.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: ({ removed }) =>
                toast({
                  title: removed === 1 ? '1 test lead removed' : `${removed} test leads removed`,
                  description: 'Leads from your lead sources were left alone.',
                }),
              onError: (error) =>
                toast({
                  title: 'Could not remove the test leads',
                  description: errorText(error),
                  variant: 'destructive',
                }),
            })
          }
        >
          <Trash2Icon className="size-4" aria-hidden /> Remove test leads
        </Button>
      </CardContent>
    </Card>
  );
}
